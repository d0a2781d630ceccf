import { useId } from 'react';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { ContactMessageRow } from '../../../../schemas/api/contact-messages';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { adminPaths } from '../../../config/admin-paths';
import { PageMessages } from '../../../i18n/page-messages';
import { usePageRead } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { messagesRead, type MessagesAnswer } from './api';
import { staffDateTime } from '../shared/date-time';
import { messageStatuses } from './labels';
import { contactMessagesMessages } from './messages';

/** The status the address filters by (`?status=`), or null for all. */
function useStatusParam(): [string | null, (status: string | null) => void] {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const value = new URLSearchParams(search).get('status');
  const status = value && (messageStatuses as readonly string[]).includes(value) ? value : null;
  // A new filter starts at its first page.
  const setStatus = (next: string | null) => navigate(next ? `${pathname}?status=${next}` : pathname);
  return [status, setStatus];
}

function Messages() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = say('contactMessages.title');
  useDocumentTitle(title);
  const headingId = useId();
  const listId = useId();
  const [status, setStatus] = useStatusParam();
  const [page, setPage] = usePageParam();
  const { data, failed, retry } = usePageRead<MessagesAnswer>(messagesRead(status, page));

  return (
    <Container maxWidth="xl" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Typography id={headingId} component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ maxWidth: '70ch', mb: 2 }}>{say('contactMessages.intro')}</Typography>
      <TextField
        select
        label={say('contactMessages.filter')}
        value={status ?? 'all'}
        onChange={(event) => setStatus(event.target.value === 'all' ? null : event.target.value)}
        sx={{ minWidth: 220, maxWidth: '100%' }}
      >
        <MenuItem value="all">{say('contactMessages.all')}</MenuItem>
        {messageStatuses.map((option) => (
          <MenuItem key={option} value={option}>
            {say(`contactMessages.status.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography id={listId} component="h2" variant="h5" sx={{ mt: 3 }}>
        {say('contactMessages.list')}
      </Typography>
      {failed && <LoadErrorState onRetry={retry} />}
      {!failed && !data && <LoadingIndicator />}
      {data && (
        <>
          <Typography role="status" sx={{ my: 1 }}>
            {say('contactMessages.total', { total: data.meta.total })}
          </Typography>
          {data.data.length === 0 ? (
            <Typography>{say('contactMessages.empty')}</Typography>
          ) : (
            <ResponsiveTable<ContactMessageRow>
              labelledBy={listId}
              rows={data.data}
              rowKey={(row) => row.uuid}
              columns={[
                {
                  header: say('contactMessages.column.subject'),
                  cell: (row) => (
                    <Link href={adminPaths.message.getHref(row.uuid)} sx={{ display: 'inline-block', py: 1 }}>
                      <bdi>{row.subject}</bdi>
                    </Link>
                  ),
                },
                { header: say('contactMessages.column.type'), cell: (row) => say(`contactMessages.type.${row.type}`) },
                { header: say('contactMessages.column.sender'), cell: (row) => <bdi>{row.sender_name}</bdi> },
                {
                  header: say('contactMessages.column.received'),
                  cell: (row) => (
                    <time dateTime={row.received_at}>{intl.formatDate(row.received_at, staffDateTime)}</time>
                  ),
                },
                {
                  header: say('contactMessages.column.status'),
                  cell: (row) => <Chip size="small" label={say(`contactMessages.status.${row.status}`)} />,
                },
                {
                  header: say('contactMessages.column.assignee'),
                  cell: (row) => (row.assignee_name ? <bdi>{row.assignee_name}</bdi> : say('contactMessages.nobody')),
                },
              ]}
            />
          )}
          <NumberedPagination meta={data.meta} onPage={setPage} label={say('contactMessages.pages')} />
        </>
      )}
    </Container>
  );
}

/** /admin/messages: what citizens sent in, newest first, filtered by status. */
export default function MessagesPage() {
  return (
    <PageMessages catalogue={contactMessagesMessages}>
      <Messages />
    </PageMessages>
  );
}
