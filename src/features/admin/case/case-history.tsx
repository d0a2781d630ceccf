import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PermitCase } from '../../../../schemas/api/review-queue';
import { useLocale } from '../../../lib/use-locale';
import { staffDateTime } from '../shared/date-time';
import { permitStatusName } from '../shared/permit-labels';

type HistoryEntry = PermitCase['history'][number];

/** Every event of the request, oldest first: who, when, the move, the reason or note; internal ones marked. */
export function CaseHistory({ history }: { history: readonly HistoryEntry[] }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 1.5 }}>
      {history.map((entry, index) => (
        <li key={`${entry.at} ${index}`}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            <time dateTime={entry.at}>{intl.formatDate(entry.at, staffDateTime)}</time>
            {' — '}
            {entry.actor.name ?? intl.formatMessage({ id: `case.actor.${entry.actor.kind}` })}
            {entry.visibility === 'staff' && (
              <Chip size="small" label={intl.formatMessage({ id: 'case.internal' })} sx={{ mx: 1 }} />
            )}
          </Typography>
          {entry.to_state && (
            <Typography>
              {entry.from_state
                ? intl.formatMessage(
                    { id: 'case.moved' },
                    { from: permitStatusName(entry.from_state, locale), to: permitStatusName(entry.to_state, locale) },
                  )
                : permitStatusName(entry.to_state, locale)}
            </Typography>
          )}
          {entry.reason && (
            <Typography>{intl.formatMessage({ id: 'case.reason' }, { reason: entry.reason })}</Typography>
          )}
          {entry.note && <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.note}</Typography>}
        </li>
      ))}
    </Box>
  );
}
