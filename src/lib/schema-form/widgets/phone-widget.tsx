import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import { labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../form-context';

// The numbering plans of every country (libphonenumber-js) come only to a form that asks for a phone number.
const PhoneNumberWidget = lazy(() => import('./phone-number-widget'));

/** The `phone` widget: see phone-number-widget.tsx. Until its code arrives, its labelled box stands in its place. */
export function PhoneWidget(props: WidgetProps<string, RJSFSchema, SchemaFormContext>) {
  const placeholder = (
    <TextField label={labelValue(props.label || undefined, props.hideLabel, undefined)} disabled fullWidth />
  );
  return (
    <Suspense fallback={placeholder}>
      <PhoneNumberWidget {...props} />
    </Suspense>
  );
}
