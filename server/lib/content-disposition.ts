import contentDisposition from 'content-disposition';

/**
 * Content-Disposition of a download under its original name (RFC 6266 with RFC 5987's filename*,
 * by jshttp's content-disposition), so an Arabic name survives; clients without filename* get an ASCII stand-in.
 */
export function attachmentDisposition(fileName: string): string {
  // A lone surrogate cannot be percent-encoded: as UTF-8 and back it becomes U+FFFD.
  return contentDisposition(Buffer.from(fileName, 'utf8').toString('utf8'), { type: 'attachment' });
}
