import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import type { ContactMessage } from '../../../../schemas/api/contact-messages';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { adminPaths } from '../../../config/admin-paths';
import { PageMessages } from '../../../i18n/page-messages';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePageRead } from '../../../lib/page-data';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { isStaffEditor, useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { assignToMe, downloadAttachment, messageRead, sendMessageForm, type MessageAnswer } from './api';
import { staffDateTime } from '../shared/date-time';
import { contactMessagesMessages } from './messages';

type Say = (id: string, values?: Record<string, string | number>) => string;

const forms = [
  { action: 'status', formId: 'admin/contact-status', heading: 'contactMessages.changeStatus' },
  { action: 'note', formId: 'admin/contact-note', heading: 'contactMessages.addNote' },
  { action: 'reply', formId: 'admin/contact-reply', heading: 'contactMessages.reply' },
] as const;

/** One of the message's forms, drawn from its schema; a success reads the message again. */
function ActionForm({
  uuid,
  form,
  initialValues,
  onDone,
}: {
  uuid: string;
  form: (typeof forms)[number];
  initialValues?: Record<string, unknown>;
  onDone: () => void;
}) {
  const { formProps } = useFormSubmission(
    async (answers) => ({ message: (await sendMessageForm(uuid, form.action, form.formId, answers)).message }),
    { initialValues, onSuccess: onDone },
  );
  return <SchemaForm formId={form.formId} {...formProps} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 'bold' }}>
        {label}:
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function History({ message, say }: { message: ContactMessage; say: Say }) {
  const intl = useIntl();
  if (message.events.length === 0) return <Typography>{say('contactMessages.noHistory')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {message.events.map((event) => (
        <Box component="li" key={event.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography>
            {say(`contactMessages.event.${event.type}`, {
              actor: event.actor_name,
              status: event.to_status ? say(`contactMessages.status.${event.to_status}`) : '',
            })}
            {' · '}
            <time dateTime={event.at}>{intl.formatDate(event.at, staffDateTime)}</time>
          </Typography>
          {event.text && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.text}</Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

function Message({ message, onChanged }: { message: ContactMessage; onChanged: () => void }) {
  const intl = useIntl();
  const say: Say = (id, values) => intl.formatMessage({ id }, values);
  const { staff } = useSignedInStaff();
  const canChange = isStaffEditor(staff);
  const [assigning, setAssigning] = useState(false);
  const attachmentsId = useId();
  const historyId = useId();
  const actionsId = useId();
  const assign = () => {
    setAssigning(true);
    assignToMe(message.uuid)
      .then(({ message: told }) => {
        showToast(told, 'success');
        onChanged();
      })
      .catch((error: unknown) => showToast(apiErrorMessage(error, say('contactMessages.actionFailed')), 'error'))
      .finally(() => setAssigning(false));
  };
  const download = (id: number, name: string) =>
    downloadAttachment(message.uuid, id, name).catch((error: unknown) =>
      showToast(apiErrorMessage(error, say('contactMessages.downloadFailed')), 'error'),
    );
  const mine = staff && message.assignee?.uuid === staff.uuid;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Chip label={say(`contactMessages.type.${message.type}`)} />
        <Chip color="primary" label={say(`contactMessages.status.${message.status}`)} />
        <Typography>
          {say('contactMessages.column.assignee')}:{' '}
          {message.assignee ? <bdi>{message.assignee.name}</bdi> : say('contactMessages.nobody')}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={say('contactMessages.sender')}>
          <bdi>{message.sender_name}</bdi>
        </Fact>
        <Fact label={say('contactMessages.email')}>
          {message.sender_email ? <span dir="ltr">{message.sender_email}</span> : say('contactMessages.noEmail')}
        </Fact>
        <Fact label={say('contactMessages.phone')}>
          <span dir="ltr">{message.sender_phone}</span>
        </Fact>
        <Fact label={say('contactMessages.resident')}>
          {say(message.is_reserve_resident ? 'contactMessages.yes' : 'contactMessages.no')}
        </Fact>
        {message.reserve_area && <Fact label={say('contactMessages.area')}>{message.reserve_area}</Fact>}
        <Fact label={say('contactMessages.language')}>{say(`contactMessages.locale.${message.locale}`)}</Fact>
        <Fact label={say('contactMessages.column.received')}>
          <time dateTime={message.received_at}>{intl.formatDate(message.received_at, staffDateTime)}</time>
        </Fact>
      </Box>
      <Typography component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {say('contactMessages.message')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography lang={message.locale} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
      </Paper>
      <Typography id={attachmentsId} component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {say('contactMessages.attachments')}
      </Typography>
      {message.attachments.length === 0 ? (
        <Typography>{say('contactMessages.noAttachments')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={attachmentsId} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {message.attachments.map((file) => (
            <Box component="li" key={file.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Button
                onClick={() => void download(file.id, file.name)}
                aria-label={say('contactMessages.download', { name: file.name })}
                sx={{ minHeight: 44, textTransform: 'none' }}
              >
                <bdi>{file.name}</bdi>
              </Button>
              <Typography variant="body2">
                {say('contactMessages.kb', {
                  size: intl.formatNumber(Math.max(1, Math.round(file.size_bytes / 1024))),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography id={historyId} component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {say('contactMessages.history')}
      </Typography>
      <History message={message} say={say} />
      {canChange && (
        <Box component="section" aria-labelledby={actionsId} sx={{ mt: 4 }}>
          <Typography id={actionsId} component="h2" variant="h5" sx={{ mb: 1 }}>
            {say('contactMessages.actions')}
          </Typography>
          {mine ? (
            <Typography>{say('contactMessages.assignedToYou')}</Typography>
          ) : (
            <Button variant="contained" onClick={assign} disabled={assigning} sx={{ minHeight: 44 }}>
              {say('contactMessages.assignToMe')}
            </Button>
          )}
          {forms.map((form) => (
            <Box key={form.action} sx={{ mt: 3 }}>
              <Typography component="h3" variant="h6">
                {say(form.heading)}
              </Typography>
              {form.action === 'reply' && !message.sender_email ? (
                <Typography>{say('contactMessages.replyNeedsEmail')}</Typography>
              ) : (
                <ActionForm
                  // A fresh form after each change: the status form shows the status now, the others empty.
                  key={`${form.action}-${message.events.length}`}
                  uuid={message.uuid}
                  form={form}
                  initialValues={form.action === 'status' ? { status: message.status } : undefined}
                  onDone={onChanged}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

function MessageScreen() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const { uuid = '' } = useParams<{ uuid: string }>();
  const { data, failed, status, retry } = usePageRead<MessageAnswer>(messageRead(uuid));
  const title = data?.data.subject ?? say('contactMessages.title');
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <Container maxWidth="md" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Link href={adminPaths.messages.getHref()} sx={{ display: 'inline-block', minHeight: 44, py: 1 }}>
        {say('contactMessages.back')}
      </Link>
      <Typography id={headingId} component="h1" variant="h4" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{title}</bdi>
      </Typography>
      {failed &&
        (status === 404 ? (
          <Typography role="alert">{say('contactMessages.notFound')}</Typography>
        ) : (
          <LoadErrorState onRetry={retry} />
        ))}
      {!failed && !data && <LoadingIndicator />}
      {data && <Message message={data.data} onChanged={retry} />}
    </Container>
  );
}

/** /admin/messages/{uuid}: a citizen's message, its files and history; editors and admins act on it. */
export default function MessagePage() {
  return (
    <PageMessages catalogue={contactMessagesMessages}>
      <MessageScreen />
    </PageMessages>
  );
}
