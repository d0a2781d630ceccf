import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { generateTemplates } from '@rjsf/mui';
import { titleId, type ArrayFieldTemplateProps, type DescriptionFieldProps, type IconButtonProps, type RJSFSchema } from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import type { SchemaFormContext } from './form-context';

type ArrayProps = ArrayFieldTemplateProps<Answers, RJSFSchema, SchemaFormContext>;
const ThemeArrayFieldTemplate = generateTemplates<Answers, RJSFSchema, SchemaFormContext>().ArrayFieldTemplate as ComponentType<ArrayProps>;

/** A repeatable group (companions, equipment…) as a group named by its title, so its buttons and items are heard in context. */
export function NamedArrayFieldTemplate(props: ArrayProps) {
  return (
    <Box role="group" aria-labelledby={titleId(props.fieldPathId)}>
      <ThemeArrayFieldTemplate {...props} />
    </Box>
  );
}

/** The add button of a repeatable group: a visible, translated label naming the group, not an icon titled in English. */
export function AddItemButton({ uiSchema, registry: _registry, ...props }: IconButtonProps<Answers, RJSFSchema, SchemaFormContext>) {
  const intl = useIntl();
  const title = uiSchema?.['ui:title'];
  return (
    <Button variant="outlined" startIcon={<AddIcon />} {...(props as object)}>
      {intl.formatMessage({ id: 'schemaForm.list.add' }, { title: typeof title === 'string' ? title : '' })}
    </Button>
  );
}

/**
 * A field's description as plain text, not a heading (the theme draws it as an h6): its lines kept,
 * and lines that start with "- " drawn as a list (the reserve's eleven prohibitions).
 */
export function PlainDescriptionField({ id, description }: DescriptionFieldProps<Answers, RJSFSchema, SchemaFormContext>) {
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
