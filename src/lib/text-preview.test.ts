import { describe, expect, it } from 'vitest';
import { htmlToText, previewWords } from './text-preview';

describe('previewWords', () => {
  it('keeps a short text whole, without an ellipsis', () => {
    expect(previewWords('<p>Rangers <strong>wanted</strong></p>')).toBe('Rangers wanted');
  });

  it('cuts to the first 30 words and adds an ellipsis', () => {
    const words = Array.from({ length: 31 }, (_, index) => `كلمة${index + 1}`);
    expect(previewWords(`<p>${words.join(' ')}</p>`, 30)).toBe(`${words.slice(0, 30).join(' ')}…`);
    expect(previewWords(words.slice(0, 30).join(' '), 30)).toBe(words.slice(0, 30).join(' '));
  });

  it('separates words that only tags separated, and decodes entities', () => {
    expect(previewWords('<ul><li>one</li><li>two</li></ul>three&nbsp;&amp;&#32;four&#x21;', 3)).toBe('one two three…');
    expect(htmlToText('a&lt;b&gt; &quot;c&quot; &apos;d&apos; &bogus;')).toBe('a<b> "c" \'d\' &bogus;');
  });

  it('adds no space where an inline tag ends a word', () => {
    expect(previewWords('<p>Patrol the <strong>valleys</strong>. <a href="/x">Apply</a>!</p>')).toBe(
      'Patrol the valleys. Apply!',
    );
  });

  it('drops the contents of scripts and styles', () => {
    expect(htmlToText('<style>p{color:red}</style><p>Hello</p><script>alert(1)</script>')).toBe('Hello');
  });

  it('is empty for an empty body', () => {
    expect(previewWords('<p> </p>')).toBe('');
  });
});
