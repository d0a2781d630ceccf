import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import type { QuestionResult, SurveyResults } from '../../../../schemas/api/submissions';
import { adminPaths } from '../../../config/admin-paths';
import { usePageRead } from '../../../lib/page-data';
import { resultsRead, surveyCsvPath, type ResultsAnswer } from './api';
import { AdminPageFrame } from '../shared/admin-page-frame';
import { DownloadButton, withMessages } from './frame';
import { ResultBars } from './result-bars';

function Question({ result, total }: { result: QuestionResult; total: number }) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const number = (value: number) => intl.formatNumber(value);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {result.question}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {say('submissions.answered', { count: number(result.answered), total: number(total) })}
      </Typography>
      {result.options && <ResultBars options={result.options} />}
      {result.type === 'checkbox' && (
        <Typography variant="body2" color="text.secondary">
          {say('submissions.checkboxNote')}
        </Typography>
      )}
      {result.summary && (
        <Typography sx={{ mb: 1 }}>
          <span dir="auto">{say('submissions.range', { min: result.summary.min, max: result.summary.max })}</span>
          {result.summary.mean !== undefined && (
            <> — {say('submissions.mean', { mean: number(result.summary.mean) })}</>
          )}
        </Typography>
      )}
      {result.texts && result.texts.length > 0 && (
        <>
          {result.texts.length < result.answered && (
            <Typography variant="body2" color="text.secondary">
              {say('submissions.textsShown', { shown: number(result.texts.length), count: number(result.answered) })}
            </Typography>
          )}
          <Box component="ul" sx={{ pl: 3, pr: 3, my: 1 }}>
            {result.texts.map((text, index) => (
              <li key={index}>
                <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {text}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      {result.type === 'file' && (
        <Typography>{say('submissions.files', { count: number(result.answered) })}</Typography>
      )}
    </Paper>
  );
}

function Results({ results }: { results: SurveyResults }) {
  const intl = useIntl();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography>{intl.formatMessage({ id: 'submissions.answersCount' }, { count: results.answers })}</Typography>
        <DownloadButton
          path={surveyCsvPath(results.uuid)}
          fileName={`survey-answers-${results.uuid}.csv`}
          label={intl.formatMessage({ id: 'submissions.downloadCsv' })}
        />
      </Box>
      {results.questions.map((result) => (
        <Question key={result.id} result={result} total={results.answers} />
      ))}
    </>
  );
}

function SurveyResultsScreen() {
  const intl = useIntl();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const read = usePageRead<ResultsAnswer>(resultsRead(uuid));
  const title = read.data?.data.title;
  return (
    <AdminPageFrame
      title={
        title
          ? intl.formatMessage({ id: 'submissions.resultsTitle' }, { title })
          : intl.formatMessage({ id: 'submissions.surveysTitle' })
      }
      back={{
        href: adminPaths.surveyResults.getHref(),
        label: intl.formatMessage({ id: 'submissions.backToSurveys' }),
      }}
      read={read}
      notFound={intl.formatMessage({ id: 'submissions.surveyNotFound' })}
    >
      {({ data }) => <Results results={data} />}
    </AdminPageFrame>
  );
}

/** /admin/survey-results/{uuid}: each question's results (choices as labelled bars, free text listed) and the CSV. */
export default withMessages(SurveyResultsScreen);
