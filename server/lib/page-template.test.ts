import { describe, expect, it } from 'vitest';
import { composePage, missingAnchors } from './page-template';

const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>بوابة المحمية</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  lang: 'en',
  dir: 'ltr',
  title: 'News & <events> | Portal',
  preloads: '<link rel="preload" as="image" href="/a.webp"/>',
  headEnd: '<style>a{}</style>',
  startScript: '<script type="module" crossorigin src="/assets/start.js"></script>',
  html: "<h1>Prices in $ and $&amp;, $' and $`</h1>",
  afterRoot: '<script type="application/json" id="page-data">{"t":"$1 $&"}</script>',
};

describe('a rendered page in the template', () => {
  it('fills every anchor: language, title, first images before the scripts, styles, markup and data', () => {
    const html = composePage(template, page);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>News &amp; &lt;events&gt; | Portal</title>');
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
    expect(html).toContain('<style>a{}</style></head>');
    // The app's entry and its preloads give way to the script that fetches them once the page has painted.
    expect(html).toContain(page.startScript);
    expect(html).not.toContain('/assets/index.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`<div id="root">${page.html}</div>${page.afterRoot}`);
  });

  it('takes dollar signs in the page as text, not as replacement patterns', () => {
    const html = composePage(template, page);
    expect(html).toContain("$ and $&amp;, $' and $`");
    expect(html).toContain('{"t":"$1 $&"}');
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it("keeps the template's own script when the page names none (the verify page starts from its entry)", () => {
    const html = composePage(template, { ...page, startScript: undefined });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).not.toContain('/assets/start.js');
  });

  it('keeps the template title when the page names none, and names what a template lacks', () => {
    expect(composePage(template, { ...page, title: undefined })).toContain('<title>بوابة المحمية</title>');
    expect(missingAnchors(template)).toEqual([]);
    expect(missingAnchors('<html><head></head><body></body></html>')).toEqual([
      'html',
      'viewport',
      'root',
      'title',
      'appScript',
    ]);
  });
});
