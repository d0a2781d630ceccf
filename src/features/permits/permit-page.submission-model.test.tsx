import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, initialTransition, transition, type SnapshotFrom } from 'xstate';
import {
  submissionMachine,
  type SubmissionEvent,
  type SubmissionInput,
  type SubmissionRefusal,
  type SubmissionSuccess,
} from '../../../machines/submission.machine';
import { modelPaths, reachableStates, statesOnPaths } from '../../../tests/support/model-paths';
import {
  CAPTCHA_FIELD,
  FALLBACK,
  PermitPageDriver,
  REQUIRED,
  SOMAN_PAGE,
  TODAY,
  request,
  type ToastVariant,
} from '../../../tests/support/permit-page-driver';
import { paths } from '../../config/paths';

// The real captcha widget needs Web Workers; the page only listens to its statechange events.
vi.mock('../../lib/captcha/altcha-runtime', () => ({}));

type Snapshot = SnapshotFrom<typeof submissionMachine>;
type StateValue = Snapshot['value'];

/** The machine's own events, and those its submit actor and its redirect delay raise: the server's answers and the clock. */
type PageEvent =
  | SubmissionEvent
  | { type: 'xstate.done.actor.submit'; output: SubmissionSuccess }
  | { type: 'xstate.error.actor.submit'; error: SubmissionRefusal }
  | { type: 'xstate.after.redirectDelay.submission.redirecting' };

// The model's stand-in for the answers: the page holds the real ones.
const filled = { vehicle_plate_number: request.plate };
const accepted: SubmissionSuccess = { message: 'تم رفع طلب التصريح بنجاح' };
const refusal: SubmissionRefusal = {
  message: 'تعذر قبول الطلب، راجع الحقول المشار إليها',
  fieldErrors: { vehicle_plate_number: ['رقم اللوحة مسجل في طلب آخر قيد المراجعة'] },
};
// What the page's submit actor makes of a lost connection: the form's fallback message, no field errors.
const networkDown: SubmissionRefusal = { message: FALLBACK, fieldErrors: {} };

const candidates: PageEvent[] = [
  { type: 'form.edit', values: filled, fields: ['vehicle_plate_number'] },
  { type: 'form.submit', values: filled },
  { type: 'form.invalid', fieldErrors: { vehicle_plate_number: [REQUIRED] } },
  { type: 'form.reset' },
  { type: 'xstate.done.actor.submit', output: accepted },
  { type: 'xstate.error.actor.submit', error: refusal },
  { type: 'xstate.error.actor.submit', error: networkDown },
  { type: 'xstate.after.redirectDelay.submission.redirecting' },
];

/** The clock from now on is the test's: the redirect's second is counted exactly. */
function takeTheClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: TODAY });
}

/** Brings an event about; returns the fields changed on the way (filling in what is missing), edits the page tells its machine of first. */
type CitizenAction<Type extends PageEvent['type']> = (
  page: PermitPageDriver,
  event: Extract<PageEvent, { type: Type }>,
) => Promise<string[] | void>;

/**
 * What brings each event about on the page: a citizen's action, the server's answer to the POST
 * waiting for one, or the clock. Null: the page offers no way to it.
 */
const bringAbout: { [Type in PageEvent['type']]: CitizenAction<Type> | null } = {
  // Typing in the field the server's refusal names.
  'form.edit': (page) => page.typeInto(page.plateField(), 'د'),
  'form.submit': async (page) => {
    const changed = await page.fillIn();
    // After the server's third refusal the form asks for a captcha (the other machine's paths); the citizen solves it.
    if (page.captcha()) {
      await page.captchaReports('verified', 'solved-payload');
      changed.push(CAPTCHA_FIELD);
    }
    await page.pressSubmit();
    return changed;
  },
  // A required answer missing: the form's own validation refuses it.
  'form.invalid': async (page) => {
    const changed = await page.fillIn();
    await page.clear(page.plateField());
    await page.pressSubmit();
    return [...changed, 'vehicle_plate_number'];
  },
  // The permit page has no reset button.
  'form.reset': null,
  'xstate.done.actor.submit': async (page, { output }) => {
    const post = await page.pendingPost();
    takeTheClock();
    post.answer({ status: 201, body: { data: {}, message: output.message } });
  },
  'xstate.error.actor.submit': async (page, { error }) => {
    const post = await page.pendingPost();
    post.answer(
      error === networkDown
        ? new TypeError('Failed to fetch')
        : { status: 422, body: { message: error.message, errors: error.fieldErrors } },
    );
  },
  'xstate.after.redirectDelay.submission.redirecting': async () => {
    act(() => vi.advanceTimersByTime(999));
    expect(window.location.pathname, 'still on the form 999 ms after the success').toBe(SOMAN_PAGE);
    act(() => vi.advanceTimersByTime(1));
  },
};

// The events a state handles; a finished machine takes none (its root's handlers still answer `can`).
const handled = (snapshot: Snapshot) =>
  (snapshot.status === 'active'
    ? candidates.filter((event) => snapshot.can(event as SubmissionEvent))
    : []) as SubmissionEvent[];
// Each state is offered the events it handles that the page can bring about.
const events = (snapshot: Snapshot) => handled(snapshot).filter((event) => bringAbout[event.type] !== null);

const buttonDisabled = (page: PermitPageDriver) => page.submitButton().disabled;

/** What the citizen sees in each state, whatever path led there (the model's snapshot says which errors). */
const looks: Record<StateValue, (page: PermitPageDriver, snapshot: Snapshot) => void> = {
  idle: (page) => {
    expect(buttonDisabled(page)).toBe(false);
    expect(page.spinnerShown()).toBe(false);
  },
  submitting: (page) => {
    // One click, one request: the button waits, with a spinner, and the answers cannot change meanwhile.
    expect(buttonDisabled(page)).toBe(true);
    expect(page.spinnerShown()).toBe(true);
    expect(page.plateField().disabled).toBe(true);
  },
  failed: (page) => {
    expect(buttonDisabled(page)).toBe(false);
    expect(page.spinnerShown()).toBe(false);
    // The answers are kept, so the citizen corrects them rather than typing them again.
    expect(page.vehicleTypeField().value).toBe(request.vehicleType);
  },
  // Only for a form without a redirect, so never on this page: its answers cleared.
  succeeded: (page) => {
    expect(buttonDisabled(page)).toBe(false);
    expect(page.vehicleTypeField().value).toBe('');
  },
  redirecting: (page) => {
    expect(window.location.pathname).toBe(SOMAN_PAGE);
    expect(page.spinnerShown()).toBe(false);
  },
  redirected: (page) => {
    expect(window.location.pathname).toBe(paths.profile.getHref());
    expect(page.formShown()).toBe(false);
  },
};

/** The toasts a step's actions call for, as [variant, message]. */
function toastsOf(actions: ReturnType<typeof transition<typeof submissionMachine>>[1]): [ToastVariant, string][] {
  return actions.flatMap(({ type, params }): [ToastVariant, string][] => {
    const { message } = (params ?? {}) as { message?: string };
    if (type === 'notifySuccess') return message ? [['success', message]] : [];
    if (type === 'notifyFailure') return [['error', message ?? FALLBACK]];
    return [];
  });
}

const describeEvent = (event: SubmissionEvent) => {
  const pageEvent = event as PageEvent;
  if (pageEvent.type === 'xstate.error.actor.submit')
    return pageEvent.error === networkDown ? 'network failure' : '422 with field errors';
  if (pageEvent.type === 'xstate.done.actor.submit') return '201';
  if (pageEvent.type === 'xstate.after.redirectDelay.submission.redirecting') return '1 s later';
  return pageEvent.type;
};

// The page's machine as the permit form starts it: answers from the profile, then /profile 1 s after a success (docs/requirements.md §M2).
const input: SubmissionInput = {
  initialValues: { user_full_name: 'سارة العتيبي' },
  redirect: { to: paths.profile.getHref(), delayMs: 1000 },
  newIdempotencyKey: () => 'key',
};
// Walked as pure transitions: the page's stubbed server settles the attempts.
const walkedMachine = submissionMachine.provide({
  actors: { submit: fromPromise(() => new Promise<SubmissionSuccess>(() => {})) },
});
// States apart as the citizen sees them: the state, and whether errors are listed.
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([value, Object.keys(context.fieldErrors).length > 0]);
const pathsWalked = modelPaths(walkedMachine, { input, events, serializeState: serializeSeen, describeEvent });

describe('/services/soman walked along the submission machine', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    // The code the page loads on demand (the toaster, the calendar, the routes), loaded before any test stops the clock.
    await Promise.all([
      import('../../app/toast-host'),
      import('../../lib/schema-form/widgets/day-picker-widget'),
      import('./permit-page'),
      import('../profile/profile-page'),
    ]);
  });
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    // jsdom has no layout, so scrolling is a no-op stub.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('walks to every state the machine can reach with the page’s input', () => {
    expect(statesOnPaths(walkedMachine, input, pathsWalked)).toEqual(reachableStates(walkedMachine, input, handled));
  });

  it.each(pathsWalked.map((path) => [path.name, path] as const))('%s', async (_name, { events: path }) => {
    const page = await PermitPageDriver.open();
    let [snapshot] = initialTransition(walkedMachine, input);
    let attempts = 0;
    looks[snapshot.value](page, snapshot);

    for (const event of path as PageEvent[]) {
      page.markToasts();
      const changed = (await bringAbout[event.type]!(page, event as never)) ?? [];
      if (changed.length > 0)
        [snapshot] = transition(walkedMachine, snapshot, { type: 'form.edit', values: filled, fields: changed });
      const [next, actions] = transition(walkedMachine, snapshot, event as SubmissionEvent);
      if (next.matches('submitting') && !snapshot.matches('submitting')) attempts += 1;

      await page.until(() => looks[next.value](page, next));
      if (next.status === 'active') {
        // The error summary lists the model's field errors, the form's own and the server's (an edit's
        // as soon as the form hears of it, when typing pauses), each naming its field (the plate's, here).
        const named = Object.values(next.context.fieldErrors)
          .flat()
          .map((message) =>
            expect.toSatisfy((entry: string) => entry.includes(message) && entry.includes('رقم اللوحة')),
          );
        await page.until(() => expect(page.summaryMessages()).toEqual(named));
        expect(page.posts).toHaveLength(attempts);
      }
      const toasts = toastsOf(actions);
      await page.until(() => expect(page.newToasts()).toEqual(toasts));
      snapshot = next;
    }
  });
});
