import { translate, type Locale } from '../../i18n/messages';

/** One piece of an e-mail's body, rendered both as HTML and as plain text. */
export type MailBlock =
  | { kind: 'greeting'; name: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'code'; code: string }
  | { kind: 'note'; text: string };

/** What a template produces for one language: the subject and the body's blocks. */
export interface MailContent {
  subject: string;
  blocks: readonly MailBlock[];
}

/** A rendered e-mail, as it is stored in the outbox. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const chrome = {
  ar: {
    greeting: (name: string) => `مرحبا ${name}،`,
    buttonFallback: 'إذا لم يعمل الزر، انسخ الرابط التالي والصقه في المتصفح:',
    automated: 'هذه رسالة آلية، يرجى عدم الرد عليها.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    automated: 'This is an automated message; please do not reply.',
  },
} satisfies Record<Locale, unknown>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

// Control characters and bidi overrides in a citizen's name could fake lines or reorder the text around it.
const UNSAFE_IN_NAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

function cleanName(name: string): string {
  return name.replace(UNSAFE_IN_NAME, ' ').trim();
}

// Links are built by the portal from PUBLIC_URL; anything else (javascript:, data:) is a bug to stop here.
function checkedHref(href: string): string {
  if (!/^https?:\/\//i.test(href)) throw new Error('A mail link must be an http(s) URL');
  return href;
}

const FONT = "font-family:Tahoma,'Segoe UI',Arial,sans-serif;";

function blockHtml(block: MailBlock, locale: Locale): string {
  switch (block.kind) {
    case 'greeting':
      // <bdi> keeps a Latin name in Arabic text (and the reverse) from reordering its neighbours;
      // the greeting's own words are ours and hold no markup.
      return `<p style="margin:0 0 16px;">${chrome[locale].greeting(`<bdi>${escapeHtml(cleanName(block.name))}</bdi>`)}</p>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;color:#5b6358;">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p dir="ltr" style="margin:0 0 16px;text-align:center;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:8px;color:#1f3d2b;">${escapeHtml(block.code)}</p>`;
    case 'button': {
      const href = escapeHtml(checkedHref(block.href));
      return [
        `<p style="margin:24px 0;text-align:center;"><a href="${href}" style="display:inline-block;padding:12px 28px;background-color:#2f6b3f;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${escapeHtml(block.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:13px;color:#5b6358;">${escapeHtml(chrome[locale].buttonFallback)}<br><a href="${href}" dir="ltr" style="color:#2f6b3f;word-break:break-all;">${href}</a></p>`,
      ].join('\n');
    }
  }
}

function blockText(block: MailBlock, locale: Locale): string {
  switch (block.kind) {
    case 'greeting':
      return chrome[locale].greeting(cleanName(block.name));
    case 'paragraph':
    case 'note':
      return block.text;
    case 'code':
      return block.code;
    case 'button':
      return `${block.label}:\n${checkedHref(block.href)}`;
  }
}

/**
 * Lays the blocks out as a simple, self-contained HTML page (inline styles, no remote images or
 * fonts, right-to-left in Arabic) and as the plain-text part; every value is escaped here.
 */
export function renderLayout(locale: Locale, content: MailContent): RenderedMail {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const align = locale === 'ar' ? 'right' : 'left';
  const { automated } = chrome[locale];
  const authority = translate(locale, 'authority_name');
  const body = content.blocks.map((block) => blockHtml(block, locale)).join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f1ea;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f1ea;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td dir="${dir}" style="padding:20px 24px;border-bottom:4px solid #2f6b3f;${FONT}font-size:18px;font-weight:bold;color:#1f3d2b;text-align:${align};">${escapeHtml(authority)}</td></tr>
<tr><td dir="${dir}" style="padding:24px;${FONT}font-size:16px;line-height:1.7;color:#1f2a1f;text-align:${align};">
${body}
</td></tr>
<tr><td dir="${dir}" style="padding:16px 24px;${FONT}font-size:12px;color:#5b6358;text-align:${align};border-top:1px solid #e4e1d8;">${escapeHtml(automated)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text =
    [authority, ...content.blocks.map((block) => blockText(block, locale)), `--\n${automated}`].join('\n\n') + '\n';
  return { subject: content.subject, html, text };
}
