import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ariaDescribedByIds, descriptionId, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../form-context';

/** `I agree to the [terms and conditions]` → the text around the link, and the link's words (all of it without brackets). */
function labelParts(label: string): [before: string, link: string, after: string] {
  const match = /^([^[]*)\[([^\]]+)\](.*)$/s.exec(label);
  return match ? [match[1]!, match[2]!, match[3]!] : ['', label, ''];
}

/**
 * A consent checkbox whose label links to what is agreed to (`ui:options.href`, opened in a new
 * tab): the title's bracketed words are the link, so the checkbox is named by the whole sentence,
 * and the link is a stop of its own in the tab order. What is agreed to (the field's description,
 * the eleven prohibitions) is read before the checkbox when the field hides its label
 * (`"ui:label": false`), which also keeps the field from repeating it below.
 */
export function ConsentWidget(props: WidgetProps<boolean, RJSFSchema, SchemaFormContext>) {
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
  const [before, linkText, after] = labelParts(label);
  const hasErrors = (rawErrors?.length ?? 0) > 0;

  const { DescriptionFieldTemplate } = registry.templates;
  const description = options.description ?? schema.description;

  return (
    <>
      {hideLabel && description && (
        <DescriptionFieldTemplate
          id={descriptionId(id)}
          description={description}
          schema={schema}
          registry={registry}
        />
      )}
      <FormControlLabel
        required={required}
        sx={{ alignItems: 'flex-start', color: hasErrors ? 'error.main' : undefined }}
        control={
          <Checkbox
            id={id}
            checked={value === true}
            onChange={({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            disabled={disabled || readonly}
            autoFocus={autofocus}
            slotProps={{
              input: { 'aria-describedby': ariaDescribedByIds(id), 'aria-invalid': hasErrors || undefined },
            }}
            sx={{ mt: -1 }}
          />
        }
        label={
          <>
            {before}
            <Link
              href={String(options.href)}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
              aria-label={`${linkText} (${intl.formatMessage({ id: 'schemaForm.opensInNewTab' })})`}
            >
              {linkText}
              <OpenInNewIcon fontSize="inherit" sx={{ mx: 0.5, verticalAlign: 'middle' }} />
            </Link>
            {after}
          </>
        }
      />
    </>
  );
}
