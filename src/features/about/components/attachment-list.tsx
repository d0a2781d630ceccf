import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { AboutAttachment } from '../../../../schemas/api/about';
import { ExternalLink } from '../../../components/external-link';
import { FramedImage } from '../../../lib/framed-image';

const THUMBNAIL_WIDTH = 160;
const THUMBNAIL_HEIGHT = 120;

/** The file's own name, the last part of its path. */
const fileNameOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? path);

/** A type as people name it: PDF for application/pdf. */
const typeNameOf = (mimeType: string) => (mimeType.split('/').pop() ?? mimeType).toUpperCase();

/** A tab's attachments, each a link opening it: a JPEG as a thumbnail, any other type as a file icon (docs/requirements.md §P2). */
export function AttachmentList({ attachments, headingId }: { attachments: AboutAttachment[]; headingId: string }) {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}
    >
      {attachments.map((attachment) => {
        const isJpeg = attachment.mime_type === 'image/jpeg';
        const kind = isJpeg
          ? intl.formatMessage({ id: 'about.attachment.image' })
          : intl.formatMessage({ id: 'about.attachment.file' }, { type: typeNameOf(attachment.mime_type) });
        return (
          <Box component="li" key={attachment.path} sx={{ width: THUMBNAIL_WIDTH }}>
            <ExternalLink href={attachment.path} sx={{ display: 'block', color: 'text.primary' }}>
              {isJpeg ? (
                <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
                  {/* The file name below names the link. */}
                  <FramedImage
                    src={attachment.path}
                    alt=""
                    width={THUMBNAIL_WIDTH}
                    height={THUMBNAIL_HEIGHT}
                    sizes={`${THUMBNAIL_WIDTH}px`}
                  />
                </Box>
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    height: THUMBNAIL_HEIGHT,
                    borderRadius: 1,
                    bgcolor: 'grey.100',
                    color: 'primary.main',
                  }}
                >
                  <InsertDriveFileOutlined sx={{ fontSize: 56 }} />
                </Box>
              )}
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                {fileNameOf(attachment.path)}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {kind}
              </Typography>
            </ExternalLink>
          </Box>
        );
      })}
    </Box>
  );
}
