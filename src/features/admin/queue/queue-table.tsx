import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useIntl } from 'react-intl';
import type { ReviewQueueRow } from '../../../../schemas/api/review-queue';
import { LongDate } from '../../../components/long-date';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { adminPaths } from '../../../config/admin-paths';
import { useLocale } from '../../../lib/use-locale';
import { permitStatusName, permitTypeName } from '../shared/permit-labels';
import { AssignToMeButton } from './assign-to-me-button';

interface QueueTableProps {
  labelledBy: string;
  rows: readonly ReviewQueueRow[];
  selected: ReadonlySet<string>;
  onSelect: (uuid: string, selected: boolean) => void;
  /** A request changed (assigned): read the queue again. */
  onChanged: () => void;
}

/** The deadline, a late one marked by an icon and a word as well as its colour. */
function Deadline({ row }: { row: ReviewQueueRow }) {
  const intl = useIntl();
  if (row.due_on === null) return intl.formatMessage({ id: 'queue.noDeadline' });
  return (
    <Box
      component="span"
      sx={row.overdue ? { color: 'error.dark', fontWeight: 700, display: 'inline-flex', gap: 0.5 } : undefined}
    >
      {row.overdue && <WarningAmberIcon fontSize="small" aria-hidden="true" />}
      <LongDate value={row.due_on} />
      {row.overdue && ` (${intl.formatMessage({ id: 'queue.overdue' })})`}
    </Box>
  );
}

/** The requests of one page of the queue, each selectable, its reference opening its case. */
export function QueueTable({ labelledBy, rows, selected, onSelect, onChanged }: QueueTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const header = (id: string) => intl.formatMessage({ id: `queue.column.${id}` });
  const columns: TableColumn<ReviewQueueRow>[] = [
    {
      header: header('select'),
      cell: (row) => (
        <Checkbox
          checked={selected.has(row.uuid)}
          onChange={(event) => onSelect(row.uuid, event.target.checked)}
          slotProps={{
            input: { 'aria-label': intl.formatMessage({ id: 'queue.select' }, { reference: row.reference }) },
          }}
        />
      ),
    },
    {
      header: header('reference'),
      cell: (row) => (
        <Link href={adminPaths.permit.getHref(row.uuid)} dir="ltr" sx={{ fontWeight: 700 }}>
          {row.reference}
        </Link>
      ),
    },
    { header: header('type'), cell: (row) => permitTypeName(row.type, locale) },
    { header: header('status'), cell: (row) => permitStatusName(row.status, locale) },
    { header: header('applicant'), cell: (row) => row.applicant_name },
    { header: header('nationalId'), cell: (row) => row.national_id ?? '—' },
    { header: header('submitted'), cell: (row) => <LongDate value={row.created_at} /> },
    { header: header('deadline'), cell: (row) => <Deadline row={row} /> },
    {
      header: header('assignee'),
      cell: (row) =>
        row.assignee?.name ??
        (row.status === 'pending' ? (
          <AssignToMeButton uuid={row.uuid} reference={row.reference} onDone={onChanged} />
        ) : (
          intl.formatMessage({ id: 'queue.unassigned' })
        )),
    },
  ];
  return <ResponsiveTable labelledBy={labelledBy} columns={columns} rows={rows} rowKey={(row) => row.uuid} />;
}
