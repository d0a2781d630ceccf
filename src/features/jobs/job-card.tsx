import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { JobSummary } from '../../../schemas/api/jobs';
import { LongDate } from '../../components/long-date';
import { ShareLinks } from '../../components/share-links';
import { paths } from '../../config/paths';
import { previewWords } from '../../lib/text-preview';

/** One job of the list: its title, date, the first 30 words of its description, the way to apply (to read it, once closed) and share links (docs/requirements.md §P2). */
export function JobCard({ job }: { job: JobSummary }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          gutterBottom
          sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
        >
          {job.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          <LongDate value={job.created_at} />
        </Typography>
        {!job.is_open && <Chip size="small" label={intl.formatMessage({ id: 'jobs.closed' })} sx={{ mb: 1 }} />}
        <Typography color="text.secondary">{previewWords(job.description, 30)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button href={paths.job.getHref(job.uuid)} variant="contained" aria-describedby={headingId}>
          {intl.formatMessage({ id: job.is_open ? 'jobs.apply' : 'jobs.view' })}
        </Button>
        <ShareLinks url={paths.job.getHref(job.uuid)} title={job.title} />
      </CardActions>
    </Card>
  );
}
