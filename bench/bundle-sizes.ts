import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { fontFacesOf, isFontFile } from './css-fonts';
import { dynamicParents, entryKey, filesOf, lazyChain, readManifest, staticClosure, type Manifest } from './manifest';

const gzipAsync = promisify(gzip);

/** A route module: src/features/<feature>/<name>-page.tsx, lazily imported by the router. */
const PAGE_SOURCE = /^src\/features\/[^/]+\/([^/]+-page)\.tsx$/;

export interface Bytes {
  files: number;
  raw_bytes: number;
  gzip_bytes: number;
}

export interface RouteJs {
  name: string;
  source: string;
  /** Whether the entry (or a lazy router it loads) reaches this module through a dynamic import(). */
  lazy_from_entry: boolean;
  /** Everything the route runs: entry + its static imports + the route chunk (+ a lazy router, if any) + their static imports. */
  js: Bytes;
  /** The part fetched only for this route (on top of the entry's JS). */
  route_only_js: Bytes;
  /** CSS the route's lazy chunks add on top of the entry's. */
  route_only_css: Bytes;
}

export interface BundleSizes {
  entry: { source: string; file: string; own_js: Bytes; with_static_imports_js: Bytes };
  routes: RouteJs[];
  entry_css: Bytes;
  /** Fonts the entry's CSS declares; the browser fetches only faces its text and weights need. */
  entry_fonts: { font_faces: number; files: number; raw_bytes: number };
  note?: string;
}

/** Sizes each file on its own (each is its own HTTP response), gzip level 9, cached per file. */
function makeSizer(distDir: string) {
  const cache = new Map<string, Promise<{ raw: number; gzip: number }>>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (!size) {
      size = fs.readFile(path.join(distDir, file)).then(async (bytes) => ({
        raw: bytes.length,
        gzip: (await gzipAsync(bytes, { level: 9 })).length,
      }));
      cache.set(file, size);
    }
    return size;
  };
  return async (files: readonly string[]): Promise<Bytes> => {
    const sizes = await Promise.all(files.map(sizeOf));
    return {
      files: files.length,
      raw_bytes: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzip_bytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
    };
  };
}

const jsFiles = (manifest: Manifest, keys: readonly string[]) =>
  filesOf(manifest, keys, (chunk) => [chunk.file]).filter((file) => /\.m?js$/.test(file));

export async function measureBundleSizes(distDir: string): Promise<BundleSizes> {
  const manifest = await readManifest(distDir);
  const size = makeSizer(distDir);
  const entry = entryKey(manifest);
  const entryKeys = staticClosure(manifest, entry);
  const entryJs = jsFiles(manifest, entryKeys);
  const entryCss = filesOf(manifest, entryKeys, (chunk) => chunk.css ?? []);
  const parents = dynamicParents(manifest, entryKeys);

  const pages = Object.entries(manifest)
    .map(([key, chunk]) => ({ key, source: chunk.src ?? key }))
    .filter(({ source }) => PAGE_SOURCE.test(source))
    .sort((a, b) => a.source.localeCompare(b.source));
  const routes: RouteJs[] = [];
  for (const page of pages) {
    const pageKeys = lazyChain(parents, page.key).flatMap((key) => staticClosure(manifest, key));
    const pageJs = jsFiles(manifest, pageKeys);
    const pageCss = filesOf(manifest, pageKeys, (chunk) => chunk.css ?? []);
    routes.push({
      name: PAGE_SOURCE.exec(page.source)?.[1] ?? page.source,
      source: page.source,
      lazy_from_entry: parents.has(page.key),
      js: await size([...new Set([...entryJs, ...pageJs])]),
      route_only_js: await size(pageJs.filter((file) => !entryJs.includes(file))),
      route_only_css: await size(pageCss.filter((file) => !entryCss.includes(file))),
    });
  }

  const faces = await fontFacesOf(distDir, entryCss);
  // The manifest lists CSS-referenced fonts (fallbacks too) as chunk assets; only fonts imported from JS are extra.
  const jsFonts = filesOf(manifest, entryKeys, (chunk) => chunk.assets ?? []).filter(
    (file) => isFontFile(file) && !faces.referencedFiles.includes(file),
  );
  const fonts = await size([...new Set([...faces.preferredFiles, ...jsFonts])]);

  const entryChunk = manifest[entry];
  const result: BundleSizes = {
    entry: {
      source: entryChunk?.src ?? entry,
      file: entryChunk?.file ?? '',
      own_js: await size(entryChunk ? [entryChunk.file] : []),
      with_static_imports_js: await size(entryJs),
    },
    routes,
    entry_css: await size(entryCss),
    entry_fonts: { font_faces: faces.faces, files: fonts.files, raw_bytes: fonts.raw_bytes },
  };
  if (routes.length === 0)
    result.note = 'no src/features/*/*-page.tsx chunk in the manifest yet (router not lazy-loading pages?)';
  return result;
}
