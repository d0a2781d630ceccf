/**
 * Narrower copies of the portal's own images (public/demo) and of the images editors upload, for
 * `srcset`: the server makes each (WebP) on first request and keeps it; the browser app lists them.
 * Only these widths exist, so the set of copies is bounded by the set of images.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Where an image an editor uploaded is served: its random stored name under this path. */
export const CONTENT_IMAGE_PREFIX = '/media/images/';

/** An uploaded image's stored name (server/services/storage.ts: a random UUID and the detected type's extension). */
export const CONTENT_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:webp|png|jpe?g)$/;

/** The site path of an uploaded image by its stored name. */
export const contentImagePath = (storedName: string) => `${CONTENT_IMAGE_PREFIX}${storedName}`;

/**
 * The images that have variants: the portal's own, by their path under the public folder, and the
 * editors' uploads, by their path under /media/images/.
 */
export const VARIANT_SOURCE =
  /^\/(?:demo\/(?:[a-z0-9-]+\/)*[a-z0-9-]+|media\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:webp|png|jpe?g)$/;

/** Where the copy of `src` at `width` pixels wide is served. */
export const imageVariantPath = (src: string, width: ImageVariantWidth) => `/media/${width}${src}`;
