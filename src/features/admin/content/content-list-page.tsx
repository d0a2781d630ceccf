import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { isFixedContent, type ContentSummary, type EditableContentName } from '../../../../schemas/api/content-editing';
import { EmptyState } from '../../../components/empty-state';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { adminPaths } from '../../../config/admin-paths';
import { usePageRead } from '../../../lib/page-data';
import { isStaffEditor, useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { usePageParam } from '../../../lib/use-page-param';
import { AdminPageFrame } from '../shared/admin-page-frame';
import { contentListRead, type ContentListAnswer } from './api';
import { ContentStateChip } from './content-state';
import { contentTypeOf } from './content-type-name';
import { UnknownContentType } from './unknown-content-type';
import { withContentMessages } from './with-messages';

function ContentList({ type }: { type: EditableContentName }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = usePageParam();
  const read = usePageRead<ContentListAnswer>(contentListRead(type, page));
  const { staff } = useSignedInStaff();
  const tableId = useId();
  return (
    <AdminPageFrame
      title={say(`content.${type}.many`)}
      back={{ href: adminPaths.content.getHref(), label: say('content.backToTypes') }}
      read={read}
    >
      {({ data, meta }) => (
        <>
          <Box id={tableId} sx={{ mb: 2 }}>
            {!isStaffEditor(staff) ? (
              <Typography>{say('content.readOnly')}</Typography>
            ) : isFixedContent(type) ? (
              <Typography>{say('content.fixed')}</Typography>
            ) : (
              <Button variant="contained" href={adminPaths.contentNew.getHref(type)} sx={{ minHeight: 44 }}>
                {say(`content.${type}.add`)}
              </Button>
            )}
          </Box>
          {data.length === 0 ? (
            <EmptyState message={say(`content.${type}.none`)} />
          ) : (
            <ResponsiveTable
              labelledBy={tableId}
              rows={data}
              rowKey={(item) => item.id}
              columns={[
                {
                  header: say('content.column.ar'),
                  cell: (item) => (
                    <Link
                      href={adminPaths.contentItem.getHref(type, item.id)}
                      lang="ar"
                      dir="rtl"
                      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    >
                      {item.title_ar}
                    </Link>
                  ),
                },
                {
                  header: say('content.column.en'),
                  cell: (item) => (
                    <Box component="span" lang="en" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                      {item.title_en}
                    </Box>
                  ),
                },
                // A type that publishes gives each item its state; the others have no such column.
                ...(data.some((item) => item.state)
                  ? [
                      {
                        header: say('content.column.state'),
                        cell: (item: ContentSummary) =>
                          item.state && <ContentStateChip state={item.state} publishAt={item.publish_at} />,
                      },
                    ]
                  : []),
              ]}
            />
          )}
          <NumberedPagination meta={meta} onPage={setPage} label={say('content.pages')} />
        </>
      )}
    </AdminPageFrame>
  );
}

function ContentListScreen() {
  const { type = '' } = useParams<{ type: string }>();
  const known = contentTypeOf(type);
  return known ? <ContentList type={known} /> : <UnknownContentType />;
}

/** /admin/content/{type}: one page of the type's items, each opening its editor; editors add one, unless the set is fixed. */
export default withContentMessages(ContentListScreen);
