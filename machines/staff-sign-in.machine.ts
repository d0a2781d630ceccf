import { assign, setup } from 'xstate';

/** A first sign-in's authenticator enrolment, as POST /admin/sign-in gives it. */
export interface StaffEnrolment {
  /** The base32 secret, shown as text for an app that cannot scan. */
  secret: string;
  otpauth_uri: string;
  /** The server's QR code of `otpauth_uri`, an SVG document. */
  qr_svg: string;
}

/** What POST /admin/sign-in/verify gives: the staff session, and on a first sign-in the recovery codes. */
export interface StaffSession {
  token: string;
  recoveryCodes: string[];
}

interface StaffSignInContext {
  /** The password step's proof, exchanged for a session with a code; null before it and after it lapsed. */
  challenge: string | null;
  enrolment: StaffEnrolment | null;
  /** Shown once, after a first sign-in, then forgotten. */
  recoveryCodes: string[];
}

/** What the page sends: the server's answers to the two forms, and the staff member's clicks. */
export type StaffSignInEvent =
  | { type: 'credentials.accepted'; challenge: string; enrolment?: StaffEnrolment | null }
  | { type: 'code.accepted'; session: StaffSession }
  /** The server no longer knows the challenge (expired, or too many wrong codes): the password again. */
  | { type: 'challenge.lapsed' }
  | { type: 'code.back' }
  | { type: 'recoveryCodes.kept' };

/**
 * Staff sign-in at /admin/sign-in: a password (and a captcha when the server asks), then a code of the
 * authenticator app (or a recovery code). A first sign-in enrols the app from a QR code on the code step
 * and shows the recovery codes once before entering. The forms' requests run on the submission machine;
 * this one holds the steps. Pure: `keepSession` (storing the token) and `enterAdmin` are provided by
 * the page with `.provide(...)`.
 */
export const staffSignInMachine = setup({
  types: {
    context: {} as StaffSignInContext,
    events: {} as StaffSignInEvent,
  },
  actions: {
    keepSession: (_, _params: { token: string }) => {},
    enterAdmin: () => {},
    keepChallenge: assign((_, { challenge, enrolment }: { challenge: string; enrolment: StaffEnrolment | null }) => ({
      challenge,
      enrolment,
    })),
    keepRecoveryCodes: assign((_, { recoveryCodes }: { recoveryCodes: string[] }) => ({ recoveryCodes })),
    forgetChallenge: assign({ challenge: null, enrolment: null }),
    forgetRecoveryCodes: assign({ recoveryCodes: [] }),
  },
  guards: {
    bringsRecoveryCodes: (_, params: { recoveryCodes: string[] }) => params.recoveryCodes.length > 0,
  },
}).createMachine({
  id: 'staffSignIn',
  context: { challenge: null, enrolment: null, recoveryCodes: [] },
  initial: 'credentials',
  states: {
    credentials: {
      on: {
        'credentials.accepted': {
          target: 'code',
          actions: {
            type: 'keepChallenge',
            params: ({ event }) => ({ challenge: event.challenge, enrolment: event.enrolment ?? null }),
          },
        },
      },
    },
    code: {
      on: {
        'code.accepted': [
          {
            guard: { type: 'bringsRecoveryCodes', params: ({ event }) => event.session },
            target: 'recoveryCodes',
            actions: [
              { type: 'keepSession', params: ({ event }) => event.session },
              { type: 'keepRecoveryCodes', params: ({ event }) => ({ recoveryCodes: event.session.recoveryCodes }) },
              'forgetChallenge',
            ],
          },
          {
            target: 'signedIn',
            actions: [{ type: 'keepSession', params: ({ event }) => event.session }, 'forgetChallenge'],
          },
        ],
        'challenge.lapsed': { target: 'credentials', actions: 'forgetChallenge' },
        'code.back': { target: 'credentials', actions: 'forgetChallenge' },
      },
    },
    // Signed in already: the codes are shown before anything else can cover them.
    recoveryCodes: {
      on: { 'recoveryCodes.kept': { target: 'signedIn', actions: 'forgetRecoveryCodes' } },
    },
    signedIn: { type: 'final', entry: 'enterAdmin' },
  },
});
