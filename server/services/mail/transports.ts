import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { MailAttachment } from '../../db/schema';

/** A message as the dispatcher hands it to a transport. */
export interface OutgoingMail {
  /** The outbox row it came from. */
  outboxId: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Read from disk as the message is composed. */
  attachments: MailAttachment[];
}

/** Delivers one message; resolves once the message is handed over, rejects if it was not. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

function toNodemailer({ from, to, subject, html, text, attachments }: OutgoingMail) {
  // RFC 3834: tells auto-responders (out-of-office replies) not to answer.
  return { from, to, subject, html, text, attachments, headers: { 'Auto-Submitted': 'auto-generated' } };
}

/** A nodemailer transporter made on the first message: a start-up does not load nodemailer. */
function onFirstMessage(options: object): () => Promise<Transporter> {
  let transporter: Promise<Transporter> | undefined;
  return () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/** File-safe ISO time, so names sort in the order the mail was written. */
const fileTimestamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Writes each message as an RFC 822 `.eml` file into `directory`, for development and tests without
 * a mail server. The file appears under its final name only when complete.
 */
export function createFileTransport(directory: string): MailTransport {
  const composer = onFirstMessage({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const { message: eml } = await (await composer()).sendMail(toNodemailer(message));
      const name = `${fileTimestamp(new Date())}-${message.outboxId}.eml`;
      const partial = path.join(directory, `.${name}.partial`);
      await fs.mkdir(directory, { recursive: true });
      const file = await fs.open(partial, 'w');
      try {
        await file.writeFile(eml as Buffer);
        // On disk before the row is marked sent, so a crash cannot lose a mail the outbox calls sent.
        await file.sync();
      } finally {
        await file.close();
      }
      await fs.rename(partial, path.join(directory, name));
    },
  };
}

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string): MailTransport {
  // Bounded well under the dispatcher's claim on a row, so a hung server cannot make two processes send it.
  const smtp = onFirstMessage({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async send(message) {
      await (await smtp()).sendMail(toNodemailer(message));
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export function transportFor(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createFileTransport(path.join(config.dataDir, 'outbox'));
}
