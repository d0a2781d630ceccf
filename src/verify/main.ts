/**
 * The verify page's script (verify.html; no React, no MUI): reads the permit token in the address's
 * fragment, checks its signature against the published keys, asks the portal for the permit's status
 * when it can, and runs the check by reference and code. The page itself arrives whole from the server;
 * this script is started once it has painted (start.ts).
 */
import { directionOf, LOCALE_STORAGE_KEY, readSavedLocale, storeLocale, type Locale } from '../i18n/locale';
import { checkCodeOf, JWKS_PATH, VERIFY_PATH } from '../../schemas/permit-proof';
import { reserveToday } from '../../schemas/validation/reserve-day';
import { verifyMessages } from './messages';
import { VERIFY_IDS, verifyPage } from './page-html';
import type { JWK } from 'jose';
import { checkToken, manualVerdict, tokenVerdict, type PortalAnswer } from './verdict';
import { drawVerdict, type VerdictShown } from './verdict-view';

const VERIFICATIONS_API = '/api/v1/permit-verifications';
/** Longer than this and the portal is taken as out of reach: a ranger is not kept waiting for a cancellation. */
const PORTAL_WAIT_MS = 6000;

const root = document.getElementById('root')!;
let locale: Locale = document.documentElement.lang === 'en' ? 'en' : 'ar';
let shown: VerdictShown = { kind: 'none' };

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function show(next: VerdictShown, { focus = false } = {}) {
  shown = next;
  drawVerdict(byId(VERIFY_IDS.verdict), shown, verifyMessages[locale], locale);
  if (focus) document.getElementById('verdict-title')?.focus();
}

/** Asks the portal about a permit; undefined when it cannot be reached or does not answer plainly. */
async function askPortal(reference: string, code: string): Promise<Response | undefined> {
  if (!navigator.onLine) return undefined;
  try {
    return await fetch(VERIFICATIONS_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify({ reference, code }),
      signal: AbortSignal.timeout(PORTAL_WAIT_MS),
    });
  } catch {
    return undefined;
  }
}

const answerOf = async (response: Response) => ((await response.json()) as { data: PortalAnswer }).data;

async function loadKeys() {
  try {
    const response = await fetch(JWKS_PATH);
    return response.ok ? ((await response.json()) as { keys: JWK[] }).keys : undefined;
  } catch {
    return undefined;
  }
}

/** A token's characters need no escaping; anything else in the fragment is left as it came, to be found forged. */
function fragmentText(): string {
  try {
    return decodeURIComponent(location.hash.slice(1)).trim();
  } catch {
    return location.hash.slice(1);
  }
}

let checksBegun = 0;

/** Begins a check: what it shows is shown only while no later check has begun (another QR code scanned, a form sent). */
function beginCheck() {
  const check = ++checksBegun;
  return (next: VerdictShown, options?: { focus?: boolean }) => {
    if (check === checksBegun) show(next, options);
  };
}

/** The token of the address's fragment, as a phone's camera opens it from the QR code. */
async function verifyFragment() {
  const showIfLatest = beginCheck();
  const token = fragmentText();
  if (!token) return showIfLatest({ kind: 'none' });
  showIfLatest({ kind: 'checking' });
  const keys = await loadKeys();
  if (!keys) return showIfLatest({ kind: 'failed', message: 'keysUnavailable' });
  const read = await checkToken(token, keys);
  if (read.kind !== 'signed') return showIfLatest(read);
  const response = await askPortal(read.claims.ref, await checkCodeOf(token));
  const answer =
    response?.status === 200 ? await answerOf(response) : response?.status === 404 ? 'not_found' : undefined;
  showIfLatest(tokenVerdict(read.claims, reserveToday(), answer));
}

function showFieldErrors(errors: Partial<Record<string, string[]>>) {
  let first: HTMLInputElement | undefined;
  for (const id of [VERIFY_IDS.reference, VERIFY_IDS.code]) {
    const input = byId<HTMLInputElement>(id);
    const error = byId(`${id}-error`);
    const messages = errors[id === VERIFY_IDS.code ? 'code' : 'reference'] ?? [];
    error.textContent = messages.join(' ');
    error.hidden = messages.length === 0;
    input.setAttribute('aria-describedby', messages.length > 0 ? `${id}-error ${id}-hint` : `${id}-hint`);
    if (messages.length > 0) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (messages.length > 0) first ??= input;
  }
  first?.focus();
}

async function checkByReference(event: SubmitEvent) {
  event.preventDefault();
  const m = verifyMessages[locale];
  const message = byId(VERIFY_IDS.formMessage);
  message.textContent = '';
  showFieldErrors({});
  const reference = byId<HTMLInputElement>(VERIFY_IDS.reference).value;
  const code = byId<HTMLInputElement>(VERIFY_IDS.code).value;
  const showIfLatest = beginCheck();
  showIfLatest({ kind: 'checking' });
  const response = await askPortal(reference, code);
  if (response?.status === 200)
    return showIfLatest(manualVerdict(await answerOf(response), reserveToday()), { focus: true });
  if (response?.status === 404) return showIfLatest({ kind: 'not_found' }, { focus: true });
  showIfLatest({ kind: 'none' });
  if (response?.status === 422) {
    const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
    message.textContent = body.message;
    return showFieldErrors(body.errors ?? {});
  }
  message.textContent = !response ? m.manualOffline : response.status === 429 ? m.tooManyChecks : m.manualFailed;
}

/** Binds the page's controls: after the first load, and after a language change has drawn them again. */
function bind() {
  byId<HTMLFormElement>(VERIFY_IDS.form).addEventListener('submit', (event) => void checkByReference(event));
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      switchTo(link.hreflang === 'en' ? 'en' : 'ar');
    });
  }
}

/** Draws the page in `next` in place, keeping what was typed and the verdict; saved as the portal saves a choice of language. */
function switchTo(next: Locale, { save = true } = {}) {
  if (save) storeLocale(next);
  const typed = [VERIFY_IDS.reference, VERIFY_IDS.code].map((id) => byId<HTMLInputElement>(id)?.value ?? '');
  const page = verifyPage(next);
  locale = next;
  document.documentElement.lang = page.lang;
  document.documentElement.dir = directionOf(next);
  document.title = page.title;
  root.innerHTML = page.html;
  [VERIFY_IDS.reference, VERIFY_IDS.code].forEach((id, i) => (byId<HTMLInputElement>(id).value = typed[i]!));
  bind();
  show(shown);
  if (save) root.querySelector<HTMLAnchorElement>('a[hreflang]')?.focus();
}

// Drawn by the server in the cookie's language; another saved here (an older copy from the service worker), or no page at all, is drawn now.
const saved = localStorage.getItem(LOCALE_STORAGE_KEY) ? readSavedLocale() : locale;
if (saved !== locale || !document.getElementById(VERIFY_IDS.form)) switchTo(saved, { save: false });
else bind();
window.addEventListener('hashchange', () => void verifyFragment());
void verifyFragment();
// Kept for the next visit, which may be out of coverage: the page, its files and the keys. A browser that
// keeps nothing (a private window) still checks online.
if ('serviceWorker' in navigator)
  navigator.serviceWorker.register('/verify-sw.js', { scope: VERIFY_PATH }).catch(() => undefined);
