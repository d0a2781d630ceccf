import type { MouseEvent, Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { focusableIn } from './focusable';

export interface ErrorSummaryEntry {
  /** The id of the field's input, as RJSF gives it. */
  fieldId: string;
  message: string;
}

/** Brings a field into view with its label, then focuses it (the GOV.UK error summary's behaviour). */
function focusField(fieldId: string) {
  // A radio group or a composite widget names its wrapper; its first control takes the focus.
  const target = focusableIn(document.getElementById(fieldId)) ?? document.querySelector<HTMLElement>(`[id^="${fieldId}-"]`);
  (target?.closest('.MuiFormControl-root') ?? target)?.scrollIntoView?.({ block: 'start' });
  target?.focus({ preventScroll: true });
}

/**
 * The errors of a refused form, above it: focused when a submission fails so screen readers
 * announce it, each entry a link to its field.
 */
export function ErrorSummary({ title, entries, ref }: { title: string; entries: ErrorSummaryEntry[]; ref?: Ref<HTMLDivElement> }) {
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
        {entries.map(({ fieldId, message }) => (
          <li key={`${fieldId}:${message}`}>
            {/* The alert's own dark red passes contrast; 24px tall entries meet WCAG 2.2's target size. */}
            <Link
              href={`#${fieldId}`}
              color="inherit"
              underline="always"
              sx={{ display: 'inline-block', minHeight: 24, py: 0.25, fontWeight: 600 }}
              onClick={(event) => follow(event, fieldId)}
            >
              {message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
