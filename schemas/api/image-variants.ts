/**
 * Narrower copies of the portal's own images (public/demo), for `srcset`: the server makes each
 * (WebP) on first request and keeps it; the browser app lists them. Only these widths exist, so the
 * set of copies is bounded by the set of images.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The images that have variants: the portal's own, by their path under the public folder. */
export const VARIANT_SOURCE = /^\/demo\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|png|jpe?g)$/;

/** Where the copy of `src` at `width` pixels wide is served. */
export const imageVariantPath = (src: string, width: ImageVariantWidth) => `/media/${width}${src}`;
