import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { PageMessages } from '../../../i18n/page-messages';
import { usePageRead } from '../../../lib/page-data';
import { isStaffAdmin, useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { staffRead, type StaffPage as StaffPageAnswer } from './api';
import { staffMessages } from './messages';
import { InvitationDialog } from './staff-dialogs';
import { StaffTable } from './staff-table';

/** The list an admin manages (an auditor reads it); anybody else is told it is for admins. */
function Staff() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const title = say('staff.title');
  useDocumentTitle(title);
  const headingId = useId();
  const listId = useId();
  const [page, setPage] = usePageParam();
  const { staff: viewer } = useSignedInStaff();
  const manages = isStaffAdmin(viewer);
  const { data, failed, status, retry } = usePageRead<StaffPageAnswer>(staffRead(page));
  const [inviting, setInviting] = useState(false);

  return (
    <Container maxWidth="xl" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={headingId} component="h1" variant="h4">
          {title}
        </Typography>
        {manages && (
          <Button variant="contained" onClick={() => setInviting(true)} sx={{ minHeight: 44 }}>
            {say('staff.invite')}
          </Button>
        )}
      </Box>
      {viewer && !manages && status !== 403 && <Typography sx={{ mt: 2 }}>{say('staff.readOnly')}</Typography>}
      <Typography id={listId} component="h2" variant="h5" sx={{ mt: 3 }}>
        {say('staff.list')}
      </Typography>
      {failed &&
        (status === 403 ? (
          <Typography role="alert">{say('staff.forbidden')}</Typography>
        ) : (
          <LoadErrorState onRetry={retry} />
        ))}
      {!failed && !data && <LoadingIndicator />}
      {data && (
        <>
          <Typography role="status" sx={{ my: 1 }}>
            {intl.formatMessage({ id: 'staff.total' }, { total: data.meta.total })}
          </Typography>
          <StaffTable
            labelledBy={listId}
            members={data.data}
            selfUuid={viewer?.uuid}
            manages={manages}
            onChanged={retry}
          />
          <NumberedPagination meta={data.meta} onPage={setPage} label={say('staff.pages')} />
        </>
      )}
      {manages && (
        <InvitationDialog
          open={inviting}
          title={say('staff.invite')}
          onClose={() => setInviting(false)}
          onDone={() => {
            setInviting(false);
            retry();
          }}
        />
      )}
    </Container>
  );
}

/** /admin/staff: an admin invites members, changes their roles, disables them and resets their second factor. */
export default function StaffPage() {
  return (
    <PageMessages catalogue={staffMessages}>
      <Staff />
    </PageMessages>
  );
}
