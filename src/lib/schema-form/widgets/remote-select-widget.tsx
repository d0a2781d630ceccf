import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../form-context';

/**
 * A drop-down whose choices the page loads (`ui:options.source` names them in
 * `optionSources`), so the schema stays fixed while the list comes from the API.
 */
export function RemoteSelectWidget(props: WidgetProps<number | string, RJSFSchema, SchemaFormContext>) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, autofocus, rawErrors, placeholder, options, registry, schema } =
    props;
  const choices = registry.formContext.optionSources[String(options.source)] ?? [];
  const isNumber = schema.type === 'integer' || schema.type === 'number';
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? undefined : isNumber ? Number(target.value) : target.value);

  return (
    <TextField
      select
      id={id}
      value={value ?? ''}
      onChange={handleChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
      // The native list: keyboard and screen-reader friendly, and the phone's own picker on mobile.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': ariaDescribedByIds(id) } }}
    >
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
