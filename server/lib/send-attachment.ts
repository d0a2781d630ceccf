import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from './api-error';
import { attachmentDisposition } from './content-disposition';

/** What a download needs of a stored attachment. */
export interface StoredAttachment {
  originalName: string;
  storedName: string;
  mimeType: string;
}

/**
 * Streams a stored attachment as a download under its original name, with its content-detected type;
 * 404 when its file is gone from disk. Kept by no cache: it is one member's private file.
 */
export async function sendAttachment(
  reply: FastifyReply,
  uploadsDir: string,
  attachment: StoredAttachment,
): Promise<FastifyReply> {
  // Opened before any header is set, so a missing file is a plain 404 envelope.
  const file = await fs
    .open(path.join(uploadsDir, attachment.storedName), 'r')
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  if (!file) throw notFound();
  try {
    const { size } = await file.stat();
    return reply
      .header('Content-Disposition', attachmentDisposition(attachment.originalName))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', size)
      .type(attachment.mimeType)
      .send(file.createReadStream());
  } catch (error) {
    await file.close();
    throw error;
  }
}
