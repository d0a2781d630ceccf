import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useIntl } from 'react-intl';
import { freshRead, usePageRead } from '../../../lib/page-data';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAuth } from '../../../lib/session/auth-provider';
import { personalActivityPath, type PersonalActivity } from '../api';
import { useJoinActivity, type JoinState } from '../use-join-activity';

/** The join button, or the 'joined' label once the member has joined (docs/requirements.md §P4). */
function JoinControl({ state: { joined, joining, join } }: { state: JoinState }) {
  const intl = useIntl();
  if (joined) {
    // A label, not a control: plain text with its icon (a Chip would cost the page 2.6 KB of code).
    return (
      <Typography
        color="success.dark"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, alignSelf: 'flex-start', fontWeight: 700 }}
      >
        <CheckCircleOutlined aria-hidden fontSize="small" />
        {intl.formatMessage({ id: 'activities.joined' })}
      </Typography>
    );
  }
  const busy = joining || joined === undefined;
  return (
    <Button
      variant="contained"
      size="large"
      onClick={join}
      disabled={busy}
      aria-busy={busy}
      startIcon={joining ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      sx={{ alignSelf: 'flex-start' }}
    >
      {intl.formatMessage({ id: 'activities.join' })}
    </Button>
  );
}

function VisitorJoin({ slug }: { slug: string }) {
  return <JoinControl state={useJoinActivity(slug, false, false)} />;
}

/** A member's own read of the activity says whether they joined it already; the button waits for it. */
function MemberJoin({ slug }: { slug: string }) {
  const mine = usePageRead<PersonalActivity>(freshRead(personalActivityPath(slug)));
  // A failed read leaves the button usable: a repeated join is answered with the registration already stored.
  const joinedBefore = mine.failed ? false : mine.data?.data.user_volunteered;
  return <JoinControl state={useJoinActivity(slug, true, joinedBefore)} />;
}

/**
 * The join action of an activity page: the session is known only once the page runs, so the server
 * draws the visitor's button. An activity that has ended says so instead (the server refuses it too).
 */
export function JoinActivity({ slug, ended }: { slug: string; ended: boolean }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { signedIn } = useAuth();
  if (ended)
    return <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage({ id: 'activities.endedNotice' })}</Typography>;
  return hydrated && signedIn ? <MemberJoin slug={slug} /> : <VisitorJoin slug={slug} />;
}
