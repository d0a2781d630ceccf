import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { linkAddressOf } from './link-address';

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** Gives the selected text (or the link the caret is in) an address, checked as the server will, or takes it away. */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState(false);
  const current = editor.getAttributes('link').href as string | undefined;
  const close = () => {
    setRefused(false);
    onClose();
    editor.commands.focus();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = linkAddressOf(typed);
    if (!href) return setRefused(true);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="rich-text-link-title"
      slotProps={{ transition: { onEnter: () => setTyped(current ?? '') } }}
    >
      <form onSubmit={apply} noValidate>
        <DialogTitle id="rich-text-link-title">{intl.formatMessage({ id: 'richText.linkTitle' })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={intl.formatMessage({ id: 'richText.linkAddress' })}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefused(false);
            }}
            error={refused}
            helperText={intl.formatMessage({ id: refused ? 'richText.linkInvalid' : 'richText.linkHint' })}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          {current && (
            <Button color="error" onClick={remove}>
              {intl.formatMessage({ id: 'richText.linkRemove' })}
            </Button>
          )}
          <Button onClick={close}>{intl.formatMessage({ id: 'richText.cancel' })}</Button>
          <Button type="submit" variant="contained">
            {intl.formatMessage({ id: 'richText.linkApply' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
