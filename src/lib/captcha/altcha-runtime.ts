// The ALTCHA widget, imported only once a captcha is required, so /sign-in does not ship it otherwise.
// The `external` build keeps its workers and styles out of blob: URLs and inline code, which our CSP refuses.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ar';
import 'altcha/i18n/en';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges are PBKDF2/SHA-256 (server/services/captcha).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
