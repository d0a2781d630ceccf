import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { SchemaFormContext } from '../form-context';

// The editor (TipTap, ProseMirror) is loaded only by a form that has an HTML body: the editors' forms.
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));

/**
 * An HTML body (`ui:widget: rich-text`) written with formatting, in the language of `ui:options.lang`
 * (its direction follows); what it holds is the HTML the server sanitises on save.
 */
export function RichTextWidget(props: WidgetProps<string, RJSFSchema, SchemaFormContext>) {
  const rows = Number(props.options.rows ?? 8);
  // While the editor arrives: its label at once, and its room kept so the form below does not jump.
  const placeholder = (
    <Box>
      <FormLabel required={props.required}>{props.label}</FormLabel>
      <Box sx={{ mt: 0.5, height: `${rows * 1.75 + 3}rem`, border: 1, borderColor: 'grey.500', borderRadius: 1 }} />
    </Box>
  );
  return (
    <Suspense fallback={placeholder}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
