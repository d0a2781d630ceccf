import { useIntl } from 'react-intl';
import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Research } from '../../../schemas/api/member';
import { NumberedPagination } from '../../components/numbered-pagination';
import { ReadStatus } from '../../components/read-status';
import type { PageReadState } from '../../lib/page-data';
import { ResearchCard } from './research-card';

interface ResearchListProps {
  read: PageReadState<ListEnvelope<Research>>;
  onPage: (page: number) => void;
}

/** The member's researches as cards with numbered pages, or the empty state; loading and failure as every read shows them. */
export function ResearchList({ read, onPage }: ResearchListProps) {
  const intl = useIntl();
  return (
    <ReadStatus read={read}>
      {(list) => (
        <Box aria-busy={read.loading}>
          {/* The previous page stays in view while the next one loads. */}
          {read.loading && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} sx={{ mb: 2 }} />}
          {list.data.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">{intl.formatMessage({ id: 'research.empty' })}</Typography>
            </Paper>
          ) : (
            <Stack spacing={2}>
              {list.data.map((research) => (
                <ResearchCard key={research.uuid} research={research} />
              ))}
            </Stack>
          )}
          <NumberedPagination meta={list.meta} onPage={onPage} label={intl.formatMessage({ id: 'research.pages' })} />
        </Box>
      )}
    </ReadStatus>
  );
}
