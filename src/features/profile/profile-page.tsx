import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '../../../schemas/api/accounts';
import type { ItemEnvelope } from '../../../schemas/api/envelopes';
import type { MemberPermit } from '../../../schemas/api/member';
import { ReadStatus } from '../../components/read-status';
import { LOCALE_STORAGE_KEY } from '../../i18n/locale';
import { PageMessages } from '../../i18n/page-messages';
import { freshRead, usePageRead } from '../../lib/page-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuth } from '../../lib/session/auth-provider';
import { AccountDialogs, type AccountDialog } from './account-dialogs';
import { DashboardCounters, DashboardLists, usePagedList } from './dashboard';
import { profileMessages } from './messages';
import { PersonalInfo } from './personal-info';

/**
 * Signs this browser out after the account was deleted: docs/requirements.md §M4 clears local storage, and the
 * guard then sends the visitor to /sign-in. The language choice is the visitor's, not the account's: it stays.
 */
function forgetDeletedAccount(send: ReturnType<typeof useAuth>['send']) {
  const locale = localStorage.getItem(LOCALE_STORAGE_KEY);
  localStorage.clear();
  if (locale) localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  send({ type: 'auth.tokenChanged', token: null });
}

/** /profile: the member's counters, details with the account dialogs, and lists (docs/requirements.md §M2). */
function Profile() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.profile' });
  useDocumentTitle(title);
  const headingId = useId();
  const { send } = useAuth();
  const profile = usePageRead<ItemEnvelope<CurrentUser>>(freshRead('/me'));
  const permits = usePagedList<MemberPermit>('/me/permits');
  const [dialog, setDialog] = useState<AccountDialog | null>(null);

  const onDone = (done: AccountDialog) => {
    setDialog(null);
    if (done === 'delete') return forgetDeletedAccount(send);
    profile.retry();
    // The header shows the name and whether the address is verified.
    if (done === 'edit') send({ type: 'auth.reloadUser' });
  };

  return (
    <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
      <Typography id={headingId} component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={3}>
        <DashboardCounters permitsTotal={permits.read.data?.meta.total} />
        <ReadStatus read={profile}>
          {({ data }) => (
            <>
              <PersonalInfo profile={data} onOpen={setDialog} />
              <AccountDialogs open={dialog} profile={data} onClose={() => setDialog(null)} onDone={onDone} />
            </>
          )}
        </ReadStatus>
        <DashboardLists permits={permits} />
      </Stack>
    </Container>
  );
}

export default function ProfilePage() {
  return (
    <PageMessages catalogue={profileMessages}>
      <Profile />
    </PageMessages>
  );
}
