/**
 * The script of a server-rendered page (the server puts it in place of the app's entry). The page is
 * already drawn and its links work; its code waits until the first images have arrived: fetched beside
 * them, the app's 130 KB of script would share a phone's slow connection with the largest paint and
 * hold it back by a second. Then the app (src/main.tsx, which hydrates the page) and the page's chunks come together.
 */
import { firstImagesSettled, preloadChunks, readPageModules } from './lib/page-modules';

/** However slow the images, the page's code starts after this long: a visitor is not kept from the menu. */
const LONGEST_WAIT_MS = 3000;

const modules = readPageModules(document);
if (modules) {
  await firstImagesSettled(document, LONGEST_WAIT_MS);
  // One more frame, so the images are painted before the code competes for the main thread.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  preloadChunks(document, modules.chunks);
  await import(/* @vite-ignore */ modules.app);
}
