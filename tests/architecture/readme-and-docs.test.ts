import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docsDir = path.join(root, 'docs');
const pages = [
  'README.md',
  ...fs
    .readdirSync(docsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** Relative links of a Markdown page: `[text](target)`, without web and mail addresses. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!);
  return new Set(
    headings.map((heading) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

const links = pages.flatMap((page) =>
  relativeLinks(fs.readFileSync(path.join(root, page), 'utf8')).map((link) => [page, link] as const),
);

describe('the README and docs/', () => {
  it('keep the README a short front door: 1,500 words at most', () => {
    const words = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split(/\s+/).filter(Boolean);
    expect(words.length).toBeLessThanOrEqual(1500);
  });

  it('link every page of docs/ from the README', () => {
    const fromReadme = new Set(
      relativeLinks(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).map((link) => link.split('#')[0]),
    );
    for (const page of pages.filter((page) => page.startsWith('docs/'))) expect(fromReadme, page).toContain(page);
  });

  it.each(links)('%s links to %s, which exists', (page, link) => {
    const [file = '', anchor] = link.split('#');
    const target = file === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), file);
    expect(fs.existsSync(target), `${page} → ${link}`).toBe(true);
    if (anchor) expect(headingAnchors(fs.readFileSync(target, 'utf8'))).toContain(anchor);
  });
});
