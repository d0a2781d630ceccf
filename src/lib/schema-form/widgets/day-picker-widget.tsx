import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import dayjs, { type Dayjs } from 'dayjs';
// Saudi Arabic: Arabic month and day names, Latin digits (plain `ar` writes Arabic-Indic ones), weeks from Sunday.
import 'dayjs/locale/ar-sa';
import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ariaDescribedByIds, labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { toAsciiDigits } from '../../../../schemas/validation/ascii-digits';
import type { FormLocale } from '../../../../schemas/validation/form-definition';
import { isAnswered } from '../../../../schemas/validation/reveal';
import { fieldPathOf } from '../field-id';
import type { SchemaFormContext } from '../form-context';
import { useAnswer } from '../use-answer';
import { answerOfDay, dayBounds, dayOfAnswer, dayOfBound } from './day-answer';
import { pickerLocaleText } from './picker-locale-text';

const ADAPTER_LOCALE: Record<FormLocale, string> = { ar: 'ar-sa', en: 'en' };
// The month by name: no doubt between 3/11 and 11/3, and the page's language shows in the field itself.
// MUI X lays a right-to-left field's parts out mirrored, so an Arabic page reads 25 نوفمبر 2026 from the right.
const FIELD_FORMAT = 'DD MMMM YYYY';

// MUI X reads a typed key from the text of the section it lands in, and knows only the digits its
// locale writes (Latin in ar-SA): an Arabic keyboard's ٢ is rewritten as 2 before MUI X reads it.
function asciiDigitsTyped(event: FormEvent<HTMLElement>) {
  const section = event.target as HTMLElement;
  const typed = section.textContent;
  if (typed && toAsciiDigits(typed) !== typed) section.textContent = toAsciiDigits(typed);
}

const toPickerDay = (answer: unknown) => {
  const day = dayOfAnswer(answer);
  return day === undefined ? null : dayjs(day);
};

/**
 * A day chosen in a calendar (MUI X) in the page's language and direction, or typed in the field.
 * The answer is 'YYYY-MM-DD' for `format: "date"` and 'YYYY-MM-DD 00:00' for `day-time`; clearing
 * it answers nothing. Days outside the schema's bounds (`formatMinimum`, `formatMaximum`, the
 * `notBefore` sibling's day) are disabled; `ui:options.disabledUntil` names a sibling without whose
 * answer the field is disabled; `ui:options.warnBefore` (`today+30`) shows the field's `warning`
 * message for an earlier day, without refusing it. The chosen day is repeated in the Hijri calendar.
 * Arabic-Indic and Persian digits are typed as well as ASCII ones.
 */
export default function DayPickerWidget(props: WidgetProps<string, RJSFSchema, SchemaFormContext>) {
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
    schema,
    registry,
  } = props;
  const { formContext } = registry;
  const { form, locale } = formContext;
  const intl = useIntl();
  const localeText = useMemo(() => pickerLocaleText(intl), [intl]);

  const gate = typeof options.disabledUntil === 'string' ? options.disabledUntil : undefined;
  const gateAnswer = useAnswer(formContext, gate);
  const locked = gate !== undefined && !isAnswered(gateAnswer);
  const notBeforeDay = dayOfAnswer(
    useAnswer(formContext, typeof schema.notBefore === 'string' ? schema.notBefore : undefined),
  );
  const { min, max } = dayBounds(schema, notBeforeDay);

  // What the field shows may be half typed (no answer yet); what we last reported tells a new value from outside.
  const [shown, setShown] = useState<Dayjs | null>(() => toPickerDay(value));
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    setShown(toPickerDay(value));
  }
  const handleChange = (picked: Dayjs | null) => {
    // An English copy, so the answer has Latin digits whatever the calendar's language.
    const answer = picked?.isValid() ? answerOfDay(picked.locale('en').format('YYYY-MM-DD'), schema) : undefined;
    setShown(picked);
    setReported(answer);
    onChange(answer);
  };

  const chosenDay = dayOfAnswer(value);
  const hijri =
    chosenDay &&
    intl.formatDate(`${chosenDay}T00:00:00Z`, {
      calendar: 'islamic-umalqura',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const warnBefore = dayOfBound(options.warnBefore);
  const messages = form.messages[locale].fields;
  const fieldPath = fieldPathOf(id, Object.keys(messages));
  const warning =
    chosenDay && warnBefore && chosenDay < warnBefore && fieldPath ? messages[fieldPath]?.warning : undefined;
  const describedBy = [ariaDescribedByIds(id), hijri && `${id}__hijri`, warning && `${id}__warning`]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack spacing={0.5} sx={{ width: '100%' }} onInputCapture={asciiDigitsTyped}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={ADAPTER_LOCALE[locale]} localeText={localeText}>
        <DatePicker
          value={shown}
          onChange={handleChange}
          minDate={dayjs(min)}
          maxDate={dayjs(max)}
          format={FIELD_FORMAT}
          label={labelValue(label || undefined, hideLabel, undefined)}
          disabled={disabled || locked}
          readOnly={readonly}
          autoFocus={autofocus}
          slotProps={{
            field: { clearable: true },
            textField: {
              id,
              required,
              error: (rawErrors?.length ?? 0) > 0,
              fullWidth: true,
              onBlur: () => onBlur(id, value),
              onFocus: () => onFocus(id, value),
              slotProps: { input: { 'aria-describedby': describedBy } },
            },
          }}
        />
      </LocalizationProvider>
      {hijri && (
        <FormHelperText id={`${id}__hijri`} sx={{ mx: 1.75 }}>
          {intl.formatMessage({ id: 'schemaForm.day.hijri' }, { day: hijri })}
        </FormHelperText>
      )}
      {warning && (
        // Not an alert: the citizen may keep the day, so it is read with the field, not shouted over it.
        <Alert id={`${id}__warning`} severity="warning" role="note">
          {warning}
        </Alert>
      )}
    </Stack>
  );
}
