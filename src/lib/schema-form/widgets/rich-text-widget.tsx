import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
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
  return (
    // The body's room kept while the editor arrives, so the form below does not jump.
    <Suspense fallback={<Box sx={{ height: `${rows * 1.75 + 5}rem` }} aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
