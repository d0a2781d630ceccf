import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { ReviewQueuePage } from '../../../../schemas/api/review-queue';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { PageMessages } from '../../../i18n/page-messages';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePageRead } from '../../../lib/page-data';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { searchWithPage } from '../../../lib/use-page-param';
import { downloadQueueCsv, queueRead } from './api';
import { BulkActions } from './bulk-actions';
import { queueMessages } from './messages';
import { QueueFilters } from './queue-filters';
import { apiQueryOfSearch } from './queue-query';
import { QueueTable } from './queue-table';

/** What the page lists: one page of the filtered queue, a selection on it, the export of the whole filtered queue. */
function Queue() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'queue.title' });
  useDocumentTitle(title);
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const headingId = useId();
  const resultsId = useId();
  const { data, failed, retry } = usePageRead<ReviewQueuePage>(queueRead(apiQueryOfSearch(search)));
  const [selection, setSelection] = useState<{ search: string; uuids: ReadonlySet<string> }>({
    search,
    uuids: new Set(),
  });
  // A selection belongs to the page it was made on.
  const selected = selection.search === search ? selection.uuids : new Set<string>();
  const select = (uuid: string, isSelected: boolean) => {
    const uuids = new Set(selected);
    if (isSelected) uuids.add(uuid);
    else uuids.delete(uuid);
    setSelection({ search, uuids });
  };
  const afterDecision = () => {
    setSelection({ search, uuids: new Set() });
    retry();
  };
  const exportCsv = () =>
    downloadQueueCsv(apiQueryOfSearch(search, { withPage: false })).catch((error: unknown) =>
      showToast(apiErrorMessage(error, intl.formatMessage({ id: 'queue.exportFailed' })), 'error'),
    );

  return (
    <Container maxWidth="xl" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Typography id={headingId} component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Box component="section" aria-label={intl.formatMessage({ id: 'queue.filters' })} sx={{ maxWidth: 'md', mb: 3 }}>
        <QueueFilters key={search} />
        {search !== '' && (
          <Link href={pathname} sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
            {intl.formatMessage({ id: 'queue.clearFilters' })}
          </Link>
        )}
      </Box>
      <Typography id={resultsId} component="h2" variant="h5">
        {intl.formatMessage({ id: 'queue.results' })}
      </Typography>
      {failed && <LoadErrorState onRetry={retry} />}
      {!failed && !data && <LoadingIndicator />}
      {data && (
        <>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography role="status">
              {/* The API stops counting at a cap: past it the total is "at least". */}
              {intl.formatMessage(
                { id: data.meta.total_is_lower_bound ? 'queue.totalAtLeast' : 'queue.total' },
                { total: data.meta.total },
              )}
            </Typography>
            <Button variant="text" onClick={exportCsv} disabled={data.meta.total === 0} sx={{ minHeight: 44 }}>
              {intl.formatMessage({ id: 'queue.exportCsv' })}
            </Button>
          </Box>
          {data.data.length === 0 ? (
            <Typography sx={{ my: 3 }}>{intl.formatMessage({ id: 'queue.empty' })}</Typography>
          ) : (
            <>
              <BulkActions
                uuids={[...selected]}
                pageUuids={data.data.map((row) => row.uuid)}
                onSelectPage={(all) =>
                  setSelection({ search, uuids: new Set(all ? data.data.map((row) => row.uuid) : []) })
                }
                onDone={afterDecision}
              />
              <QueueTable
                labelledBy={resultsId}
                rows={data.data}
                selected={selected}
                onSelect={select}
                onChanged={retry}
              />
            </>
          )}
          <NumberedPagination
            meta={data.meta}
            onPage={(page) => navigate(`${pathname}${searchWithPage(search, page)}`)}
            label={intl.formatMessage({ id: 'queue.pages' })}
          />
        </>
      )}
    </Container>
  );
}

/** /admin/permits: the review queue, oldest first, with its filters, export and bulk decisions. */
export default function QueuePage() {
  return (
    <PageMessages catalogue={queueMessages}>
      <Queue />
    </PageMessages>
  );
}
