import { createContext, useCallback, useContext, useEffect, useRef, type ComponentType, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { generateTemplates } from '@rjsf/mui';
import {
  buttonId,
  titleId,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  type IconButtonProps,
  type RJSFSchema,
} from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import type { SchemaFormContext } from './form-context';
import { focusableIn } from './focusable';

type ArrayProps = ArrayFieldTemplateProps<Answers, RJSFSchema, SchemaFormContext>;
type ItemProps = ArrayFieldItemTemplateProps<Answers, RJSFSchema, SchemaFormContext>;
type ButtonProps = IconButtonProps<Answers, RJSFSchema, SchemaFormContext>;
const ThemeArrayFieldTemplate = generateTemplates<Answers, RJSFSchema, SchemaFormContext>()
  .ArrayFieldTemplate as ComponentType<ArrayProps>;

/** A change the citizen made to a list, which decides where the focus goes next. */
export type ListChange = { kind: 'added' } | { kind: 'removed'; index: number };

/**
 * The item that takes the focus once a list has changed: the one just added, or the one that took a
 * removed item's place (the one before it, at the end); none when the list is empty, where the add
 * button takes it.
 */
export function itemToFocus(change: ListChange, itemCount: number): number | undefined {
  if (change.kind === 'added') return itemCount - 1;
  return itemCount > 0 ? Math.min(change.index, itemCount - 1) : undefined;
}

/** Told by an item's remove button which item goes, so its list can place the focus once it has gone. */
const ItemRemoved = createContext<(index: number) => void>(() => {});

/**
 * A repeatable group (companions, equipment…) as a group named by its title, so its buttons and items
 * are heard in context. After an add or a remove the focus moves to the item concerned (itemToFocus),
 * not to the top of the page, where a removed button would leave it.
 */
export function NamedArrayFieldTemplate(props: ArrayProps) {
  const { items, onAddClick, fieldPathId } = props;
  const groupRef = useRef<HTMLDivElement>(null);
  const change = useRef<ListChange | null>(null);
  useEffect(() => {
    if (!change.current) return;
    const index = itemToFocus(change.current, items.length);
    change.current = null;
    const target =
      index === undefined
        ? document.getElementById(buttonId(fieldPathId, 'add'))
        : focusableIn(groupRef.current?.querySelector(`[data-list-item="${index}"]`));
    target?.focus();
  }, [items.length, fieldPathId]);
  const removed = useCallback((index: number) => {
    change.current = { kind: 'removed', index };
  }, []);
  const add = (event: MouseEvent) => {
    change.current = { kind: 'added' };
    onAddClick(event);
  };
  return (
    <ItemRemoved value={removed}>
      <Box ref={groupRef} role="group" aria-labelledby={titleId(fieldPathId)}>
        <ThemeArrayFieldTemplate {...props} onAddClick={add} />
      </Box>
    </ItemRemoved>
  );
}

/**
 * An item of a repeatable group: a group named by its heading ("المرافق 1"), its fields the full
 * width (the theme keeps a third of a phone's width for its buttons), its remove button under them.
 */
export function ListItemTemplate({ children, buttonsProps, hasToolbar, index, registry }: ItemProps) {
  const removed = useContext(ItemRemoved);
  const { ArrayFieldItemButtonsTemplate: ItemButtons } = registry.templates;
  const { onRemoveItem } = buttonsProps;
  const remove = useCallback(
    (event: MouseEvent) => {
      removed(index);
      onRemoveItem(event);
    },
    [removed, index, onRemoveItem],
  );
  return (
    <Box
      role="group"
      aria-labelledby={titleId(buttonsProps.fieldPathId)}
      data-list-item={index}
      sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {children}
      {hasToolbar && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <ItemButtons {...buttonsProps} onRemoveItem={remove} />
        </Box>
      )}
    </Box>
  );
}

/** The add button of a repeatable group: a visible, translated label naming the group, not an icon titled in English. */
export function AddItemButton({ uiSchema, registry: _registry, ...props }: ButtonProps) {
  const intl = useIntl();
  const title = uiSchema?.['ui:title'];
  return (
    <Button variant="outlined" startIcon={<AddIcon />} {...(props as object)}>
      {intl.formatMessage({ id: 'schemaForm.list.add' }, { title: typeof title === 'string' ? title : '' })}
    </Button>
  );
}

/** The remove button of a list item: a visible label naming the item it removes ("حذف المرافق 1"), not a bare red "–". */
export function RemoveItemButton({ uiSchema, registry: _registry, ...props }: ButtonProps) {
  const intl = useIntl();
  const item = uiSchema?.['ui:title'];
  return (
    <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} {...(props as object)}>
      {typeof item === 'string'
        ? intl.formatMessage({ id: 'schemaForm.list.removeItem' }, { item })
        : intl.formatMessage({ id: 'schemaForm.list.remove' })}
    </Button>
  );
}

/**
 * A field's description as plain text, not a heading (the theme draws it as an h6): its lines kept,
 * and lines that start with "- " drawn as a list (the reserve's eleven prohibitions).
 */
export function PlainDescriptionField({
  id,
  description,
}: DescriptionFieldProps<Answers, RJSFSchema, SchemaFormContext>) {
  if (!description) return null;
  if (typeof description !== 'string') return <Box id={id}>{description}</Box>;
  const lines = description.split('\n').filter((line) => line.trim() !== '');
  const text = lines.filter((line) => !line.startsWith('- '));
  const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
  return (
    <Box id={id} sx={{ mt: 0.5, color: 'text.secondary' }}>
      {text.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {items.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 3, typography: 'body2' }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
