import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['a script and its text', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['an event handler', '<img src="/demo/a.jpg" onerror="alert(1)" alt="A">', '<img src="/demo/a.jpg" alt="A" />'],
    [
      'a javascript: link, in any case and spacing',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    ['a frame and what it holds', '<iframe src="https://example.com"><p>x</p></iframe>after', 'after'],
    ['a style attribute and element', '<p style="width:expression(alert(1))">t</p><style>p{}</style>', '<p>t</p>'],
    ['an image from a data: address', '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">', ''],
    ['svg with script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
  ])('removes %s', (_, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps the formatting an editor produces, with rel on links and h1 as h2', () => {
    const body =
      '<h1>T</h1><h3>S</h3><p><strong>b</strong> <em>i</em><br /></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<figure><img src="https://example.com/a.jpg" alt="A" width="800" height="600" /><figcaption>c</figcaption></figure>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<a href="mailto:info@example.com">m</a><a href="https://example.com" target="_blank" rel="opener">w</a>';
    expect(sanitizeHtml(body)).toBe(
      body
        .replace('<h1>T</h1>', '<h2>T</h2>')
        .replace('<a href="mailto:info@example.com">', '<a href="mailto:info@example.com" rel="noopener noreferrer">')
        .replace('target="_blank" rel="opener"', 'rel="noopener noreferrer"'),
    );
  });

  it('keeps Arabic text and is idempotent', () => {
    const once = sanitizeHtml('<p>محمية &amp; <em>طبيعية</em> <b onclick="x">١٢٣</b></p>');
    expect(once).toBe('<p>محمية &amp; <em>طبيعية</em> <b>١٢٣</b></p>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
