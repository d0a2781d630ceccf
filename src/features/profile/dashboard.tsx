import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import type {
  ActivityStatistic,
  JobApplication,
  JoinedActivity,
  MemberPermit,
  PermitType,
} from '../../../schemas/api/member';
import { FormDialog } from '../../components/form-dialog';
import { LoadingIndicator } from '../../components/loading-indicator';
import { LongDate } from '../../components/long-date';
import { NumberedPagination } from '../../components/numbered-pagination';
import { ReadStatus } from '../../components/read-status';
import { ResponsiveTable, type TableColumn } from '../../components/responsive-table';
import { downloadFile } from '../../lib/authorised-files';
import { freshRead, usePageRead, type PageReadState } from '../../lib/page-data';
import { useLocale } from '../../lib/use-locale';
import { permitPages } from '../../../schemas/.generated/permit-pages';

type ListName = 'permits' | 'jobs' | 'activities';

/** A page of one of the member's lists, and how to ask for another page. */
export interface PagedList<Row> {
  read: PageReadState<ListEnvelope<Row>>;
  onPage: (page: number) => void;
}

/** GET `path`?page=n, starting on the first page. */
export function usePagedList<Row>(path: string): PagedList<Row> {
  const [page, setPage] = useState(1);
  return { read: usePageRead<ListEnvelope<Row>>(freshRead(path, { page })), onPage: setPage };
}

interface MemberListProps<Row> extends PagedList<Row> {
  list: ListName;
  columns: (text: (id: string) => string) => TableColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** One of the dashboard's lists: its heading, a page of rows (a card each on a phone), an empty state and pages. */
function MemberList<Row>({ list, read, onPage, columns, rowKey }: MemberListProps<Row>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {text(`profile.${list}`)}
      </Typography>
      <ReadStatus read={read}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Typography color="text.secondary">{text(`profile.${list}.empty`)}</Typography>
          ) : (
            <>
              <ResponsiveTable labelledBy={headingId} columns={columns(text)} rows={data} rowKey={rowKey} />
              <NumberedPagination
                meta={meta}
                onPage={onPage}
                label={intl.formatMessage({ id: 'profile.pages' }, { list: text(`profile.${list}`) })}
              />
            </>
          )
        }
      </ReadStatus>
    </Paper>
  );
}

/** A permit's name in the page's language, as its folder's service.json declares it. */
export function PermitTitle({ type }: { type: PermitType }) {
  const locale = useLocale();
  return permitPages.find((page) => page.type === type)!.title[locale];
}

// Opened from a row: its code (timeline, cancel, resubmission form) loads with the first dialog.
const PermitDetails = lazy(() => import('./permit-details'));

const permitColumns = (
  text: (id: string) => string,
  onOpen: (permit: MemberPermit) => void,
): TableColumn<MemberPermit>[] => [
  { header: text('profile.permits.reference'), cell: (permit) => <bdi>{permit.reference}</bdi> },
  { header: text('profile.permits.type'), cell: (permit) => <PermitTitle type={permit.type} /> },
  { header: text('profile.permits.status'), cell: (permit) => text(`profile.permitStatus.${permit.status}`) },
  { header: text('profile.permits.date'), cell: (permit) => <LongDate value={permit.created_at} /> },
  {
    header: text('profile.permits.pdf'),
    // The permit's PDF is made just after its approval; until then the button says why there is nothing to download.
    cell: (permit) =>
      permit.status === 'approved' && permit.pdf ? (
        <Button size="small" onClick={() => void downloadFile(permit.pdf!.path, `${permit.reference}.pdf`)}>
          {text('profile.permits.download')}
        </Button>
      ) : (
        <Button size="small" disabled>
          {text(permit.status === 'approved' ? 'profile.permits.preparing' : 'profile.permits.notApproved')}
        </Button>
      ),
  },
  {
    header: text('profile.permits.follow'),
    cell: (permit) => (
      <Button
        size="small"
        variant={permit.actions.includes('resubmit') ? 'contained' : 'text'}
        aria-haspopup="dialog"
        aria-label={`${text('profile.permits.details')} ${permit.reference}`}
        onClick={() => onOpen(permit)}
      >
        {text('profile.permits.details')}
      </Button>
    ),
  },
];

/** The member's permits, each opening its details in a dialog; a change there reloads the list. */
function PermitList({ permits }: { permits: PagedList<MemberPermit> }) {
  const intl = useIntl();
  const [openedUuid, setOpenedUuid] = useState<string | null>(null);
  // The latest read of the opened request: after a change it shows its new state.
  const opened = permits.read.data?.data.find((permit) => permit.uuid === openedUuid);
  const close = () => setOpenedUuid(null);
  return (
    <>
      <MemberList
        list="permits"
        {...permits}
        columns={(text) => permitColumns(text, (permit) => setOpenedUuid(permit.uuid))}
        rowKey={(permit) => permit.uuid}
      />
      <FormDialog
        open={opened !== undefined}
        onClose={close}
        title={opened ? intl.formatMessage({ id: 'profile.permits.detailsOf' }, { reference: opened.reference }) : ''}
      >
        {opened && (
          <Suspense fallback={<LoadingIndicator />}>
            <PermitDetails permit={opened} onChanged={permits.read.retry} />
          </Suspense>
        )}
      </FormDialog>
    </>
  );
}

const jobColumns = (text: (id: string) => string): TableColumn<JobApplication>[] => [
  { header: text('profile.jobs.title'), cell: (application) => application.job_opportunity.title },
  { header: text('profile.jobs.date'), cell: (application) => <LongDate value={application.created_at} /> },
];

const activityColumns = (text: (id: string) => string): TableColumn<JoinedActivity>[] => [
  { header: text('profile.activities.title'), cell: (joined) => joined.activity.title },
  { header: text('profile.activities.type'), cell: (joined) => text(`profile.activityType.${joined.activity.type}`) },
  { header: text('profile.activities.start'), cell: (joined) => <LongDate value={joined.activity.start_date} /> },
  { header: text('profile.activities.joined'), cell: (joined) => <LongDate value={joined.created_at} /> },
  { header: text('profile.activities.status'), cell: (joined) => text(`profile.activityStatus.${joined.status}`) },
];

/** The dashboard's counters: activities joined by type (GET me/activities-statistics) and permits requested (the permits list's total). */
export function DashboardCounters({ permitsTotal }: { permitsTotal: number | undefined }) {
  const intl = useIntl();
  const headingId = useId();
  const statistics = usePageRead<ItemEnvelope<ActivityStatistic[]>>(freshRead('/me/activities-statistics'));
  const counters = [
    ...(statistics.data?.data ?? []).map(({ type, activities_count: count }) => ({
      id: `profile.counter.${type}`,
      count,
    })),
    { id: 'profile.counter.permits', count: permitsTotal },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {intl.formatMessage({ id: 'profile.counters' })}
      </Typography>
      <Grid container component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {counters.map(({ id, count }) => (
          <Grid component="li" key={id} size={{ xs: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              <Typography component="p" variant="h4">
                {count === undefined ? '–' : intl.formatNumber(count)}
              </Typography>
              <Typography component="p" color="text.secondary">
                {intl.formatMessage({ id })}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

/** The dashboard's lists: permits (read by the page, whose counters show their total), job applications and joined activities. */
export function DashboardLists({ permits }: { permits: PagedList<MemberPermit> }) {
  const jobs = usePagedList<JobApplication>('/me/job-opportunities');
  const activities = usePagedList<JoinedActivity>('/me/activities');
  return (
    <>
      <PermitList permits={permits} />
      <MemberList list="jobs" {...jobs} columns={jobColumns} rowKey={(application) => application.uuid} />
      <MemberList list="activities" {...activities} columns={activityColumns} rowKey={(joined) => joined.uuid} />
    </>
  );
}
