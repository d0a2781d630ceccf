import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// import/no-cycle reads the imported files from disk, so the planted circle is a small real tree linted with our config.
let tree: string;
let eslint: ESLint;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  const lib = join(tree, 'src', 'lib');
  mkdirSync(lib, { recursive: true });
  writeFileSync(join(lib, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
  writeFileSync(join(lib, 'second.ts'), "import { third } from './third';\nexport const second = () => third;\n");
  writeFileSync(join(lib, 'third.ts'), "import { first } from './first';\nexport const third = () => first;\n");
  writeFileSync(join(lib, 'leaf.ts'), 'export const leaf = 1;\n');
  writeFileSync(join(lib, 'trunk.ts'), "import { leaf } from './leaf';\nexport const trunk = leaf;\n");
  eslint = new ESLint({ cwd: tree, overrideConfigFile: join(import.meta.dirname, '..', '..', 'eslint.config.js') });
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

async function cycleErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([join(tree, 'src', 'lib', file)]);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle').map((m) => m.message);
}

describe('import cycles in src', () => {
  it('fail lint, even through a third file', async () => {
    expect(await cycleErrors('first.ts')).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('leave a one-way import alone', async () => {
    expect(await cycleErrors('trunk.ts')).toEqual([]);
  });
});
