import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { Research } from '../../../schemas/api/member';
import { LongDate } from '../../components/long-date';
import { downloadFile } from '../../lib/authorised-files';
import { showToast } from '../../lib/toasts';

/** One of the member's researches: title, category, date, summary, and a download button per attachment. */
export function ResearchCard({ research }: { research: Research }) {
  const intl = useIntl();
  const headingId = useId();
  const download = (path: string, name: string) =>
    downloadFile(path, name).catch(() =>
      showToast(intl.formatMessage({ id: 'research.downloadFailed' }, { name }), 'error'),
    );

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {research.title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
          <Chip
            size="small"
            label={intl.formatMessage({ id: 'research.category' }, { category: research.research_category.title })}
          />
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'research.submittedOn' })} <LongDate value={research.created_at} />
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{research.summary}</Typography>
        {research.attachments.length > 0 && (
          <>
            <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {intl.formatMessage({ id: 'research.attachments' })}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, alignItems: 'flex-start' }}>
              {research.attachments.map(({ path, original_name: name }) => (
                <li key={path}>
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => void download(path, name)}
                    aria-label={intl.formatMessage({ id: 'research.download' }, { name })}
                    sx={{ textTransform: 'none', textAlign: 'start', overflowWrap: 'anywhere' }}
                  >
                    {/* A Latin file name in an Arabic page (or the reverse) keeps its own direction. */}
                    <Box component="bdi">{name}</Box>
                  </Button>
                </li>
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
