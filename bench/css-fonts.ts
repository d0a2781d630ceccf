import fs from 'node:fs/promises';
import path from 'node:path';

const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/i;
const FONT_FACE = /@font-face\s*{([^}]*)}/g;
const URL_REF = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Turns a url() in a built CSS file into a path under dist/ (null for data: URLs, already in the CSS bytes). */
function resolveUrl(distDir: string, cssFile: string, url: string): string | null {
  if (url.startsWith('data:') || /^[a-z]+:\/\//i.test(url)) return null;
  const clean = url.split(/[?#]/)[0] ?? url;
  return clean.startsWith('/')
    ? path.join(distDir, clean)
    : path.resolve(path.dirname(path.join(distDir, cssFile)), clean);
}

export interface FontFaces {
  faces: number;
  /** The first src of each @font-face: the format a modern browser picks (woff2 for Fontsource). */
  preferredFiles: string[];
  /** Every font file the CSS names, fallbacks (woff) included. */
  referencedFiles: string[];
}

/** Reads the @font-face rules of built CSS files (paths relative to dist/). */
export async function fontFacesOf(distDir: string, cssFiles: readonly string[]): Promise<FontFaces> {
  let faces = 0;
  const preferred = new Set<string>();
  const referenced = new Set<string>();
  for (const cssFile of cssFiles) {
    const css = await fs.readFile(path.join(distDir, cssFile), 'utf8');
    for (const [, body = ''] of css.matchAll(FONT_FACE)) {
      faces += 1;
      let picked = false; // the browser stops at the first source it supports
      for (const [, , url = ''] of body.matchAll(URL_REF)) {
        if (url.startsWith('data:')) picked = true; // inlined: already counted in the CSS bytes
        const file = resolveUrl(distDir, cssFile, url);
        if (!file || !FONT_FILE.test(file)) continue;
        const relative = path.relative(distDir, file);
        referenced.add(relative);
        if (!picked) preferred.add(relative);
        picked = true;
      }
    }
  }
  return { faces, preferredFiles: [...preferred], referencedFiles: [...referenced] };
}

export function isFontFile(file: string): boolean {
  return FONT_FILE.test(file);
}
