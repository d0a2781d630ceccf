import { within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import {
  captchaEscalationMachine,
  captchaToken,
  mayAttempt,
  type CaptchaEscalationEvent,
  type CaptchaEscalationInput,
} from '../../../machines/captcha-escalation.machine';
import { modelPaths, reachableStates, statesOnPaths } from '../../../tests/support/model-paths';
import { CAPTCHA_FIELD, CAPTCHA_REQUIRED, PermitPageDriver, TODAY } from '../../../tests/support/permit-page-driver';

// The real captcha widget needs Web Workers; the page only listens to its statechange events.
vi.mock('../../lib/captcha/altcha-runtime', () => ({}));

type Snapshot = SnapshotFrom<typeof captchaEscalationMachine>;
type Value = Snapshot['value'];
type Nested = Exclude<Value, string>;
/** A state by its path: `open`, `challenged.unsolved`, … */
type StateKey =
  Extract<Value, string> | { [Parent in keyof Nested]: `${Parent & string}.${Nested[Parent] & string}` }[keyof Nested];

const stateKey = ({ value }: Snapshot) =>
  (typeof value === 'string'
    ? value
    : Object.entries(value).map(([parent, child]) => `${parent}.${String(child)}`)[0]) as StateKey;

const accepted = { message: 'تم رفع طلب التصريح بنجاح' };
const refusal = {
  message: 'تعذر قبول الطلب، راجع الحقول المشار إليها',
  errors: { vehicle_plate_number: ['رقم اللوحة مسجل في طلب آخر قيد المراجعة'] },
};
// The server's own count reached its threshold: it names the captcha's field.
const captchaDemand = { message: CAPTCHA_REQUIRED, errors: { [CAPTCHA_FIELD]: [CAPTCHA_REQUIRED] } };

/**
 * The citizen submits, and the server answers the POST: the request carries the solved captcha's
 * token exactly when the machine holds one, and the page shows the answer's toast.
 */
async function submitAndAnswer(
  page: PermitPageDriver,
  before: Snapshot,
  answer: { status: number; body: unknown },
  toast: string,
) {
  await page.fillIn();
  await page.pressSubmit();
  const post = await page.pendingPost();
  expect(post.fields[CAPTCHA_FIELD]).toBe(captchaToken(before) ?? undefined);
  page.markToasts();
  post.answer(answer);
  await page.until(() => expect(page.newToasts()).toEqual([[answer.status < 300 ? 'success' : 'error', toast]]));
}

type CitizenAction<Type extends CaptchaEscalationEvent['type']> = (
  page: PermitPageDriver,
  event: Extract<CaptchaEscalationEvent, { type: Type }>,
  before: Snapshot,
) => Promise<void>;

/** What brings each event about on the page: the citizen's submit, the server's answer to it, or the captcha widget's report. */
const bringAbout: { [Type in CaptchaEscalationEvent['type']]: CitizenAction<Type> } = {
  // Refused by the page itself while the captcha is unsolved: see `challenged.unsolved` below.
  'submission.attempt': async (page) => {
    await page.fillIn();
    await page.pressSubmit();
  },
  'submission.failed': (page, _event, before) =>
    submitAndAnswer(page, before, { status: 422, body: refusal }, refusal.message),
  'submission.succeeded': (page, _event, before) =>
    submitAndAnswer(page, before, { status: 201, body: { data: {}, ...accepted } }, accepted.message),
  'captcha.required': (page, _event, before) =>
    submitAndAnswer(page, before, { status: 422, body: captchaDemand }, captchaDemand.message),
  'captcha.solved': (page, { token }) => page.captchaReports('verified', token),
  'captcha.expired': (page) => page.captchaReports('expired'),
};

// The server's verdicts answer a POST, which the page sends only when the machine lets it.
const answersAPost = new Set<CaptchaEscalationEvent['type']>([
  'submission.failed',
  'submission.succeeded',
  'captcha.required',
]);

/** The events a state handles; a solved widget's payload is new each time. */
const handled = (snapshot: Snapshot): CaptchaEscalationEvent[] => {
  const solvedBefore = Number(snapshot.context.captchaToken?.replace('payload-', '') ?? 0);
  const candidates: CaptchaEscalationEvent[] = [
    { type: 'submission.attempt' },
    { type: 'submission.failed' },
    { type: 'submission.succeeded' },
    { type: 'captcha.required' },
    { type: 'captcha.solved', token: `payload-${solvedBefore + 1}` },
    { type: 'captcha.expired' },
  ];
  return candidates.filter((event) => snapshot.can(event));
};
// Each state is offered the events it handles that the page can bring about.
const events = (snapshot: Snapshot) =>
  handled(snapshot).filter((event) => !answersAPost.has(event.type) || mayAttempt(snapshot));

/** The count the page stores for the form is the machine's (nothing stored until the first change). */
const expectStoredCount = (page: PermitPageDriver, { context }: Snapshot) =>
  expect(Number(page.storedFailures() ?? 0)).toBe(context.failures);

/** What the citizen sees in each state, whatever path led there. */
const looks: Record<StateKey, (page: PermitPageDriver, snapshot: Snapshot) => Promise<void>> = {
  open: async (page, snapshot) => {
    await page.until(() => expect(page.captcha()).toBeNull());
    expectStoredCount(page, snapshot);
  },
  'challenged.unsolved': async (page, snapshot) => {
    const captcha = await page.until(() => page.shownCaptcha());
    await page.captchaWidget();
    expectStoredCount(page, snapshot);
    // A submit is refused beside the captcha, and nothing is sent.
    const sent = page.posts.length;
    await page.fillIn();
    await page.pressSubmit();
    await page.until(() => within(captcha).getByText(CAPTCHA_REQUIRED));
    await page.settle();
    expect(page.posts).toHaveLength(sent);
    expect(page.spinnerShown()).toBe(false);
  },
  'challenged.solved': async (page, snapshot) => {
    const captcha = await page.until(() => page.shownCaptcha());
    // Solving it clears its error, as typing clears a field's.
    await page.until(() => expect(within(captcha).queryByText(CAPTCHA_REQUIRED)).toBeNull());
    expectStoredCount(page, snapshot);
  },
};

const describeEvent = (event: CaptchaEscalationEvent) =>
  event.type === 'captcha.solved' ? `${event.type}(${event.token})` : event.type;

// A permit form counts afresh on every visit (docs/requirements.md §M4).
const input: CaptchaEscalationInput = { failures: 0 };
// States apart as the citizen sees them: the state, the count up to the threshold, and whether a token waits to be sent.
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([value, Math.min(context.failures, context.threshold), context.captchaToken !== null]);
const pathsWalked = modelPaths(captchaEscalationMachine, {
  input,
  events,
  serializeState: serializeSeen,
  describeEvent,
});

describe('/services/soman walked along the captcha escalation machine', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    // The code the page loads on demand (the toaster, the calendar, the route), loaded once.
    await Promise.all([
      import('../../app/toast-host'),
      import('../../lib/schema-form/widgets/day-picker-widget'),
      import('./permit-page'),
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

  it('walks to every state the machine can reach, and each has its look', () => {
    const reached = statesOnPaths(captchaEscalationMachine, input, pathsWalked);
    expect(reached).toEqual(reachableStates(captchaEscalationMachine, input, handled));
    expect([...reached].map((value) => stateKey({ value: JSON.parse(value) } as Snapshot)).sort()).toEqual(
      Object.keys(looks).sort(),
    );
  });

  it.each(pathsWalked.map((path) => [path.name, path] as const))('%s', async (_name, { events: path }) => {
    const page = await PermitPageDriver.open();
    let [snapshot] = initialTransition(captchaEscalationMachine, input);
    await looks[stateKey(snapshot)](page, snapshot);

    for (const event of path) {
      const [next] = transition(captchaEscalationMachine, snapshot, event);
      await bringAbout[event.type](page, event as never, snapshot);
      await looks[stateKey(next)](page, next);
      snapshot = next;
    }
  });
});
