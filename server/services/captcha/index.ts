import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { create as createAltcha } from 'altcha-lib/frameworks/fastify';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Config } from '../../config';
import type { CaptchaSettings } from '../../../schemas/api/accounts';

export interface Captcha {
  settings: CaptchaSettings;
  /** A new proof-of-work challenge (ALTCHA only). */
  newChallenge(): Promise<Challenge>;
  /** Whether the token proves a solved captcha; each token is accepted once. */
  verify(token: string, clientAddress: string): Promise<boolean>;
}

/** Records a solved challenge's first use and says whether it was one (the attempt counters keep them, in Redis when configured). */
export type ChallengeFirstUse = (challengeId: string) => Promise<boolean>;

// A second or two of work on a phone: PBKDF2 rounds per try × about 1,500 tries.
const ALTCHA_COST = 2_000;
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/** The self-hosted proof-of-work captcha: no third party, no network. */
function altchaCaptcha(secret: string, isFirstUse: ChallengeFirstUse): Captcha {
  const hmacSignatureSecret = `${secret}:altcha`;
  const hmacKeySignatureSecret = `${secret}:altcha-key`;
  // A solved challenge is recorded on first use, so no process accepts it twice.
  const store = {
    get: () => false,
    set: () => undefined,
    setIfAbsent: isFirstUse,
  };
  const altcha = createAltcha({ deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store });
  return {
    settings: { provider: 'altcha', challenge_url: 'captcha/challenge' },
    newChallenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: ALTCHA_COST,
        counter: randomInt(1_000, 2_000),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      }),
    verify: async (token) => {
      if (token.length > 10_000) return false;
      const result = await altcha.verify(token, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
      return result.verification?.verified === true && result.error === null;
    },
  };
}

type RecaptchaSettings = NonNullable<Config['recaptcha']>;

/** Google reCAPTCHA, when configured; its tokens are single-use on Google's side. */
function recaptchaCaptcha({ siteKey, secret, verifyUrl }: RecaptchaSettings): Captcha {
  return {
    settings: { provider: 'recaptcha', site_key: siteKey },
    newChallenge: () => Promise.reject(new Error('reCAPTCHA issues its own challenges')),
    verify: async (token, clientAddress) => {
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: clientAddress }),
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        // Google unreachable: the captcha is not proven, and the citizen is asked again rather than shown a fault.
        return false;
      }
    },
  };
}

/** reCAPTCHA when RECAPTCHA_SITE_KEY/RECAPTCHA_SECRET are set, else the self-hosted ALTCHA. */
export function createCaptcha(
  recaptcha: RecaptchaSettings | undefined,
  appSecret: string,
  isFirstUse: ChallengeFirstUse,
): Captcha {
  return recaptcha ? recaptchaCaptcha(recaptcha) : altchaCaptcha(appSecret, isFirstUse);
}
