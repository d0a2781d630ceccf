import { PAGE_MODULES_ELEMENT_ID } from '../../schemas/page-modules-element';

/** A server-rendered page's code: the app's entry, and the chunks the page loads lazily (its screen, form and widgets). */
export interface PageModules {
  app: string;
  chunks: string[];
}

const isBuiltAsset = (file: unknown): file is string => typeof file === 'string' && file.startsWith('/assets/');

/** The page's code as the server listed it, built assets only; null on a page the browser draws alone. */
export function readPageModules(document: Document): PageModules | null {
  const text = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
  const listed = text ? (JSON.parse(text) as Partial<Record<keyof PageModules, unknown>>) : null;
  if (!listed || !isBuiltAsset(listed.app)) return null;
  return { app: listed.app, chunks: Array.isArray(listed.chunks) ? listed.chunks.filter(isBuiltAsset) : [] };
}

/** Asks at once for every chunk, so hydration does not wait for them one after another; added to the page in one go. */
export function preloadChunks(document: Document, chunks: readonly string[]): void {
  const links = chunks.map((chunk) =>
    Object.assign(document.createElement('link'), { rel: 'modulepreload', href: chunk, crossOrigin: '' }),
  );
  document.head.append(...links);
}

const loaded = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

/** Loaded and decoded, so the next frame paints it (decoding="async" could otherwise paint it frames later); or failed. */
const readyToPaint = (image: HTMLImageElement) =>
  'decode' in image ? image.decode().catch(() => undefined) : loaded(image);

/** Resolves once every image fetched first (fetchpriority="high") is ready to paint or has failed, or after `longestWaitMs`. */
export function firstImagesSettled(document: Document, longestWaitMs: number): Promise<void> {
  const firstImages = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.race([
    Promise.all(firstImages.map(readyToPaint)).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, longestWaitMs)),
  ]);
}
