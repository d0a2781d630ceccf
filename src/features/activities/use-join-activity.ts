import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { apiErrorMessage } from '../../lib/api-client';
import { useCurrentPath } from '../../lib/use-current-path';
import { showToast } from '../../lib/toasts';
import { useActionSubmission } from '../../lib/use-action-submission';
import { joinActivity } from './api';
import { joinMessageId } from './activity-facts';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

export interface JoinState {
  /** True once the member has joined; undefined while a signed-in member's state is still being read. */
  joined: boolean | undefined;
  joining: boolean;
  join: () => void;
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
  const signInFirst = () => navigate(paths.signIn.getHref(here));
  const signInMessage = () => intl.formatMessage({ id: 'activities.signInFirst' });
  const { running, run } = useActionSubmission((idempotencyKey) => joinActivity(slug, idempotencyKey), {
    succeeded: (answer) => intl.formatMessage({ id: joinMessageId(answer.data) }),
    failed: (error) =>
      statusOf(error) === 401
        ? { message: apiErrorMessage(error, signInMessage()), then: signInFirst }
        : { message: apiErrorMessage(error, intl.formatMessage({ id: 'activities.joinFailed' })) },
    onSuccess: () => setJoinedNow(true),
  });

  const join = () => {
    if (signedIn) return run();
    showToast(signInMessage(), 'error');
    signInFirst();
  };
  return { joined: joinedNow || joinedBefore, joining: running, join };
}
