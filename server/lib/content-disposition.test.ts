import contentDisposition from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it.each(['ملخص الدراسة.pdf', 'map-2025_v2.png', "Report (final)'s 100%.pdf", 'résumé.pdf'])(
    'gives %s back whole to a client that reads it',
    (name) => {
      const header = attachmentDisposition(name);
      expect(header.startsWith('attachment; ')).toBe(true);
      expect(contentDisposition.parse(header).parameters.filename).toBe(name);
    },
  );

  it('sends an Arabic name as RFC 5987 UTF-8, with an ASCII stand-in', () => {
    expect(attachmentDisposition('ملخص.pdf')).toBe(
      'attachment; filename="????.pdf"; filename*=UTF-8\'\'%D9%85%D9%84%D8%AE%D8%B5.pdf',
    );
  });

  it('never throws on a lone surrogate', () => {
    expect(contentDisposition.parse(attachmentDisposition('bad\uD800.pdf')).parameters.filename).toBe('bad\uFFFD.pdf');
  });
});
