import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MODULES_ELEMENT_ID } from '../../schemas/page-modules-element';
import { firstImagesSettled, preloadChunks, readPageModules } from './page-modules';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const listing = (modules: unknown) =>
  `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${JSON.stringify(modules)}</script>`;

describe('a server-rendered page’s code', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('is read from the page, keeping nothing outside the built assets', () => {
    document.body.innerHTML = listing({
      app: '/assets/index-a1.js',
      chunks: ['/assets/home-page-a1.js', 'https://elsewhere.example/x.js', '/api/v1/me', 7],
    });
    expect(readPageModules(document)).toEqual({ app: '/assets/index-a1.js', chunks: ['/assets/home-page-a1.js'] });
  });

  it('is nothing on a page the browser draws alone, or whose app is not one of ours', () => {
    expect(readPageModules(document)).toBeNull();
    document.body.innerHTML = listing({ app: 'https://elsewhere.example/app.js', chunks: [] });
    expect(readPageModules(document)).toBeNull();
  });

  it('has its chunks preloaded as modules', () => {
    preloadChunks(document, ['/assets/home-page-a1.js', '/assets/shell-b2.js']);
    expect(preloads()).toEqual(['/assets/home-page-a1.js', '/assets/shell-b2.js']);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });
});

describe('waiting for the first images', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const state = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 0))]);

  it('ends once every image fetched first has loaded or failed, whatever the lazy ones do', async () => {
    document.body.innerHTML =
      '<img src="/a.webp" fetchpriority="high" id="a"><img src="/b.webp" fetchpriority="high" id="b"><img src="/c.webp" loading="lazy">';
    const waiting = firstImagesSettled(document, 60_000);
    expect(await state(waiting)).toBe('waiting');
    document.getElementById('a')!.dispatchEvent(new Event('load'));
    expect(await state(waiting)).toBe('waiting');
    document.getElementById('b')!.dispatchEvent(new Event('error'));
    expect(await state(waiting)).toBe('settled');
  });

  it('ends after the longest wait however slow the images are', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img src="/a.webp" fetchpriority="high">';
    let settled = false;
    void firstImagesSettled(document, 3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
