import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import { labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../form-context';

// The date picker and its calendar library come only to a form that asks for a day.
const DayPickerWidget = lazy(() => import('./day-picker-widget'));

/** The `day` widget: see day-picker-widget.tsx. Until its code arrives, its labelled box stands in its place. */
export function DayWidget(props: WidgetProps<string, RJSFSchema, SchemaFormContext>) {
  const placeholder = (
    <TextField label={labelValue(props.label || undefined, props.hideLabel, undefined)} disabled fullWidth />
  );
  return (
    <Suspense fallback={placeholder}>
      <DayPickerWidget {...props} />
    </Suspense>
  );
}
