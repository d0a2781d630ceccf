import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SurveyDetail } from '../../../schemas/api/surveys';
import NotFoundPage from '../../components/not-found-page';
import { DetailPage } from '../../components/detail-page';
import { LongDate } from '../../components/long-date';
import { ShareLinks } from '../../components/share-links';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { guestUuid } from '../../lib/guest-uuid';
import { useAddressRead } from '../../lib/address-read';
import { freshRead, usePageRead, type PageReadState } from '../../lib/page-data';
import { showToast } from '../../lib/toasts';
import { usePageHeaderImage } from '../../lib/page-header';
import { useAuth } from '../../lib/session/auth-provider';
import { surveyRead } from './api';
import { surveyMessages } from './messages';
import { SurveyForm } from './survey-form';

/**
 * Whether this visitor has answered: read after the page runs (it needs the guest id of localStorage or
 * the token), apart from the public survey the server rendered.
 */
function useAnswered(uuid: string): boolean | undefined {
  const guest = useMemo(() => (typeof window === 'undefined' ? '' : guestUuid()), []);
  const mine = usePageRead<{ data: SurveyDetail }>(
    freshRead(`/surveys/${encodeURIComponent(uuid)}`, { guest_uuid: guest }),
  );
  return mine.data?.data.answered;
}

/**
 * A survey for members only answers 401 to a visitor: they are told and sent to sign in, to come back
 * here (docs/requirements.md §P4). A member who has signed in since the page first asked is asked for again, once.
 */
function useMembersOnly(uuid: string, read: PageReadState<unknown>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { signedIn } = useAuth();
  const askedAgain = useRef(false);
  const { status, retry } = read;
  useEffect(() => {
    if (status !== 401) return;
    if (signedIn && !askedAgain.current) {
      askedAgain.current = true;
      retry();
      return;
    }
    showToast(intl.formatMessage({ id: 'surveys.signInFirst' }), 'error');
    navigate(paths.signIn.getHref(paths.survey.getHref(uuid)), { replace: true });
  }, [status, signedIn, retry, intl, navigate, uuid]);
}

function SurveyBody({ survey, answered }: { survey: SurveyDetail; answered: boolean | undefined }) {
  const intl = useIntl();
  let action;
  if (!survey.is_open) action = <Alert severity="info">{intl.formatMessage({ id: 'surveys.closedNotice' })}</Alert>;
  else if (answered) action = <Alert severity="success">{intl.formatMessage({ id: 'surveys.answeredNotice' })}</Alert>;
  else action = <SurveyForm survey={survey} />;
  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h1" variant="h4">
        {survey.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'surveys.publishedOn' })} <LongDate value={survey.created_at} />
      </Typography>
      <ShareLinks url={paths.survey.getHref(survey.uuid)} title={survey.title} />
      <Typography sx={{ whiteSpace: 'pre-line' }}>{survey.description}</Typography>
      {action}
    </Box>
  );
}

function SurveyScreen({ uuid, read }: { uuid: string; read: PageReadState<{ data: SurveyDetail }> }) {
  const intl = useIntl();
  const pageHeader = usePageHeaderImage();
  const answered = useAnswered(uuid);
  useMembersOnly(uuid, read);
  const found = read.data?.data;
  return (
    <DetailPage
      read={read}
      pendingTitle={intl.formatMessage({ id: 'pageTitle.survey' })}
      titleOf={(survey) => survey.title}
      headerImage={found ? (found.image?.path ?? pageHeader) : undefined}
      parent={{ href: paths.surveys.getHref(), label: intl.formatMessage({ id: 'pageTitle.surveys' }) }}
      // A members-only survey's 401 sends the visitor to sign in (useMembersOnly), not to a retry.
      showsFailure={read.status !== 401}
    >
      {(survey) => <SurveyBody survey={survey} answered={answered ?? survey.answered} />}
    </DetailPage>
  );
}

function Survey() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const survey = usePageRead<{ data: SurveyDetail }>(useAddressRead(surveyRead));
  // The not-found page names the tab itself.
  return survey.notFound ? <NotFoundPage /> : <SurveyScreen uuid={uuid} read={survey} />;
}

/** /survey/:uuid: one survey and the form its questions make (docs/requirements.md §P2, §P4, §P8). */
export default function SurveyPage() {
  return (
    <PageMessages catalogue={surveyMessages}>
      <Survey />
    </PageMessages>
  );
}
