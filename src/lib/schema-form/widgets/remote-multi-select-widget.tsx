import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ariaDescribedByIds, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { itemsSchema, typeOf } from '../../../../schemas/validation/schema-walk';
import type { OptionItem, SchemaFormContext } from '../form-context';
import { answerOfOption, choicesHint, isOffered, SourceChoices, type Choices } from '../source-choices';

type RemoteMultiSelectProps = WidgetProps<(number | string)[], RJSFSchema, SchemaFormContext>;

/**
 * Several choices of a list from the API (the `remote-select` options: `source`, `params`), as a
 * labelled group of checkboxes: a keyboard moves through them, and they wrap to one column on a
 * phone. `ui:options.otherOption` appends a choice of that value, labelled by the field's
 * `enumNames`. Choices the new list no longer offers are dropped, and the citizen is told which
 * (a new region has other sites); the other option stays.
 */
export function RemoteMultiSelectWidget(props: RemoteMultiSelectProps) {
  return (
    <SourceChoices formContext={props.registry.formContext} options={props.options}>
      {(choices) => <ChoiceCheckboxes {...props} choices={choices} />}
    </SourceChoices>
  );
}

function ChoiceCheckboxes({ choices, ...props }: RemoteMultiSelectProps & { choices: Choices }) {
  const {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    rawErrors,
    options,
    registry,
    schema,
  } = props;
  const { form, locale } = registry.formContext;
  const intl = useIntl();
  const other = typeof options.otherOption === 'string' ? options.otherOption : undefined;
  const enumNames = options.enumNames as Record<string, string> | undefined;
  // No list yet, no "other" either: the field waits for the answers its list depends on.
  const listed: OptionItem[] =
    other === undefined || choices.awaiting.length > 0
      ? choices.options
      : [...choices.options, { value: other, label: enumNames?.[other] ?? other }];
  const chosen = Array.isArray(value) ? value : [];
  // The labels of every choice offered so far: once dropped, a choice is named by the list that offered it.
  const labels = useRef(new Map<string, string>());
  useEffect(() => {
    for (const option of choices.options) labels.current.set(String(option.value), option.label);
  }, [choices.options]);
  const [dropped, setDropped] = useState<string[]>([]);
  const keeps = (answer: unknown) => answer === other || isOffered(choices.options, answer);
  const stale = chosen.some((answer) => !keeps(answer));
  const dropStale = useEffectEvent(() => {
    setDropped(
      chosen.filter((answer) => !keeps(answer)).map((answer) => labels.current.get(String(answer)) ?? String(answer)),
    );
    onChange(chosen.filter(keeps));
  });
  useEffect(() => {
    if (choices.settled && stale) dropStale();
  }, [choices.settled, stale]);

  const itemType = typeOf(itemsSchema(schema));
  const toggle = ({ target }: ChangeEvent<HTMLInputElement>) => {
    setDropped([]);
    const answer = answerOfOption(target.value, itemType);
    onChange(target.checked ? [...chosen, answer] : chosen.filter((item) => String(item) !== target.value));
  };
  const hint = choicesHint(intl, form, locale, choices);
  const off = disabled || readonly || choices.loading;
  const hasErrors = (rawErrors?.length ?? 0) > 0;

  return (
    <Box
      component="fieldset"
      id={id}
      aria-label={hideLabel ? label : undefined}
      aria-describedby={[ariaDescribedByIds(id), hint && `${id}__hint`].filter(Boolean).join(' ')}
      aria-busy={choices.loading || undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      {!hideLabel && (
        <FormLabel component="legend" required={required} error={hasErrors} sx={{ mb: 0.5 }}>
          {label}
        </FormLabel>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', columnGap: 2 }}>
        {listed.map((option) => (
          <FormControlLabel
            key={option.value}
            label={
              option.disabled
                ? intl.formatMessage({ id: 'schemaForm.choices.unavailable' }, { label: option.label })
                : option.label
            }
            control={
              <Checkbox
                id={`${id}-${option.value}`}
                value={String(option.value)}
                checked={chosen.some((item) => String(item) === String(option.value))}
                onChange={toggle}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
                disabled={off || option.disabled}
                slotProps={{ input: { 'aria-invalid': hasErrors || undefined } }}
              />
            }
          />
        ))}
      </Box>
      {hint && <FormHelperText id={`${id}__hint`}>{hint}</FormHelperText>}
      {/* In the page from the start, so a screen reader hears what it comes to say. */}
      <Box role="status">
        {dropped.length > 0 && (
          <FormHelperText component="span">
            {intl.formatMessage(
              { id: 'schemaForm.choices.dropped' },
              { names: intl.formatList(dropped, { type: 'conjunction' }) },
            )}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}
