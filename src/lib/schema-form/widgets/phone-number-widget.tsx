import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import type { CountryCode } from 'libphonenumber-js';
import { useHydrated } from '../../use-hydrated';
import { toAsciiDigits } from '../../../../schemas/validation/ascii-digits';
import type { SchemaFormContext } from '../form-context';
import { answerOfNumber, callingCodeOnly, callingCodeOptions, fromE164, numberOfAnswer, toE164 } from './phone-number';

/**
 * A mobile number: the country's calling code from a native list (Saudi Arabia and the Gulf first),
 * then the number. The field's value is the number in E.164 (`+966501234567`), or for a `phone-digits`
 * field the same digits without the plus (`966501234567`, as the permits send it), or nothing while
 * the number box is empty; the schema's format checks it against the country's numbering plan.
 */
export default function PhoneNumberWidget(props: WidgetProps<string, RJSFSchema, SchemaFormContext>) {
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
    autofocus,
    rawErrors,
    options,
    registry,
    schema,
  } = props;
  const intl = useIntl();
  const locale = registry.formContext.locale;
  const hydrated = useHydrated();
  const fallback = (options.defaultCountry as CountryCode | undefined) ?? 'SA';
  const shownOf = (answer: string | undefined) => fromE164(numberOfAnswer(answer, schema.format), fallback);
  const [shown, setShown] = useState(() => shownOf(value));
  // What we last reported; a different value comes from outside (the form was cleared) and replaces what is shown.
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    setShown(shownOf(value));
  }

  const report = (country: CountryCode, typed: string) => {
    // Shown as it will be sent: ٠٥٠ typed on an Arabic keyboard reads 050.
    const national = toAsciiDigits(typed);
    const number = toE164(country, national);
    // A number typed with its own +code picks its country.
    const picked = national.trim().startsWith('+') ? fromE164(number, country).country : country;
    const answer = answerOfNumber(number, schema.format);
    setShown({ country: picked, national });
    setReported(answer);
    onChange(answer);
  };
  const invalid = (rawErrors?.length ?? 0) > 0;
  // Country names come from Intl, whose data differ between the server and the browser: a page the
  // server draws (its form disabled until it hydrates) lists the chosen code alone, the names follow.
  const codes = hydrated ? callingCodeOptions(locale) : [callingCodeOnly(shown.country)];

  return (
    // On a phone the code takes a line of its own: beside the number, "المملكة العربية السعودية +966" was cut before its code.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        id={`${id}-country`}
        value={shown.country}
        onChange={({ target }: ChangeEvent<HTMLInputElement>) => report(target.value as CountryCode, shown.national)}
        label={intl.formatMessage({ id: 'schemaForm.callingCode' })}
        disabled={disabled || readonly}
        error={invalid}
        sx={{ flex: { sm: '0 0 40%' }, minWidth: 0 }}
        // The native list: the phone's own picker, and typing a country's first letters finds it.
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: 'tel-country-code' },
        }}
      >
        {codes.map((option) => (
          <option key={option.country} value={option.country}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        id={id}
        value={shown.national}
        onChange={({ target }: ChangeEvent<HTMLInputElement>) => report(shown.country, target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        label={labelValue(label || undefined, hideLabel, undefined)}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        error={invalid}
        sx={{ flex: 1 }}
        // Digits read left to right in Arabic pages too.
        slotProps={{
          htmlInput: {
            dir: 'ltr',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            'aria-describedby': ariaDescribedByIds(id),
          },
        }}
      />
    </Stack>
  );
}
