import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AboutTab, AboutTask } from '../../../../schemas/api/about';
import { FramedImage } from '../../../lib/framed-image';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { localizedField } from '../../../lib/localized-field';
import { useLocale } from '../../../lib/use-locale';
import { withoutFigcaptions } from '../api';
import { AttachmentList } from './attachment-list';

// The tabs' pictures (the places' large images, 3:2) are drawn as a wide strip, cropped.
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 560;

interface AboutTabPanelProps {
  tab: AboutTab;
  /** The authority's tasks, listed under this tab; empty for every tab but the tasks one. */
  tasks: AboutTask[];
}

/** The selected tab: its title, picture, body (without figure captions, docs/requirements.md §P2), the tasks under the tasks tab, and attachments. */
export function AboutTabPanel({ tab, tasks }: AboutTabPanelProps) {
  const intl = useIntl();
  const locale = useLocale();
  const attachmentsHeadingId = useId();
  return (
    <>
      <Typography component="h2" variant="h5" gutterBottom>
        {localizedField(tab, 'title', locale)}
      </Typography>
      {tab.image && (
        <Box sx={{ borderRadius: 2, overflow: 'hidden', mb: 2 }}>
          {/* Illustration only: the title and body say what the tab is about. */}
          <FramedImage
            src={tab.image.path}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            sizes="(min-width: 1200px) 860px, (min-width: 900px) 70vw, 100vw"
          />
        </Box>
      )}
      <SanitizedHtml html={withoutFigcaptions(localizedField(tab, 'body', locale))} />
      {tasks.length > 0 && (
        <Box
          component="ol"
          aria-label={intl.formatMessage({ id: 'about.tasks' })}
          sx={{ pl: 3, '& li': { mb: 1, lineHeight: 1.8 } }}
        >
          {tasks.map((task, index) => (
            <li key={index}>{localizedField(task, 'body', locale)}</li>
          ))}
        </Box>
      )}
      {tab.attachments.length > 0 && (
        <Box component="section" aria-labelledby={attachmentsHeadingId} sx={{ mt: 3 }}>
          <Typography id={attachmentsHeadingId} component="h3" variant="h6" gutterBottom>
            {intl.formatMessage({ id: 'about.attachments' })}
          </Typography>
          <AttachmentList attachments={tab.attachments} headingId={attachmentsHeadingId} />
        </Box>
      )}
    </>
  );
}
