import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_MODULES_ELEMENT_ID, preloadPageModules } from './page-modules';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('preloading a server-rendered page’s chunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('asks for every chunk the page lists, and for nothing outside the built assets', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">["/assets/home-page-a1.js","https://elsewhere.example/x.js","/api/v1/me",7]</script>`;
    preloadPageModules(document);
    expect(preloads()).toEqual(['/assets/home-page-a1.js']);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });

  it('does nothing on a page the browser draws alone', () => {
    preloadPageModules(document);
    expect(preloads()).toEqual([]);
  });
});
