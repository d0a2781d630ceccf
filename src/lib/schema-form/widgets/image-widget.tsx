import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FileDescriptor } from '../../../../schemas/validation/file-descriptor';
import { chosenFile } from '../chosen-files';
import type { SchemaFormContext } from '../form-context';
import { useAnswer } from '../use-answer';
import { FilesWidget } from './files-widget';

/** A local address for a chosen image while it is chosen, for its preview; none where the browser has none. */
function useObjectUrl(file: File | undefined): string | undefined {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * An image editors upload (`"ui:widget": "image"` on a file field of one file, `maxItems: 1`): the
 * image the item has now, from the sibling field `<field>_path` (a hidden string the server fills and
 * never takes back), and a chooser for a new one, which the form sends as every file (FilesWidget) and
 * which is shown in its place until saved. The picture is described by `<field>_alt_<language>` when the
 * form has it, in the page's language. Without a new file the item keeps its image.
 */
export function ImageWidget(props: WidgetProps<FileDescriptor[], RJSFSchema, SchemaFormContext>) {
  const { id, name, value, registry } = props;
  const context = registry.formContext;
  const intl = useIntl();
  const current = useAnswer(context, `${name}_path`);
  const alt = useAnswer(context, `${name}_alt_${context.locale}`);
  const preview = useObjectUrl(chosenFile(Array.isArray(value) ? value[0] : undefined));
  const shown = preview ?? (typeof current === 'string' && current !== '' ? current : undefined);
  const captionId = `${id}-shown`;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {shown !== undefined && (
        <Box component="figure" sx={{ m: 0, maxWidth: 320 }} aria-labelledby={captionId}>
          <Box
            component="img"
            src={shown}
            alt={typeof alt === 'string' ? alt : ''}
            sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, bgcolor: 'grey.200' }}
          />
          <Typography id={captionId} component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {intl.formatMessage({ id: preview ? 'schemaForm.image.new' : 'schemaForm.image.current' })}
          </Typography>
        </Box>
      )}
      <FilesWidget {...props} />
    </Box>
  );
}
