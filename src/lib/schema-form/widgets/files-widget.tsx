import { useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ariaDescribedByIds, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { fileFieldLimits, type FileDescriptor } from '../../../../schemas/validation/file-descriptor';
import { fieldMessage } from '../../../../schemas/validation/localize-errors';
import { chooseFile, forgetFile } from '../chosen-files';
import type { SchemaFormContext } from '../form-context';
import { formatFileSize } from './file-size';
import { showToast } from '../../toasts';

/**
 * The files of a field, each listed with its name, size and, before anything is sent, what is
 * wrong with it (type or size, from the schema and the form's messages); each can be removed.
 * A field of one file (`maxItems: 1`) chooses one, and a new choice replaces it.
 */
export function FilesWidget(props: WidgetProps<FileDescriptor[], RJSFSchema, SchemaFormContext>) {
  const { id, name, value, onChange, label, required, disabled, readonly, rawErrors, schema, registry } = props;
  const { form, locale } = registry.formContext;
  const intl = useIntl();
  const chooserRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const files = Array.isArray(value) ? value : [];
  const limits = fileFieldLimits(schema);
  const isSingle = limits?.maxFiles === 1;

  const problemOf = (file: FileDescriptor) => {
    if (limits && limits.types.length > 0 && !limits.types.includes(file.type))
      return fieldMessage(form, locale, `${name}.type`, 'enum');
    if (limits && file.size > limits.maxBytes) return fieldMessage(form, locale, `${name}.size`, 'maximum');
    if (file.size < 1) return fieldMessage(form, locale, `${name}.size`, 'minimum');
    return undefined;
  };
  const handlePick = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(target.files ?? [], chooseFile);
    target.value = ''; // so choosing the same file again is seen
    if (picked.length === 0) return;
    // docs/requirements.md §M8: a file over the limit is also told at once, in a toast, besides under the field.
    const tooLarge = limits && picked.some((file) => file.size > limits.maxBytes);
    if (tooLarge) showToast(fieldMessage(form, locale, `${name}.size`, 'maximum') ?? '', 'error');
    if (isSingle) files.forEach(forgetFile);
    onChange(isSingle ? picked : [...files, ...picked]);
  };
  const remove = (index: number) => {
    forgetFile(files[index]);
    const rest = files.filter((_, at) => at !== index);
    onChange(rest.length > 0 ? rest : undefined);
    chooserRef.current?.focus();
  };
  const isOff = disabled || readonly;

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <FormLabel
        id={`${id}-label`}
        component="span"
        required={required}
        error={(rawErrors?.length ?? 0) > 0}
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </FormLabel>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        multiple={!isSingle}
        accept={limits?.types.join(',')}
        onChange={handlePick}
        disabled={isOff}
        // The button below is what people see and focus; the input only opens the file dialog.
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Button
        ref={chooserRef}
        id={id}
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={isOff}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {intl.formatMessage({ id: isSingle ? 'schemaForm.chooseFile' : 'schemaForm.chooseFiles' })}
      </Button>
      {files.length > 0 && (
        <List dense aria-labelledby={`${id}-label`}>
          {files.map((file, index) => {
            const problem = problemOf(file);
            return (
              <ListItem
                key={`${file.name}-${index}`}
                secondaryAction={
                  <IconButton
                    edge="end"
                    onClick={() => remove(index)}
                    disabled={isOff}
                    aria-label={intl.formatMessage({ id: 'schemaForm.removeFile' }, { name: file.name })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={<bdi>{file.name}</bdi>}
                  secondary={
                    problem ? `${formatFileSize(file.size, locale)} — ${problem}` : formatFileSize(file.size, locale)
                  }
                  slotProps={{ secondary: { color: problem ? 'error' : 'textSecondary' } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
