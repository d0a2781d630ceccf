import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ActivityRegistration } from '../../../../schemas/api/activity-registrations';
import { joinStatuses, type JoinStatus } from '../../../../schemas/api/activities';
import { FormDialog } from '../../../components/form-dialog';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { LongDate } from '../../../components/long-date';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { PageMessages } from '../../../i18n/page-messages';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePageRead } from '../../../lib/page-data';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { approveRegistration, declineRegistration, registrationsRead, type RegistrationsPage } from './api';
import { registrationsMessages } from './messages';

function DeclineForm({ registration, onDone }: { registration: ActivityRegistration; onDone: () => void }) {
  const { formProps } = useFormSubmission(
    async (answers) => ({ message: (await declineRegistration(registration.uuid, answers)).message }),
    { onSuccess: onDone },
  );
  return <SchemaForm formId="admin/registration-decision" {...formProps} />;
}

function Registrations() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = say('registrations.title');
  useDocumentTitle(title);
  const headingId = useId();
  const listId = useId();
  const filterId = useId();
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useState<JoinStatus | ''>('');
  const { staff } = useSignedInStaff();
  // Editors and admins decide; an auditor reads. The server checks again.
  const decides = staff?.roles.some(({ role }) => role === 'editor' || role === 'admin') ?? false;
  const { data, failed, status: httpStatus, retry } = usePageRead<RegistrationsPage>(registrationsRead(status, page));
  const [declining, setDeclining] = useState<ActivityRegistration | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const approve = (registration: ActivityRegistration) => {
    setBusy(registration.uuid);
    approveRegistration(registration.uuid)
      .then(
        ({ message }) => showToast(message, 'success'),
        (error: unknown) => showToast(apiErrorMessage(error, say('registrations.failed')), 'error'),
      )
      .finally(() => {
        setBusy(null);
        retry();
      });
  };
  const named = (registration: ActivityRegistration) => ({
    name: registration.citizen.name,
    activity: registration.activity.title,
  });

  return (
    <Container maxWidth="xl" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Typography id={headingId} component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ maxWidth: '70ch' }}>{say('registrations.intro')}</Typography>
      {staff && !decides && httpStatus !== 403 && (
        <Typography sx={{ mt: 2 }}>{say('registrations.readOnly')}</Typography>
      )}
      <Box sx={{ mt: 3, maxWidth: 360 }}>
        <TextField
          id={filterId}
          select
          fullWidth
          label={say('registrations.filter')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as JoinStatus | '');
            setPage(1);
          }}
          slotProps={{ select: { native: true } }}
        >
          <option value="">{say('registrations.filter.all')}</option>
          {joinStatuses.map((value) => (
            <option key={value} value={value}>
              {say(`registrations.status.${value}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <Typography id={listId} component="h2" variant="h5" sx={{ mt: 3 }}>
        {say('registrations.list')}
      </Typography>
      {failed &&
        (httpStatus === 403 ? (
          <Typography role="alert">{say('registrations.forbidden')}</Typography>
        ) : (
          <LoadErrorState onRetry={retry} />
        ))}
      {!failed && !data && <LoadingIndicator />}
      {data && (
        <>
          <Typography role="status" sx={{ my: 1 }}>
            {say('registrations.total', { total: data.meta.total })}
          </Typography>
          {data.data.length > 0 && (
            <ResponsiveTable
              labelledBy={listId}
              rows={data.data}
              rowKey={(registration) => registration.uuid}
              columns={[
                {
                  header: say('registrations.column.citizen'),
                  cell: (registration) => (
                    <>
                      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {registration.citizen.name}
                      </Box>
                      <Box component="span" dir="ltr" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {registration.citizen.email}
                      </Box>
                    </>
                  ),
                },
                {
                  header: say('registrations.column.activity'),
                  cell: (registration) => (
                    <>
                      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {registration.activity.title}
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {say(`registrations.type.${registration.activity.type}`)} · {say('registrations.startsOn')}{' '}
                        <LongDate value={registration.activity.start_date} />
                      </Box>
                    </>
                  ),
                },
                {
                  header: say('registrations.column.reason'),
                  cell: (registration) => (
                    <Box component="span" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {registration.reason}
                    </Box>
                  ),
                },
                {
                  header: say('registrations.column.registered'),
                  cell: (registration) => <LongDate value={registration.registered_at} />,
                },
                {
                  header: say('registrations.column.status'),
                  cell: (registration) => say(`registrations.status.${registration.status}`),
                },
                ...(decides
                  ? [
                      {
                        header: say('registrations.column.actions'),
                        cell: (registration: ActivityRegistration) =>
                          registration.status !== 'pending' ? (
                            '—'
                          ) : (
                            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                              <Button
                                variant="contained"
                                disabled={busy === registration.uuid}
                                onClick={() => approve(registration)}
                                aria-label={say('registrations.approveOf', named(registration))}
                                sx={{ minHeight: 44 }}
                              >
                                {say('registrations.approve')}
                              </Button>
                              <Button
                                color="error"
                                variant="outlined"
                                disabled={busy === registration.uuid}
                                onClick={() => setDeclining(registration)}
                                aria-label={say('registrations.declineOf', named(registration))}
                                sx={{ minHeight: 44 }}
                              >
                                {say('registrations.decline')}
                              </Button>
                            </Box>
                          ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
          <NumberedPagination meta={data.meta} onPage={setPage} label={say('registrations.pages')} />
        </>
      )}
      <FormDialog
        open={declining !== null}
        onClose={() => setDeclining(null)}
        title={declining ? say('registrations.declineTitle', { name: declining.citizen.name }) : ''}
      >
        {declining && (
          <DeclineForm
            registration={declining}
            onDone={() => {
              setDeclining(null);
              retry();
            }}
          />
        )}
      </FormDialog>
    </Container>
  );
}

/** /admin/registrations: citizens' registrations for activities; editors and admins approve or decline the pending ones. */
export default function RegistrationsPage() {
  return (
    <PageMessages catalogue={registrationsMessages}>
      <Registrations />
    </PageMessages>
  );
}
