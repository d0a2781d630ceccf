import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IMAGE_VARIANT_WIDTHS, VARIANT_SOURCE, type ImageVariantWidth } from '../../schemas/api/image-variants';
import { notFound } from '../lib/api-error';

interface Variant {
  bytes: Buffer;
  etag: string;
}

const isVariantWidth = (width: number): width is ImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** A WebP copy of the image `width` pixels wide (never wider than the image), or undefined when there is no such image. */
async function makeVariant(imagesDir: string, source: string, width: ImageVariantWidth): Promise<Variant | undefined> {
  const original = await fs.readFile(path.join(imagesDir, source)).catch(() => undefined);
  if (!original) return undefined;
  // Loaded on the first copy, not at start-up: libvips is a native library of its own.
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/**
 * GET /media/{width}/demo/…: a narrower WebP copy of one of the portal's own images, for the
 * `srcset` the browser app writes (schemas/api/image-variants.ts), so a phone fetches a phone's
 * bytes. Each copy is made once with sharp and kept; the widths and sources allowed bound them.
 */
export async function imageVariants(app: FastifyInstance) {
  const made = new Map<string, Promise<Variant | undefined>>();
  app.get<{ Params: { width: string; '*': string } }>(
    '/media/:width/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const source = `/${request.params['*']}`;
      if (!isVariantWidth(width) || !VARIANT_SOURCE.test(source)) throw notFound();
      const key = `${width}${source}`;
      let making = made.get(key);
      if (!making) made.set(key, (making = makeVariant(app.config.imagesDir, source, width)));
      const variant = await making.catch((error: unknown) => {
        made.delete(key);
        throw error;
      });
      if (!variant) {
        // A missing image may be added later; only what exists is kept.
        made.delete(key);
        throw notFound();
      }
      void reply.header('ETag', variant.etag).header('Cache-Control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      return reply.type('image/webp').send(variant.bytes);
    },
  );
}
