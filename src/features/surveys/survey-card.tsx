import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveySummary } from '../../../schemas/api/surveys';
import { LongDate } from '../../components/long-date';
import { paths } from '../../config/paths';
import { previewWords } from '../../lib/text-preview';

/** One survey of the list: its date, title, the first 30 words of its description and the way in (docs/requirements.md §P2). */
export function SurveyCard({ survey }: { survey: SurveySummary }) {
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
        <Typography variant="body2" color="text.secondary" gutterBottom>
          <LongDate value={survey.created_at} />
        </Typography>
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          gutterBottom
          sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
        >
          {survey.title}
        </Typography>
        {(!survey.display_in_public || !survey.is_open) && (
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            {!survey.display_in_public && (
              <Chip size="small" label={intl.formatMessage({ id: 'surveys.membersOnly' })} />
            )}
            {!survey.is_open && <Chip size="small" label={intl.formatMessage({ id: 'surveys.closed' })} />}
          </Stack>
        )}
        <Typography color="text.secondary">{previewWords(survey.description)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button href={paths.survey.getHref(survey.uuid)} variant="contained" aria-describedby={headingId}>
          {intl.formatMessage({ id: 'surveys.complete' })}
        </Button>
      </CardActions>
    </Card>
  );
}
