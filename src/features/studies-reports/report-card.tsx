import { useId } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { StudyReport } from '../../../schemas/api/studies-reports';
import { LongDate } from '../../components/long-date';
import { SendReportButton } from './send-report-button';

/** One study or report: its date, its title and the button that e-mails it (docs/requirements.md §P2). */
export function ReportCard({ report }: { report: StudyReport }) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <PictureAsPdfOutlined aria-hidden color="primary" sx={{ fontSize: 40, flexShrink: 0 }} />
        <div>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            <LongDate value={report.created_at} />
          </Typography>
          <Typography
            id={headingId}
            component="h2"
            variant="h6"
            sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
          >
            {report.title}
          </Typography>
        </div>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <SendReportButton uuid={report.uuid} describedBy={headingId} />
      </CardActions>
    </Card>
  );
}
