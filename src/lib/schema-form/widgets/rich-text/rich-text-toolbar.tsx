import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkDialog } from './link-dialog';

interface Tool {
  name: string;
  icon: ReactNode;
  /** Drawn mirrored in a right-to-left page: its picture points along the line. */
  directional?: boolean;
  /** Whether the selection has it on (a toggle), read from the editor. */
  isOn?: (editor: Editor) => boolean;
  canRun?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const chain = (editor: Editor) => editor.chain().focus();
const heading = (level: 2 | 3) => ({
  isOn: (editor: Editor) => editor.isActive('heading', { level }),
  run: (editor: Editor) => chain(editor).toggleHeading({ level }).run(),
});

/** The tools, in groups a divider separates; what each does is what the server keeps. */
const toolGroups = (openLink: () => void): Tool[][] => [
  [
    {
      name: 'bold',
      icon: <FormatBoldIcon />,
      isOn: (e) => e.isActive('bold'),
      run: (e) => chain(e).toggleBold().run(),
    },
    {
      name: 'italic',
      icon: <FormatItalicIcon />,
      isOn: (e) => e.isActive('italic'),
      run: (e) => chain(e).toggleItalic().run(),
    },
    {
      name: 'underline',
      icon: <FormatUnderlinedIcon />,
      isOn: (e) => e.isActive('underline'),
      run: (e) => chain(e).toggleUnderline().run(),
    },
    { name: 'link', icon: <LinkIcon />, isOn: (e) => e.isActive('link'), run: openLink },
  ],
  [
    {
      name: 'heading2',
      icon: (
        <Box component="span" sx={{ fontWeight: 700 }}>
          H2
        </Box>
      ),
      ...heading(2),
    },
    {
      name: 'heading3',
      icon: (
        <Box component="span" sx={{ fontWeight: 700 }}>
          H3
        </Box>
      ),
      ...heading(3),
    },
    {
      name: 'bulletList',
      icon: <FormatListBulletedIcon />,
      directional: true,
      isOn: (e) => e.isActive('bulletList'),
      run: (e) => chain(e).toggleBulletList().run(),
    },
    {
      name: 'orderedList',
      icon: <FormatListNumberedIcon />,
      directional: true,
      isOn: (e) => e.isActive('orderedList'),
      run: (e) => chain(e).toggleOrderedList().run(),
    },
    {
      name: 'blockquote',
      icon: <FormatQuoteIcon />,
      isOn: (e) => e.isActive('blockquote'),
      run: (e) => chain(e).toggleBlockquote().run(),
    },
  ],
  [
    {
      name: 'undo',
      icon: <UndoIcon />,
      directional: true,
      canRun: (e) => e.can().undo(),
      run: (e) => chain(e).undo().run(),
    },
    {
      name: 'redo',
      icon: <RedoIcon />,
      directional: true,
      canRun: (e) => e.can().redo(),
      run: (e) => chain(e).redo().run(),
    },
  ],
];

/**
 * The formatting tools of one body: a toolbar of one tab stop whose buttons the arrow keys move
 * between (the WAI-ARIA toolbar pattern), each named and, for a toggle, telling whether it is on.
 */
export function RichTextToolbar({ editor, field, bodyId }: { editor: Editor; field: string; bodyId: string }) {
  const intl = useIntl();
  const rtl = useTheme().direction === 'rtl';
  const [linkOpen, setLinkOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const groups = toolGroups(() => setLinkOpen(true));
  const tools = groups.flat();
  // A divider goes before the first tool of every group but the first.
  const firstOfGroups = new Set(groups.map((_, g) => groups.slice(0, g).flat().length).slice(1));
  // Re-drawn when the selection's formatting changes, not on every keystroke.
  const states = useEditorState({
    editor,
    selector: ({ editor }) =>
      tools.map((tool) => ({ on: tool.isOn?.(editor), enabled: tool.canRun?.(editor) ?? true })),
  });

  // The tab stop; a tool that can no longer run (nothing left to redo) gives it back to the first.
  const stop = states[current]?.enabled ? current : 0;

  // Arrows skip a tool that cannot run now (nothing to undo), and wrap around.
  const move = (event: KeyboardEvent) => {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: 1, End: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const start = event.key === 'Home' ? -1 : event.key === 'End' ? tools.length : current;
    for (let tried = 1; tried <= tools.length; tried += 1) {
      const next = (start + step * tried + tools.length) % tools.length;
      if (!states[next]?.enabled) continue;
      setCurrent(next);
      buttons.current[next]?.focus();
      return;
    }
  };

  return (
    <>
      <Box
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'richText.toolbar' }, { field })}
        aria-controls={bodyId}
        onKeyDown={move}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
          p: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {tools.map((tool, at) => {
          const { on, enabled } = states[at] ?? { on: false, enabled: true };
          return [
            firstOfGroups.has(at) && (
              <Divider key={`${tool.name}-divider`} orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            ),
            <IconButton
              key={tool.name}
              ref={(button) => {
                buttons.current[at] = button;
              }}
              size="small"
              tabIndex={at === stop ? 0 : -1}
              aria-label={intl.formatMessage({ id: `richText.${tool.name}` })}
              aria-pressed={tool.isOn ? Boolean(on) : undefined}
              color={on ? 'primary' : 'default'}
              disabled={!enabled}
              onFocus={() => setCurrent(at)}
              // The body keeps its selection while a tool is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => tool.run(editor)}
              sx={{
                minWidth: 36,
                ...(on && { bgcolor: 'action.selected' }),
                ...(tool.directional && rtl && { '& svg': { transform: 'scaleX(-1)' } }),
              }}
            >
              {tool.icon}
            </IconButton>,
          ];
        })}
      </Box>
      {/* Beside the toolbar, not in it: the arrows that move along it must not move the dialog's caret. */}
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </>
  );
}
