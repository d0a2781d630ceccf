import { useCallback, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Box, Link, Typography } from '@mui/material';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { useAuth } from '../../lib/session/auth-provider';
import { useOwnResearches } from './api';
import { researchMessages } from './messages';
import { ResearchList } from './research-list';
import { ResearchSubmission } from './research-submission';

/** A part of the page: a region named by its level-2 heading. */
function Region({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Researches() {
  const intl = useIntl();
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const researches = useOwnResearches(page);
  const { retry } = researches;
  // A new research is the newest: show the first page, loaded afresh (another page's read asks anew once shown).
  const showNewest = useCallback(() => (page === 1 ? retry() : setPage(1)), [page, retry]);

  return (
    <FormPage
      title={intl.formatMessage({ id: 'pageTitle.researches' })}
      maxWidth="md"
      intro={intl.formatMessage({ id: 'research.intro' })}
    >
      {/* Until GET /me answers, neither the form nor the note: the server refuses non-researchers anyway. */}
      {user?.is_researcher === true && (
        <Region title={intl.formatMessage({ id: 'research.submitHeading' })}>
          <ResearchSubmission onSubmitted={showNewest} />
        </Region>
      )}
      {user?.is_researcher === false && (
        <Alert severity="info">
          {intl.formatMessage({ id: 'research.researchersOnly' })}{' '}
          <Link href={paths.termsPermitsResearcher.getHref()}>{intl.formatMessage({ id: 'research.rulesLink' })}</Link>
        </Alert>
      )}
      <Region title={intl.formatMessage({ id: 'research.listHeading' })}>
        <ResearchList read={researches} onPage={setPage} />
      </Region>
    </FormPage>
  );
}

/** /researches: the member's own researches, and the submission form for researchers. */
export default function ResearchesPage() {
  return (
    <PageMessages catalogue={researchMessages}>
      <Researches />
    </PageMessages>
  );
}
