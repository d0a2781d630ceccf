import fs from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

function isChunk(value: unknown): value is ManifestChunk {
  return typeof value === 'object' && value !== null && typeof (value as { file?: unknown }).file === 'string';
}

export async function readManifest(distDir: string): Promise<Manifest> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not a JSON object`);
  const manifest: Manifest = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (isChunk(value)) manifest[key] = value;
  }
  return manifest;
}

/** The HTML entry (index.html) that every route loads first. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const key = entries.find((candidate) => candidate === 'index.html') ?? entries[0];
  if (!key) throw new Error('the Vite manifest has no entry');
  return key;
}

/** The chunk and everything it imports statically, recursively: what the browser must fetch with it. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/**
 * Every chunk reachable through dynamic import() from the given (entry) chunks, mapped to the dynamic
 * chunk whose static closure imports it (null: imported straight from the entry's closure).
 */
export function dynamicParents(manifest: Manifest, entryKeys: readonly string[]): Map<string, string | null> {
  const parents = new Map<string, string | null>();
  const pending: Array<{ key: string; root: string | null }> = entryKeys.map((key) => ({ key, root: null }));
  for (let item = pending.shift(); item !== undefined; item = pending.shift()) {
    for (const dynamic of manifest[item.key]?.dynamicImports ?? []) {
      if (parents.has(dynamic)) continue;
      parents.set(dynamic, item.root);
      pending.push(...staticClosure(manifest, dynamic).map((key) => ({ key, root: dynamic })));
    }
  }
  return parents;
}

/** The dynamic chunks the browser loads to reach this one: itself, then e.g. a lazy router, up to the entry. */
export function lazyChain(parents: ReadonlyMap<string, string | null>, key: string): string[] {
  const chain = [key];
  for (
    let parent = parents.get(key) ?? null;
    parent !== null && !chain.includes(parent);
    parent = parents.get(parent) ?? null
  ) {
    chain.push(parent);
  }
  return chain;
}

export function filesOf(
  manifest: Manifest,
  keys: readonly string[],
  pick: (chunk: ManifestChunk) => readonly string[],
): string[] {
  return [
    ...new Set(
      keys.flatMap((key) => {
        const chunk = manifest[key];
        return chunk ? pick(chunk) : [];
      }),
    ),
  ];
}
