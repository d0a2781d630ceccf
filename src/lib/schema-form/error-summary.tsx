import type { MouseEvent, Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import type { FieldName } from './field-names';
import { focusableIn } from './focusable';

export interface ErrorSummaryEntry {
  /** The id of the field's input, as RJSF gives it. */
  fieldId: string;
  /** The field's name, said before its message, for "هذا الحقل مطلوب" alone says nothing of which. */
  field?: FieldName;
  message: string;
}

/** Brings a field into view with its label, then focuses it (the GOV.UK error summary's behaviour). */
function focusField(fieldId: string) {
  // A radio group or a composite widget names its wrapper; its first control takes the focus.
  const target =
    focusableIn(document.getElementById(fieldId)) ?? document.querySelector<HTMLElement>(`[id^="${fieldId}-"]`);
  (target?.closest('.MuiFormControl-root') ?? target)?.scrollIntoView?.({ block: 'start' });
  target?.focus({ preventScroll: true });
}

/**
 * The errors of a refused form, above it: focused when a submission fails so screen readers
 * announce it, each entry a link to its field.
 */
export function ErrorSummary({
  title,
  entries,
  ref,
}: {
  title: string;
  entries: ErrorSummaryEntry[];
  ref?: Ref<HTMLDivElement>;
}) {
  const intl = useIntl();
  const named = ({ field, message }: ErrorSummaryEntry) => {
    // A message that names its field already ("الاسم بالكامل مطلوب") is not told the name twice.
    if (!field || (!field.item && message.includes(field.title))) return message;
    const name = field.item
      ? intl.formatMessage({ id: 'schemaForm.summary.itemField' }, { item: field.item, field: field.title })
      : field.title;
    return intl.formatMessage({ id: 'schemaForm.summary.entry' }, { field: name, message });
  };
  const follow = (event: MouseEvent, fieldId: string) => {
    event.preventDefault();
    focusField(fieldId);
  };
  return (
    <Alert ref={ref} severity="error" tabIndex={-1} aria-labelledby="error-summary-title" sx={{ mb: 3 }}>
      <AlertTitle id="error-summary-title" component="h2">
        {title}
      </AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {entries.map((entry) => (
          <li key={`${entry.fieldId}:${entry.message}`}>
            {/* The alert's own dark red passes contrast; 24px tall entries meet WCAG 2.2's target size. */}
            <Link
              href={`#${entry.fieldId}`}
              color="inherit"
              underline="always"
              sx={{ display: 'inline-block', minHeight: 24, py: 0.25, fontWeight: 600 }}
              onClick={(event) => follow(event, entry.fieldId)}
            >
              {named(entry)}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
