import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useCurrentPath } from '../../lib/use-current-path';
import { showToast } from '../../lib/toasts';
import { useMachineAction } from '../../lib/use-machine-action';
import { joinActivity } from './api';
import { joinMessageId } from './activity-facts';

export interface JoinState {
  /** True once the member has joined; undefined while a signed-in member's state is still being read. */
  joined: boolean | undefined;
  joining: boolean;
  join: () => void;
}

/**
 * Joining an activity (docs/requirements.md §P4, §P8); `joinedBefore` is what the member's own read of it said. A
 * visitor is told to sign in and taken there, to come back here afterwards. A member's join runs on the
 * submission machine: sent once at a time, a retry with the same Idempotency-Key; the toast says approved
 * or pending as the answer does, and the button becomes the "joined" label.
 */
export function useJoinActivity(slug: string, signedIn: boolean, joinedBefore: boolean | undefined): JoinState {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const here = useCurrentPath();
  const [joinedNow, setJoinedNow] = useState(false);
  const signInFirst = {
    message: intl.formatMessage({ id: 'activities.signInFirst' }),
    go: () => navigate(paths.signIn.getHref(here)),
  };
  const { running, run } = useMachineAction({
    perform: (idempotencyKey) => joinActivity(slug, idempotencyKey),
    succeeded: (answer) => intl.formatMessage({ id: joinMessageId(answer.data) }),
    failureFallback: intl.formatMessage({ id: 'activities.joinFailed' }),
    signInFirst,
    onSuccess: () => setJoinedNow(true),
  });

  const join = () => {
    if (signedIn) return run();
    showToast(signInFirst.message, 'error');
    signInFirst.go();
  };
  return { joined: joinedNow || joinedBefore, joining: running, join };
}
