import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ariaDescribedByIds, labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputInfo } from 'mui-tel-input';
import type { SchemaFormContext } from '../form-context';

// Neighbours first: most citizens and visitors come from the Gulf.
const PREFERRED_COUNTRIES: MuiTelInputCountry[] = ['SA', 'AE', 'KW', 'BH', 'QA', 'OM', 'EG', 'JO'];

// An emoji flag: the library's default loads flag images from a third-party host, which the CSP forbids.
const flagOf = (country: string) => String.fromCodePoint(...[...country].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));

/**
 * A mobile number with a country picker (Saudi Arabia first). The field's value is the number in
 * E.164 (`+966501234567`), or nothing while only a calling code is typed; the schema's `phone`
 * format checks it against the country's numbering plan.
 */
export function PhoneWidget(props: WidgetProps<string, RJSFSchema, SchemaFormContext>) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, autofocus, rawErrors, options, registry } = props;
  const intl = useIntl();
  const [text, setText] = useState(value ?? '');
  // What we last reported; a different value comes from outside (the form was cleared) and replaces the text.
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    setText(value ?? '');
  }

  const handleChange = (next: string, info: MuiTelInputInfo) => {
    const number = info.nationalNumber ? (info.numberValue ?? undefined) : undefined;
    setText(next);
    setReported(number);
    onChange(number);
  };

  return (
    <MuiTelInput
      id={id}
      value={text}
      onChange={handleChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      label={labelValue(label || undefined, hideLabel, undefined)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
      defaultCountry={(options.defaultCountry as MuiTelInputCountry | undefined) ?? 'SA'}
      preferredCountries={PREFERRED_COUNTRIES}
      langOfCountryName={registry.formContext.locale}
      getFlagElement={(country, { countryName }) => (
        <span role="img" aria-label={countryName}>
          {flagOf(country)}
        </span>
      )}
      FlagIconButtonProps={{ 'aria-label': intl.formatMessage({ id: 'schemaForm.chooseCountry' }) }}
      // Digits read left to right in Arabic pages too.
      slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'tel', 'aria-describedby': ariaDescribedByIds(id) } }}
    />
  );
}
