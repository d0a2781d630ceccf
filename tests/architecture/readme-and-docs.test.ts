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

/** Sections of docs/requirements.md cited by code comments (`docs/requirements.md §P2, §P4`), with the file citing them. */
function requirementCitations(): [file: string, section: string][] {
  const sourceDirs = ['src', 'server', 'schemas', 'machines', 'tests', 'bench'];
  const files = sourceDirs.flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/(^|\/)(node_modules|\.[^/]+)\//.test(file))
      .map((file) => `${dir}/${file}`),
  );
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/docs\/requirements\.md((?:,? §[A-Z]\d+)+)/g)].flatMap(
      (match) => [...match[1]!.matchAll(/§([A-Z]\d+)/g)].map((section) => [file, section[1]!] as [string, string]),
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

  it.each(requirementCitations())('%s cites section %s of docs/requirements.md, which exists', (_file, section) => {
    const sections = [...fs.readFileSync(path.join(docsDir, 'requirements.md'), 'utf8').matchAll(/^## ([A-Z]\d+) /gm)];
    expect(sections.map((match) => match[1])).toContain(section);
  });
});
