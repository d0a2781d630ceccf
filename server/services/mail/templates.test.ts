import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/messages';
import { linksIn } from '../../../tests/support/outbox';
import { renderMail, type MailTemplateName, type MailTemplateParams } from './templates';

const permitDecision = {
  name: 'Sara',
  reference: 'BK-2026-000003',
  permitName: { ar: 'تصريح المناحل', en: 'beekeeping permit' },
  profileLink: 'https://portal.example/profile',
};
const activityRegistration = {
  name: 'عبدالرحمن بن عبدالعزيز آل سعود',
  title: { ar: 'رحلة مراقبة الطيور في روضة خريم', en: 'Bird watching at Rawdat Khuraim' },
  from: '2026-12-10',
  to: '2026-12-11',
  profileLink: 'https://portal.example/profile',
};
const examples: { [Name in MailTemplateName]: MailTemplateParams[Name] } = {
  'email-verification': { name: 'نورة', link: 'https://portal.example/verify-email?token=abc' },
  'password-reset': { name: 'Noura', link: 'https://portal.example/reset-password?token=def' },
  'sign-in-code': { name: 'نورة', code: '042917' },
  'staff-invitation': { name: 'هند', link: 'https://portal.example/admin/set-password?token=ghi' },
  'contact-reply': {
    name: 'عبدالرحمن بن عبدالله',
    subject: 'Damaged signs, near Rawdat Nourah',
    reply: 'شكرا لك، أُحيل البلاغ إلى فريق الصيانة.',
  },
  'account-exists': {
    name: 'Noura',
    signInLink: 'https://portal.example/login',
    resetLink: 'https://portal.example/forgot-password',
  },
  'identity-number-registered': {
    name: 'ريم',
    number: 'national_id',
    signInLink: 'https://portal.example/sign-in',
    resetLink: 'https://portal.example/forget-password',
    contactLink: 'https://portal.example/contact-us',
  },
  'identity-number-attempt': {
    name: 'Noura',
    number: 'commercial_registration_number',
    contactLink: 'https://portal.example/contact-us',
  },
  'email-changed': {
    name: 'نورة',
    newEmail: 'noura.new@example.sa',
    resetLink: 'https://portal.example/forget-password',
    contactLink: 'https://portal.example/contact-us',
  },
  'email-change-attempt': { name: 'Noura', contactLink: 'https://portal.example/contact-us' },
  'permit-received': {
    name: 'سارة',
    reference: 'WP-2026-000007',
    permitName: { ar: 'تصريح العمل خارج أوقات الدوام الرسمي', en: 'work outside official hours permit' },
    profileLink: 'https://portal.example/profile',
  },
  'permit-in-review': permitDecision,
  'permit-resubmitted': { ...permitDecision, version: 2 },
  'permit-approved': permitDecision,
  'permit-rejected': { ...permitDecision, reason: 'المنحل خارج الموسم' },
  'permit-needs-info': {
    ...permitDecision,
    reason: 'صورة الهوية غير واضحة',
    fields: ['صورة الهوية'],
    resubmitBy: '2026-12-01',
  },
  'permit-cancelled': { ...permitDecision, reason: null },
  'permit-expired': permitDecision,
  'study-report': {
    name: 'Khalid',
    title: { ar: 'مسح الحياة الفطرية في روضة التنهات 2025', en: 'Wildlife survey of Rawdat Al-Tanhat 2025' },
    link: 'https://portal.example/api/v1/studies-reports/0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d5e/file?signature=ab12',
  },
  'activity-registration-approved': activityRegistration,
  'activity-registration-declined': { ...activityRegistration, reason: 'اكتمل عدد المشاركين في الرحلة' },
};
const cases = (Object.keys(examples) as MailTemplateName[]).flatMap((template) =>
  (['ar', 'en'] as const).map((locale) => ({ template, locale })),
);
const render = (template: MailTemplateName, locale: Locale, params: object = {}) =>
  renderMail(template, { ...examples[template], ...params } as never, locale);

describe('mail templates', () => {
  it.each(cases)('$template in $locale is a self-contained page in the right direction', ({ template, locale }) => {
    const { subject, html, text } = render(template, locale);
    const dir = locale === 'ar' ? 'rtl' : 'ltr';
    expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
    expect(html).toContain(`text-align:${locale === 'ar' ? 'right' : 'left'}`);
    expect(html).toContain(`<title>${subject}</title>`);
    expect(html).not.toMatch(/<img|<link|<script|@import|url\(|src=/i);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(subject).toMatch(locale === 'ar' ? /\p{Script=Arabic}/u : /^[\x20-\x7e]+$/);
    expect(text).toContain(
      locale === 'ar'
        ? 'هيئة تطوير محمية الملك عبدالعزيز الملكية'
        : 'King Abdulaziz Royal Reserve Development Authority',
    );
  });

  it.each(cases)('$template in $locale carries every link or code in both parts', ({ template, locale }) => {
    const { html, text } = render(template, locale);
    const params = examples[template] as Record<string, string>;
    const links = ['link', 'signInLink', 'resetLink', 'contactLink', 'profileLink'].flatMap((key) =>
      params[key] ? [params[key]] : [],
    );
    expect(linksIn(text)).toEqual(links);
    for (const link of links) expect(html).toContain(`href="${link}"`);
    if (params.code) {
      expect(text).toContain(params.code);
      expect(html).toContain(`>${params.code}</p>`);
    }
  });

  it('says a study or report is attached, with no link, when it goes as an attachment', () => {
    const arabic = render('study-report', 'ar', { link: undefined });
    expect(arabic.text).toContain('مرفقا بهذه الرسالة');
    const english = render('study-report', 'en', { link: undefined });
    expect(english.text).toContain('is attached to this e-mail');
    for (const { text, html } of [arabic, english]) {
      expect(linksIn(text)).toEqual([]);
      expect(html).not.toContain('href=');
    }
  });

  it('translates subjects and says how long each secret is valid', () => {
    expect(render('email-verification', 'ar').subject).toBe('تأكيد بريدك الإلكتروني');
    expect(render('email-verification', 'en').subject).toBe('Verify your e-mail address');
    expect(render('email-verification', 'en').text).toContain('60 minutes');
    expect(render('password-reset', 'en').text).toContain('60 minutes');
    expect(render('password-reset', 'en').text).toContain(
      'If you did not ask to reset your password, ignore this e-mail',
    );
    expect(render('password-reset', 'ar').text).toContain('60 دقيقة');
    expect(render('sign-in-code', 'en').text).toContain('2 minutes');
    expect(render('sign-in-code', 'ar').text).toContain('دقيقتين');
  });

  it('names the number a registration clashed on, never the other account’s address', () => {
    expect(render('identity-number-registered', 'ar').text).toContain('رقم الهوية الوطنية الذي أدخلته مسجل بحساب آخر');
    expect(render('identity-number-registered', 'en', { number: 'commercial_registration_number' }).text).toContain(
      'the commercial registration number you entered already belongs to another account',
    );
    expect(render('identity-number-attempt', 'ar').text).toContain('رقم السجل التجاري المسجل في حسابك');
    expect(render('identity-number-attempt', 'en', { number: 'national_id' }).text).toContain(
      'with the national ID number of your account',
    );
    for (const template of ['identity-number-registered', 'identity-number-attempt'] as const) {
      expect(render(template, 'en').text).not.toMatch(/@/);
    }
  });

  it('escapes a citizen’s name in the HTML part and keeps it whole in the text part', () => {
    const name = '<script>alert("x")</script> & \'Noura\'';
    const { html, text } = render('email-verification', 'en', { name });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<bdi>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Noura&#39;</bdi>');
    expect(text).toContain(`Hello ${name},`);
  });

  it('keeps line breaks and direction overrides in a name from faking lines or reordering text', () => {
    const { html, text } = render('sign-in-code', 'ar', { name: 'نورة\r\nhttps://evil.example\u202E' });
    expect(text).toContain('مرحبا نورة https://evil.example،');
    expect(text).not.toMatch(/[\r\u202E]/);
    expect(html).not.toContain('\u202E');
  });

  it('escapes quotes in a link, so it cannot leave its attribute', () => {
    const { html } = render('password-reset', 'en', { link: 'https://portal.example/reset?token="><b onmouseover=x>' });
    expect(html).not.toContain('"><b');
    expect(html).toContain('href="https://portal.example/reset?token=&quot;&gt;&lt;b onmouseover=x&gt;"');
  });

  it('refuses links that are not http(s) and codes that are not six digits', () => {
    expect(() => render('password-reset', 'en', { link: 'javascript:alert(1)' })).toThrow('http(s)');
    expect(() => render('account-exists', 'ar', { resetLink: 'data:text/html,x' })).toThrow('http(s)');
    for (const code of ['12345', '1234567', '12a456', '١٢٣٤٥٦'])
      expect(() => render('sign-in-code', 'en', { code })).toThrow('six digits');
  });
});
