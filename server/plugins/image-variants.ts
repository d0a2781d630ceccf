import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_IMAGE_NAME,
  CONTENT_IMAGE_PREFIX,
  IMAGE_VARIANT_WIDTHS,
  VARIANT_SOURCE,
  type ImageVariantWidth,
} from '../../schemas/api/image-variants';
import type { Config } from '../config';
import { notFound } from '../lib/api-error';

interface Variant {
  bytes: Buffer;
  etag: string;
}

const isVariantWidth = (width: number): width is ImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** The file of a source that VARIANT_SOURCE allows: an editor's upload in its folder, else one of the portal's own. */
const fileOf = ({ imagesDir, contentImagesDir }: Config, source: string) =>
  source.startsWith(CONTENT_IMAGE_PREFIX)
    ? path.join(contentImagesDir, source.slice(CONTENT_IMAGE_PREFIX.length))
    : path.join(imagesDir, source);

/** A WebP copy of the image `width` pixels wide (never wider than the image), or undefined when there is no such image. */
async function makeVariant(config: Config, source: string, width: ImageVariantWidth): Promise<Variant | undefined> {
  const original = await fs.readFile(fileOf(config, source)).catch(() => undefined);
  if (!original) return undefined;
  // Loaded on the first copy, not at start-up: libvips is a native library of its own.
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

const TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * GET /media/{width}/demo/… and /media/{width}/media/images/…: a narrower WebP copy of one of the
 * portal's own images or of an editor's upload, for the `srcset` the browser app writes
 * (schemas/api/image-variants.ts), so a phone fetches a phone's bytes. Each copy is made once with
 * sharp and kept; the widths and sources allowed bound them. GET /media/images/{name} serves an
 * upload itself: its name is random and never reused, so it is cached for good.
 */
export async function imageVariants(app: FastifyInstance) {
  const made = new Map<string, Promise<Variant | undefined>>();

  app.get<{ Params: { name: string } }>(
    `${CONTENT_IMAGE_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!CONTENT_IMAGE_NAME.test(name)) throw notFound();
      const bytes = await fs.readFile(path.join(app.config.contentImagesDir, name)).catch(() => undefined);
      if (!bytes) throw notFound();
      void reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      return reply.type(TYPE_OF_EXTENSION[name.split('.').pop()!]!).send(bytes);
    },
  );

  app.get<{ Params: { width: string; '*': string } }>(
    '/media/:width/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const source = `/${request.params['*']}`;
      if (!isVariantWidth(width) || !VARIANT_SOURCE.test(source)) throw notFound();
      const key = `${width}${source}`;
      let making = made.get(key);
      if (!making) made.set(key, (making = makeVariant(app.config, source, width)));
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
