import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { translate, type Locale } from '../../i18n/messages';
import { ApiError } from '../../lib/api-error';
import type { Account } from '../accounts/access-tokens';
import { reportFile, type StoredReport } from './studies-reports';
import { reportLinkUrl } from './report-links';

/** The largest file mailed as an attachment; a larger one goes as a signed download link, which mail servers do not refuse. */
export const REPORT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Counts one mailing for the account (app.attempts' `reportMail`: 5 an hour), refusing past the limit
 * with a message that says what happened rather than the generic "too many attempts".
 */
async function countReportMail(app: FastifyInstance, account: Account): Promise<void> {
  try {
    await app.attempts.consume('reportMail', `user:${account.id}`);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429) throw new ApiError(429, 'report_mail_limit');
    throw error;
  }
}

/**
 * Mails `report` to the account's address in the account's language, the file attached up to
 * REPORT_ATTACHMENT_MAX_BYTES and linked above it; answers in the request's language.
 */
export async function sendReportMail(
  app: FastifyInstance,
  account: Account,
  report: StoredReport,
  locale: Locale,
): Promise<{ message: string }> {
  const { publicUrl } = app.config;
  // Resolved first, so a report whose path leads out of its folder is refused before it is counted.
  const { folder, name } = reportFile(app.config, report);
  const file = path.resolve(folder, name);
  await countReportMail(app, account);
  const title = { ar: report.titleAr, en: report.titleEn };
  const attached = report.sizeBytes <= REPORT_ATTACHMENT_MAX_BYTES;
  await app.mail.enqueue(app.db, {
    to: account.email,
    locale: account.language,
    template: 'study-report',
    params: attached
      ? { name: account.name, title }
      : { name: account.name, title, link: reportLinkUrl(publicUrl, app.appSecret, report.uuid) },
    attachments: attached ? [{ filename: report.fileName, path: file, contentType: report.mimeType }] : [],
  });
  app.mail.kick();
  return { message: translate(locale, 'report_sent') };
}
