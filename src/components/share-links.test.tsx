import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render-with-providers';
import { ShareLinks, shareHrefs } from './share-links';

describe('ShareLinks', () => {
  it('builds the share addresses with the page encoded', () => {
    expect(shareHrefs('https://portal.example/news/a b', 'عنوان & more')).toEqual({
      x: 'https://x.com/intent/post?url=https%3A%2F%2Fportal.example%2Fnews%2Fa%20b&text=%D8%B9%D9%86%D9%88%D8%A7%D9%86%20%26%20more',
      linkedIn: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fportal.example%2Fnews%2Fa%20b',
    });
  });

  it('resolves a path against the site and names each link in the page language', () => {
    renderWithProviders(<ShareLinks url="/news/spring-count" title="Spring count" />, { locale: 'en' });
    const x = screen.getByRole('link', { name: 'Share on X (opens in a new tab)' });
    expect(x.getAttribute('href')).toBe(shareHrefs(`${window.location.origin}/news/spring-count`, 'Spring count').x);
    expect(x.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Share' })).toBeTruthy();
  });

  it('speaks Arabic on an Arabic page', () => {
    renderWithProviders(<ShareLinks url="https://portal.example/news/1" title="خبر" />);
    expect(screen.getByRole('link', { name: 'مشاركة على إكس (يفتح في تبويب جديد)' })).toBeTruthy();
  });
});
