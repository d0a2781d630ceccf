import path from 'node:path';
import type { MailAttachment } from '../../db/schema';
import type { StoredAttachment } from '../../lib/send-attachment';

/** A permit's document as a download: its reference names the file. */
export const permitPdfAttachment = (reference: string, storedName: string): StoredAttachment => ({
  originalName: `${reference}.pdf`,
  storedName,
  mimeType: 'application/pdf',
});

/** A permit's document as a mail's attachment, read from the uploads when the mail is sent. */
export function permitPdfMailAttachment(uploadsDir: string, reference: string, storedName: string): MailAttachment {
  const { originalName, mimeType } = permitPdfAttachment(reference, storedName);
  return { filename: originalName, path: path.join(uploadsDir, storedName), contentType: mimeType };
}
