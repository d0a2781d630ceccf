import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { apiErrorMessage, newIdempotencyKey } from '../../lib/api-client';
import { useCurrentPath } from '../../lib/use-current-path';
import { prepareToasts, showToast } from '../../lib/toasts';
import { joinActivity } from './api';
import { joinMessageId } from './activity-facts';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

export interface JoinState {
  /** True once the member has joined; undefined while a signed-in member's state is still being read. */
  joined: boolean | undefined;
  joining: boolean;
  join: () => Promise<void>;
}

/**
 * Joining an activity (docs/requirements.md §P4, §P8); `joinedBefore` is what the member's own read of it said. A
 * visitor is told to sign in and taken there, to come back here afterwards. A member's join is sent
 * once at a time, a retry with the same Idempotency-Key; the toast says approved or pending as the
 * answer does, and the button becomes the "joined" label.
 */
export function useJoinActivity(slug: string, signedIn: boolean, joinedBefore: boolean | undefined): JoinState {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const here = useCurrentPath();
  const [joinedNow, setJoinedNow] = useState(false);
  const [joining, setJoining] = useState(false);
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);

  const join = useCallback(async () => {
    const signInFirst = (message: string) => {
      showToast(message, 'error');
      navigate(paths.signIn.getHref(here));
    };
    if (!signedIn) return signInFirst(intl.formatMessage({ id: 'activities.signInFirst' }));
    // A second click before the button shows it is busy must not send again.
    if (inFlight.current) return;
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    setJoining(true);
    prepareToasts();
    try {
      const answer = await joinActivity(slug, key.current);
      showToast(intl.formatMessage({ id: joinMessageId(answer.data) }), 'success');
      key.current = null;
      setJoinedNow(true);
    } catch (error) {
      if (statusOf(error) === 401)
        signInFirst(apiErrorMessage(error, intl.formatMessage({ id: 'activities.signInFirst' })));
      else showToast(apiErrorMessage(error, intl.formatMessage({ id: 'activities.joinFailed' })), 'error');
    } finally {
      inFlight.current = false;
      setJoining(false);
    }
  }, [here, intl, navigate, signedIn, slug]);

  return { joined: joinedNow || joinedBefore, joining, join };
}
