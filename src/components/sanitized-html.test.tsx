import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml, sanitizeHtmlBody } from './sanitized-html';

describe('SanitizedHtml', () => {
  it.each([
    ['a script', '<p>Hi</p><script>window.ran = true</script>'],
    ['an event handler', '<img src="/demo/a.jpg" alt="A" onerror="window.ran = true">'],
    ['a javascript: link', '<a href="javascript:window.ran=true">x</a>'],
    ['a frame', '<iframe src="https://example.com"></iframe>'],
    ['a style', '<p style="width:expression(alert(1))">t</p><style>p{}</style>'],
  ])('removes %s in the browser', (_, dirty) => {
    const { container } = render(<SanitizedHtml html={dirty} />);
    expect(container.querySelector('script, iframe, style, [style], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|expression/i);
  });

  it('keeps formatting, sets rel on links and renders the chosen element', () => {
    const { container } = render(
      <SanitizedHtml
        component="section"
        html={
          '<h2>T</h2><p><a href="https://example.com" target="_blank">w</a></p><img src="/demo/a.jpg" alt="A" width="4" height="3">'
        }
      />,
    );
    const body = container.firstElementChild!;
    expect(body.tagName).toBe('SECTION');
    expect(body.querySelector('a')!.outerHTML).toBe('<a href="https://example.com" rel="noopener noreferrer">w</a>');
    expect(body.querySelector('img')!.getAttribute('width')).toBe('4');
    expect(body.querySelector('h2')!.textContent).toBe('T');
  });

  it('refuses data: and protocol-relative addresses', () => {
    expect(sanitizeHtmlBody('<a href="data:text/html,x">d</a><a href="//evil.example">p</a>')).toBe(
      '<a rel="noopener noreferrer">d</a><a rel="noopener noreferrer">p</a>',
    );
  });
});
