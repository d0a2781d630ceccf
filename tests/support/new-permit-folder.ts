import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { writePermitIndex, type PermitDescriptor } from '../../schemas/permit-folders';
import { ROOT } from '../../bench/paths';

/** The permit the copied folder declares: free camping's form under a new name, page, setting and header. */
export const newPermit = {
  slug: 'night-camping',
  type: 'night_camping',
  path: '/services/night-camping',
  title: { ar: 'تصريح التخييم الليلي', en: 'Night camping permit' },
  name: { ar: 'تصريح التخييم الليلي', en: 'night camping permit' },
  headerImage: 'night_camping_permit',
  setting: 'night_camping_permit',
  referencePrefix: 'NC',
} as const;

const generatedDir = path.join(ROOT, 'schemas', '.generated');

/**
 * Copies schemas/permits/ into a temporary tree, copies its free-camping folder as night-camping with
 * the descriptor of `newPermit`, writes that tree's index as build-validators.ts does, and mocks the
 * real index with it: whatever is imported after vi.resetModules() sees six permits. Returns the cleanup.
 */
export function mockTreeWithNewPermit(): () => void {
  // Inside the project (test-results/ is not committed): the browser tests' module loader serves files from there only.
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  const root = fs.mkdtempSync(path.join(ROOT, 'test-results', 'permit-tree-'));
  const permitsDir = path.join(root, 'permits');
  fs.cpSync(path.join(ROOT, 'schemas', 'permits'), permitsDir, { recursive: true });
  const { slug, ...declared } = newPermit;
  const copied = path.join(permitsDir, slug);
  fs.cpSync(path.join(permitsDir, 'free-camping'), copied, { recursive: true });
  const descriptor: PermitDescriptor = {
    ...(JSON.parse(fs.readFileSync(path.join(copied, 'service.json'), 'utf8')) as PermitDescriptor),
    ...declared,
    order: 6,
  };
  fs.writeFileSync(path.join(copied, 'service.json'), JSON.stringify(descriptor));
  const outDir = path.join(root, '.generated');
  fs.mkdirSync(outDir);
  writePermitIndex(permitsDir, outDir);
  for (const module of ['permit-pages', 'permits', 'permit-forms'])
    vi.doMock(path.join(generatedDir, `${module}.ts`), () => import(path.join(outDir, `${module}.ts`)));
  return () => fs.rmSync(root, { recursive: true, force: true });
}
