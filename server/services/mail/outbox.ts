import type { Database, Transaction } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { renderMail, type MailTemplateName, type MailTemplateParams } from './templates';

/** One e-mail to send: the template decides what the params must be; files go with it as attachments. */
export type MailRequest = {
  [Name in MailTemplateName]: {
    to: string;
    locale: Locale;
    template: Name;
    params: MailTemplateParams[Name];
    attachments?: MailAttachment[];
  };
}[MailTemplateName];

/**
 * Renders the mail and writes it to the outbox; returns the row id. Pass the transaction that makes
 * the change the mail is about, so neither exists without the other; kick the dispatcher after it commits.
 */
export async function enqueueMail(db: Database | Transaction, mail: MailRequest): Promise<number> {
  const { subject, html, text } = renderMail(mail.template, mail.params, mail.locale);
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject, html, text, locale: mail.locale, attachments: mail.attachments ?? [] })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail was not written to the outbox');
  return row.id;
}
