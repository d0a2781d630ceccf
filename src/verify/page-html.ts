import { directionOf, type Locale } from '../i18n/locale';
import type { PlainPage } from '../../schemas/page-rendering';
import { JWKS_PATH, VERIFY_PATH } from '../../schemas/permit-proof';
import { verifyMessages } from './messages';

/** The ids the page's script finds its parts by. */
export const VERIFY_IDS = {
  verdict: 'verdict',
  form: 'manual-check',
  reference: 'reference',
  code: 'code',
  formMessage: 'manual-message',
} as const;

// Each language is named in itself, as in the portal's header.
const LANGUAGES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'ar', name: 'العربية' },
  { locale: 'en', name: 'English' },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A labelled text field with its hint and a place for its error, both named by aria-describedby. */
function field(id: string, label: string, hint: string) {
  return (
    `<div class="field"><label for="${id}">${escape(label)}</label>` +
    `<p class="hint" id="${id}-hint">${escape(hint)}</p>` +
    `<p class="field-error" id="${id}-error" hidden></p>` +
    `<input id="${id}" name="${id}" type="text" dir="ltr" autocomplete="off" autocapitalize="characters" ` +
    `spellcheck="false" aria-describedby="${id}-hint"></div>`
  );
}

/**
 * The verify page in one language, whole and readable before any script runs: drawn by the server
 * (src/entry-server.tsx) and again by the page's script when the language changes.
 */
export function verifyPage(locale: Locale): PlainPage {
  const m = verifyMessages[locale];
  const languages = LANGUAGES.map(({ locale: other, name }) =>
    other === locale
      ? `<li lang="${other}"><span aria-current="true">${name}</span></li>`
      : `<li lang="${other}"><a href="${VERIFY_PATH}" hreflang="${other}" lang="${other}" rel="alternate">${name}</a></li>`,
  ).join('');
  const html =
    `<header class="bar"><span class="brand">${escape(m.siteName)}</span>` +
    `<nav aria-label="${escape(m.languageNav)}"><ul class="languages">${languages}</ul></nav></header>` +
    `<main><h1>${escape(m.title)}</h1><p class="lead">${escape(m.lead)}</p>` +
    `<div id="${VERIFY_IDS.verdict}" aria-live="polite"></div>` +
    `<section class="manual" aria-labelledby="manual-title"><h2 id="manual-title">${escape(m.manualTitle)}</h2>` +
    `<p>${escape(m.manualLead)}</p>` +
    `<form id="${VERIFY_IDS.form}" novalidate>` +
    field(VERIFY_IDS.reference, m.reference, m.referenceHint) +
    field(VERIFY_IDS.code, m.checkCode, m.checkCodeHint) +
    `<p class="form-message" id="${VERIFY_IDS.formMessage}" role="alert"></p>` +
    `<button type="submit">${escape(m.check)}</button></form></section>` +
    `<noscript><p class="form-message">${escape(m.noScript)}</p></noscript>` +
    // Named for anyone who checks permits with software of their own; a name the service worker keeps too.
    `<p class="keys"><a href="${JWKS_PATH}">${escape(m.publishedKeys)}</a></p></main>`;
  return { lang: locale, dir: directionOf(locale), title: `${m.title} | ${m.siteName}`, html };
}
