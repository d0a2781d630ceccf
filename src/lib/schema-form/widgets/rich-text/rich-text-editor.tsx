import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { ariaDescribedByIds, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { PageMessages } from '../../../../i18n/page-messages';
import type { SchemaFormContext } from '../../form-context';
import { richTextMessages } from './messages';
import { RichTextToolbar } from './rich-text-toolbar';

// Only what the server keeps (schemas/api/html-body.ts): no code, no strike-through, no h1.
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

type RichTextProps = WidgetProps<string, RJSFSchema, SchemaFormContext>;

/** The rich-text widget's editor: a toolbar over an editable body of the field's language and direction. */
export default function RichTextEditor(props: RichTextProps) {
  return (
    <PageMessages catalogue={richTextMessages}>
      <Editor {...props} />
    </PageMessages>
  );
}

function Editor({
  id,
  value,
  onChange,
  onBlur,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  options,
}: RichTextProps) {
  const lang = options.lang === 'en' ? 'en' : 'ar';
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const hasErrors = (rawErrors?.length ?? 0) > 0;
  const editable = !(disabled || readonly);
  const labelId = `${id}-label`;
  // The editable body is the field: the form's label, description and errors point at it.
  const attributes = useMemo(
    () => ({
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-describedby': ariaDescribedByIds(id),
      'aria-required': String(Boolean(required)),
      'aria-invalid': String(hasErrors),
      lang,
      dir,
    }),
    [id, labelId, required, hasErrors, lang, dir],
  );
  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable,
    editorProps: { attributes },
    // An empty body is an unanswered field, as a cleared text box is.
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? undefined : editor.getHTML()),
    onBlur: ({ editor }) => onBlur(id, editor.getHTML()),
  });
  // A form revealed again by a Suspense boundary reruns these before useEditor has made its new editor:
  // the old one is destroyed by then, and the new one starts from the value.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(editable);
  }, [editor, editable]);
  // A value set from outside (the item loaded, a reset) replaces the body; one typed here already is it.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const html = value ?? '';
    if (html !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box>
      <FormLabel id={labelId} required={required} error={hasErrors} onClick={() => editor.commands.focus()}>
        {label}
      </FormLabel>
      <Box
        sx={{
          mt: 0.5,
          border: 1,
          borderColor: hasErrors ? 'error.main' : 'grey.500',
          borderRadius: 1,
          '&:focus-within': { outline: 2, outlineColor: hasErrors ? 'error.main' : 'primary.main' },
          '& .ProseMirror': {
            minHeight: `${Number(options.rows ?? 8) * 1.75}rem`,
            px: 1.5,
            py: 1,
            outline: 'none',
            lineHeight: 1.75,
            '& h2': { fontSize: '1.35rem' },
            '& h3': { fontSize: '1.15rem' },
            '& blockquote': { borderInlineStart: 4, borderColor: 'grey.400', m: 0, ps: 2 },
          },
          ...(!editable && { bgcolor: 'action.hover' }),
        }}
      >
        {editable && <RichTextToolbar editor={editor} field={String(label)} bodyId={id} />}
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
