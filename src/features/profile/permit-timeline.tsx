import { useId } from 'react';
import { useIntl } from 'react-intl';
import Typography from '@mui/material/Typography';
import type { PermitTimelineEntry } from '../../../schemas/api/member';
import { LongDate } from '../../components/long-date';

/** A request's timeline as its applicant reads it: what happened, when, and the reason given; oldest first. */
export function PermitTimeline({ timeline }: { timeline: readonly PermitTimelineEntry[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" gutterBottom>
        {intl.formatMessage({ id: 'profile.permit.timeline' })}
      </Typography>
      <Typography component="ol" sx={{ m: 0, ps: 3 }}>
        {timeline.map((entry, index) => (
          <li key={index}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {intl.formatMessage({ id: `profile.permit.event.${entry.type}` })}
            </Typography>{' '}
            <Typography component="span" color="text.secondary">
              <LongDate value={entry.at} />
            </Typography>
            {entry.reason && (
              <Typography variant="body2">
                {intl.formatMessage(
                  { id: 'profile.permit.reason' },
                  { reason: <bdi key="reason">{entry.reason}</bdi> },
                )}
              </Typography>
            )}
          </li>
        ))}
      </Typography>
    </section>
  );
}
