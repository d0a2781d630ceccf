import { describe, expect, it } from 'vitest';
import { checkReportLink, REPORT_LINK_LIFETIME_MS, reportLinkUrl } from './report-links';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const UUID = '0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d5e';
const NOW = new Date('2026-03-01T08:00:00Z');

const queryOf = (url: string) => {
  const { searchParams } = new URL(url);
  return { expires: searchParams.get('expires') ?? '', signature: searchParams.get('signature') ?? '' };
};

describe('report download links', () => {
  const url = reportLinkUrl('https://portal.example', SECRET, UUID, NOW);

  it('points at the report file route and works until it expires, seven days on', () => {
    expect(new URL(url).pathname).toBe(`/api/v1/studies-reports/${UUID}/file`);
    expect(checkReportLink(SECRET, UUID, queryOf(url), NOW)).toBe('valid');
    expect(checkReportLink(SECRET, UUID.toUpperCase(), queryOf(url), NOW)).toBe('valid');
    expect(checkReportLink(SECRET, UUID, queryOf(url), new Date(NOW.getTime() + REPORT_LINK_LIFETIME_MS - 1000))).toBe(
      'valid',
    );
    expect(checkReportLink(SECRET, UUID, queryOf(url), new Date(NOW.getTime() + REPORT_LINK_LIFETIME_MS + 1000))).toBe(
      'expired',
    );
  });

  it('refuses a link changed in any part, or signed with another secret', () => {
    const { expires, signature } = queryOf(url);
    const later = String(Number(expires) + 3600);
    expect(checkReportLink(SECRET, UUID, { expires: later, signature }, NOW)).toBe('tampered');
    expect(checkReportLink(SECRET, '1b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d5e', { expires, signature }, NOW)).toBe(
      'tampered',
    );
    expect(
      checkReportLink(
        SECRET,
        UUID,
        { expires, signature: signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
        NOW,
      ),
    ).toBe('tampered');
    expect(checkReportLink(`${SECRET}!`, UUID, { expires, signature }, NOW)).toBe('tampered');
    expect(checkReportLink(SECRET, UUID, { expires: '', signature: '' }, NOW)).toBe('tampered');
    expect(checkReportLink(SECRET, UUID, { expires: '1e12', signature }, NOW)).toBe('tampered');
  });
});
