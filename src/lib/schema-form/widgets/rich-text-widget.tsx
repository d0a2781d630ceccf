import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
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
    <Suspense fallback={<Skeleton variant="rounded" height={`${rows * 1.75 + 3}rem`} aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
