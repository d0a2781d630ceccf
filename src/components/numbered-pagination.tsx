import Pagination from '@mui/material/Pagination';
import { useIntl } from 'react-intl';
import type { ListMeta } from '../../schemas/api/envelopes';

interface NumberedPaginationProps {
  meta: ListMeta;
  onPage: (page: number) => void;
  /** What the list is, for the navigation's accessible name ("Pages of my researches"). */
  label: string;
}

/** THE pagination of every list: numbered pages (a <nav>) from a list answer's meta; hidden when there is one page. */
export function NumberedPagination({ meta, onPage, label }: NumberedPaginationProps) {
  const intl = useIntl();
  if (meta.last_page <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      count={meta.last_page}
      page={meta.current_page}
      onChange={(_, page) => onPage(page)}
      getItemAriaLabel={(type, page, selected) =>
        type.endsWith('ellipsis')
          ? ''
          : intl.formatMessage({ id: `pagination.${type}` }, { page, selected: String(selected) })
      }
      sx={{ display: 'flex', justifyContent: 'center', my: 3 }}
    />
  );
}
