import { useEffect, useEffectEvent, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { isAnswered } from '../../../../schemas/validation/reveal';
import { typeOf } from '../../../../schemas/validation/schema-walk';
import { FramedImage } from '../../framed-image';
import type { SchemaFormContext } from '../form-context';
import { answerOfOption, choicesHint, isOffered, SourceChoices, type Choices } from '../source-choices';

type RemoteSelectProps = WidgetProps<number | string, RJSFSchema, SchemaFormContext>;

/**
 * A drop-down of a list from the API (`ui:options.source`, with `params` naming the answers it
 * depends on). A disabled choice (a reserved apiary) is listed but cannot be taken; a choice the
 * new list no longer offers is cleared (a city once another country is chosen); with
 * `ui:options.showImage` the chosen item's picture is shown under it.
 */
export function RemoteSelectWidget(props: RemoteSelectProps) {
  return (
    <SourceChoices formContext={props.registry.formContext} options={props.options}>
      {(choices) => <ChoiceSelect {...props} choices={choices} />}
    </SourceChoices>
  );
}

function ChoiceSelect({ choices, ...props }: RemoteSelectProps & { choices: Choices }) {
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
    placeholder,
    options,
    registry,
    schema,
  } = props;
  const { form, locale } = registry.formContext;
  const intl = useIntl();
  const stale = isAnswered(value) && !isOffered(choices.options, value);
  const clearStale = useEffectEvent(() => onChange(undefined));
  useEffect(() => {
    if (choices.settled && stale) clearStale();
  }, [choices.settled, stale]);

  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? undefined : answerOfOption(target.value, typeOf(schema)));
  const hint = choicesHint(intl, form, locale, choices);
  const chosen = choices.options.find((option) => String(option.value) === String(value));
  const image = options.showImage && chosen?.image;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        id={id}
        value={value ?? ''}
        onChange={handleChange}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        label={labelValue(label || undefined, hideLabel, undefined)}
        required={required}
        disabled={disabled || readonly || choices.loading || choices.awaiting.length > 0}
        autoFocus={autofocus}
        error={(rawErrors?.length ?? 0) > 0}
        fullWidth
        // The native list: keyboard and screen-reader friendly, and the phone's own picker on mobile.
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: {
            'aria-describedby': [ariaDescribedByIds(id), hint && `${id}__hint`].filter(Boolean).join(' '),
            'aria-busy': choices.loading || undefined,
          },
        }}
      >
        <option value="">{placeholder}</option>
        {choices.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.disabled
              ? intl.formatMessage({ id: 'schemaForm.choices.unavailable' }, { label: option.label })
              : option.label}
          </option>
        ))}
      </TextField>
      {hint && (
        <FormHelperText id={`${id}__hint`} sx={{ mx: 1.75 }}>
          {hint}
        </FormHelperText>
      )}
      {image && chosen && (
        <FramedImage
          src={image}
          alt={chosen.label}
          width={960}
          height={320}
          sizes="(min-width: 600px) 480px, 100vw"
          sx={{ maxWidth: 480, borderRadius: 1 }}
        />
      )}
    </Stack>
  );
}
