import { useRef } from 'react';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { adminPaths } from '../../../config/admin-paths';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { isStaffAdmin, useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { AdminPage } from '../shared/admin-page-frame';
import { findCitizenAccount } from './api';
import { withCitizenAccountsMessages } from './with-messages';

/** The lookup form: an exact e-mail address or national id opens that account's page. */
function CitizenAccountLookup() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const [, navigate] = useLocation();
  const admin = isStaffAdmin(useSignedInStaff().staff);
  const found = useRef('');
  const { formProps } = useFormSubmission(
    async (answers) => {
      found.current = (await findCitizenAccount(answers)).data.uuid;
      return { message: '' };
    },
    { onSuccess: () => navigate(adminPaths.citizenAccount.getHref(found.current)) },
  );
  return (
    <AdminPage title={say('citizenAccounts.title')}>
      <Typography sx={{ maxWidth: '70ch', mb: 2 }}>{say('citizenAccounts.intro')}</Typography>
      {!admin && <Typography sx={{ mb: 2 }}>{say('citizenAccounts.readOnly')}</Typography>}
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {say('citizenAccounts.find')}
      </Typography>
      <SchemaForm formId="admin/citizen-account-lookup" {...formProps} />
    </AdminPage>
  );
}

/** /admin/citizen-accounts: an admin (or an auditor, to read) finds an individual's account. */
export default withCitizenAccountsMessages(CitizenAccountLookup);
