/**
 * The verify page's entry (verify.html). The page arrives whole from the server, so its script
 * (main.ts) is fetched only once the page has painted: beside the page on a phone's slow connection,
 * it would hold back the first paint. This entry is fetched at low priority (vite.config.ts) for the same reason.
 */
import './verify.css';

/** However the browser reports painting (or does not), the check starts after this long. */
const LONGEST_WAIT_MS = 1000;

/** Once the browser reports the page's first paint on screen; a frame's end comes before that. */
const firstPaint = new Promise<void>((resolve) => {
  setTimeout(resolve, LONGEST_WAIT_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

await firstPaint;
await import('./main');
