import { describe, expect, it } from 'vitest';
import { linkAddressOf } from './link-address';

describe('linkAddressOf', () => {
  it('takes the web, e-mail and the portal’s own paths, trimmed', () => {
    expect(linkAddressOf(' https://ncw.gov.sa/ar/المحميات ')).toBe('https://ncw.gov.sa/ar/المحميات');
    expect(linkAddressOf('mailto:info@reserve.gov.sa')).toBe('mailto:info@reserve.gov.sa');
    expect(linkAddressOf('/news/sand-gazelles')).toBe('/news/sand-gazelles');
    expect(linkAddressOf('HTTP://example.org')).toBe('HTTP://example.org');
  });

  it('refuses what the server would strip: scripts, other schemes, protocol-relative and bare words', () => {
    for (const refused of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'www.example.org',
      '',
      'https://a b',
    ])
      expect(linkAddressOf(refused)).toBeUndefined();
  });
});
