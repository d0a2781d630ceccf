import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { ContentState } from '../../../../schemas/api/content-editing';
import { staffDateTime } from '../shared/date-time';

/** An item's state in words (a scheduled one with the reserve's day and time it shows), not by colour alone. */
export function ContentStateChip({ state, publishAt }: { state: ContentState; publishAt?: string }) {
  const intl = useIntl();
  const label =
    state === 'scheduled' && publishAt
      ? intl.formatMessage(
          { id: 'content.state.scheduled' },
          { date: <time dateTime={publishAt}>{intl.formatDate(publishAt, staffDateTime)}</time> },
        )
      : intl.formatMessage({ id: `content.state.${state}` });
  return (
    <Chip
      size="small"
      variant={state === 'published' ? 'filled' : 'outlined'}
      label={label}
      sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}
