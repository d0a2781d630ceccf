import { useId } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/empty-state';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { adminPaths } from '../../../config/admin-paths';
import { usePageRead } from '../../../lib/page-data';
import { usePageParam } from '../../../lib/use-page-param';
import { surveysRead, type SurveysAnswer } from './api';
import { AdminPageFrame } from '../shared/admin-page-frame';
import { withMessages } from './frame';

function Surveys() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = usePageParam();
  const read = usePageRead<SurveysAnswer>(surveysRead(page));
  const tableId = useId();
  return (
    <AdminPageFrame title={say('submissions.surveysTitle')} read={read}>
      {({ data, meta }) => (
        <>
          <Typography id={tableId} sx={{ maxWidth: '70ch', mb: 2 }}>
            {say('submissions.surveysIntro')}
          </Typography>
          {data.length === 0 ? (
            <EmptyState message={say('submissions.noSurveys')} />
          ) : (
            <ResponsiveTable
              labelledBy={tableId}
              rows={data}
              rowKey={(survey) => survey.uuid}
              columns={[
                {
                  header: say('submissions.column.survey'),
                  cell: (survey) => (
                    <Link href={adminPaths.surveyResult.getHref(survey.uuid)} sx={{ fontWeight: 700 }}>
                      {survey.title}
                    </Link>
                  ),
                },
                {
                  header: say('submissions.column.state'),
                  cell: (survey) => say(survey.is_open ? 'submissions.open' : 'submissions.closed'),
                },
                { header: say('submissions.column.answers'), cell: (survey) => intl.formatNumber(survey.answers) },
              ]}
            />
          )}
          <NumberedPagination meta={meta} onPage={setPage} label={say('submissions.pages')} />
        </>
      )}
    </AdminPageFrame>
  );
}

/** /admin/survey-results: the surveys with how many answered; each opens its results. */
export default withMessages(Surveys);
