import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import type { CitizenAccount, ResearcherFlagChange } from '../../../../schemas/api/citizen-accounts';
import { adminPaths } from '../../../config/admin-paths';
import { usePageRead } from '../../../lib/page-data';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { isStaffAdmin, useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { AdminPageFrame } from '../shared/admin-page-frame';
import { staffDateTime } from '../shared/date-time';
import { citizenAccountRead, setResearcherFlag, type CitizenAccountAnswer } from './api';
import { withCitizenAccountsMessages } from './with-messages';

/** The flag's form over the revision it was opened at: a save reads the account again, a 409 says another came first. */
function FlagForm({ account, onSaved }: { account: CitizenAccount; onSaved: () => void }) {
  const { formProps } = useFormSubmission(
    async (answers) => ({ message: (await setResearcherFlag(account.uuid, account.revision, answers)).message }),
    { initialValues: { is_researcher: account.is_researcher }, onSuccess: onSaved },
  );
  return <SchemaForm formId="admin/researcher-flag" {...formProps} />;
}

/** Who changed the flag, to what, when and why; newest first. */
function FlagHistory({ history }: { history: readonly ResearcherFlagChange[] }) {
  const intl = useIntl();
  if (history.length === 0) return <Typography>{intl.formatMessage({ id: 'citizenAccounts.noHistory' })}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((change, index) => (
        <Box component="li" key={`${change.at} ${index}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography>
            {intl.formatMessage(
              { id: change.is_researcher ? 'citizenAccounts.set' : 'citizenAccounts.cleared' },
              { actor: <bdi key="actor">{change.actor}</bdi> },
            )}
            {' · '}
            <time dateTime={change.at}>{intl.formatDate(change.at, staffDateTime)}</time>
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: 'citizenAccounts.reason' }, { reason: <bdi key="reason">{change.reason}</bdi> })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CitizenAccountScreen() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const { uuid = '' } = useParams<{ uuid: string }>();
  const read = usePageRead<CitizenAccountAnswer>(citizenAccountRead(uuid));
  const admin = isStaffAdmin(useSignedInStaff().staff);
  const changeId = useId();
  const historyId = useId();
  const account = read.data?.data;
  return (
    <AdminPageFrame
      title={account?.name ?? say('citizenAccounts.title')}
      back={{ href: adminPaths.citizenAccounts.getHref(), label: say('citizenAccounts.title') }}
      read={read}
      notFound={say('citizenAccounts.notFound')}
    >
      {({ data }) => (
        <>
          <Typography sx={{ mb: 2 }}>
            {say('citizenAccounts.status')}
            {': '}
            <strong>
              {say(data.is_researcher ? 'citizenAccounts.isResearcher' : 'citizenAccounts.isNotResearcher')}
            </strong>
          </Typography>
          {admin ? (
            <Box component="section" aria-labelledby={changeId}>
              <Typography id={changeId} component="h2" variant="h5" sx={{ mb: 1 }}>
                {say('citizenAccounts.change')}
              </Typography>
              {/* A fresh form at each revision: it starts from what is stored now. */}
              <FlagForm key={data.revision} account={data} onSaved={read.retry} />
            </Box>
          ) : (
            <Typography>{say('citizenAccounts.readOnly')}</Typography>
          )}
          <Box component="section" aria-labelledby={historyId} sx={{ mt: 4 }}>
            <Typography id={historyId} component="h2" variant="h5" sx={{ mb: 1 }}>
              {say('citizenAccounts.history')}
            </Typography>
            <FlagHistory history={data.history} />
          </Box>
        </>
      )}
    </AdminPageFrame>
  );
}

/** /admin/citizen-accounts/{uuid}: an individual's researcher flag, set or cleared by an admin with a reason, and its history. */
export default withCitizenAccountsMessages(CitizenAccountScreen);
