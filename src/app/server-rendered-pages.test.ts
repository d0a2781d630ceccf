import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { pageAt, serverRenderedPage } from './server-rendered-pages';
import { APPEARANCE_READ } from '../lib/appearance';

const readPaths = (url: string) => serverRenderedPage(url)?.reads.map((read) => read.path);

describe('the server-rendered routes', () => {
  it('keeps the home page and the forms as they were: fixed reads, whatever the query', () => {
    expect(serverRenderedPage('/')).toMatchObject({ url: '/', modules: ['src/features/home/home-page.tsx'] });
    expect(readPaths('/')).toEqual(['/appearance', '/articles']);
    expect(serverRenderedPage('/?page=2')?.url).toBe('/');
    expect(serverRenderedPage('/contact-us?page=3')).toMatchObject({
      url: '/contact-us',
      modules: expect.arrayContaining(['src/features/contact-us/contact-us-page.tsx']),
    });
    expect(readPaths('/contact-us')).toEqual(['/appearance']);
  });

  it('renders each page of a paged list as its own address, with that page read', () => {
    expect(serverRenderedPage('/faqs?page=2')).toMatchObject({
      url: '/faqs?page=2',
      modules: ['src/features/faqs/faqs-page.tsx'],
    });
    expect(readPaths('/faqs?page=2')).toEqual(['/appearance', '/faqs?page=2']);
    expect(serverRenderedPage('/faqs?utm_source=x&page=3')?.url).toBe('/faqs?page=3');
    expect(readPaths('/faqs/')).toEqual(['/appearance', '/faqs']);
  });

  it.each([
    '/faqs',
    '/faqs?page=1',
    '/faqs?page=0',
    '/faqs?page=-1',
    '/faqs?page=abc',
    '/faqs?page=1e9',
    '/faqs?page=2.5',
  ])('reads %s as the first page, as the browser does', (url) => {
    expect(serverRenderedPage(url)?.url).toBe('/faqs');
    expect(readPaths(url)).toEqual(['/appearance', '/faqs']);
  });

  it('renders the legal pages with the appearance alone', () => {
    for (const url of ['/terms', '/terms-permits', '/terms-permits-researcher'])
      expect(readPaths(url)).toEqual(['/appearance']);
  });

  it('leaves the member area and the pages drawn from what only the browser holds to the browser', () => {
    for (const url of [
      '/profile',
      '/researches',
      '/sign-in',
      '/otp',
      '/services/soman',
      '/reset-password?token=t&email=e',
      '/verify-email/7/abc',
    ]) {
      expect(serverRenderedPage(url), url).toBeNull();
    }
  });

  it('renders an address that matches no route as the not-found page, at its path, with the appearance alone', () => {
    for (const url of ['/does-not-exist', '/faqs/1', '/news/a/b', '/services/unknown?x=1']) {
      expect(serverRenderedPage(url), url).toEqual({
        url: new URL(url, 'http://portal').pathname,
        reads: [APPEARANCE_READ],
        modules: ['src/components/not-found-page.tsx'],
        matchesNoRoute: true,
      });
    }
  });

  it('finds the page of an address as the router does: one segment a parameter, decoded, one trailing slash allowed', () => {
    const at = (pathname: string) => {
      const found = pageAt(pathname);
      return found && { path: found.page.path, params: { ...found.params } };
    };
    expect(at('/news/sand-gazelles')).toMatchObject({ path: paths.article.path, params: { id: 'sand-gazelles' } });
    expect(at('/news/abc/')).toMatchObject({ path: paths.article.path, params: { id: 'abc' } });
    expect(at(`/news/${encodeURIComponent('غزلان')}`)?.params.id).toBe('غزلان');
    expect(at('/news/%E0%A4%A')?.params.id).toBe('%E0%A4%A');
    expect(at('/verify-email/7/abc')).toMatchObject({
      path: paths.verifyEmail.path,
      params: { userId: '7', token: 'abc' },
    });
    for (const path of ['/news', '/news/']) expect(at(path)?.path, path).toBe(paths.news.path);
    for (const path of ['/news/a/b', '/newsx/a']) expect(at(path), path).toBeNull();
    expect(at('/')?.path).toBe(paths.home.path);
    // wouter matches without regard to case, and so does the server.
    expect(at('/FAQS')?.path).toBe(paths.faqs.path);
  });
});
