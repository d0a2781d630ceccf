import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// import/no-cycle reads the imported files from disk, so the planted circles are a small real tree linted with
// our config: only these few files are parsed, not the project's.
const folders = { src: join('src', 'lib'), server: join('server', 'services') };
let tree: string;
let eslint: ESLint;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const folder of Object.values(folders)) {
    const dir = join(tree, folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
    writeFileSync(join(dir, 'second.ts'), "import { third } from './third';\nexport const second = () => third;\n");
    writeFileSync(join(dir, 'third.ts'), "import { first } from './first';\nexport const third = () => first;\n");
    writeFileSync(join(dir, 'leaf.ts'), 'export const leaf = 1;\n');
    writeFileSync(join(dir, 'trunk.ts'), "import { leaf } from './leaf';\nexport const trunk = leaf;\n");
  }
  eslint = new ESLint({
    cwd: tree,
    overrideConfigFile: join(import.meta.dirname, '..', '..', 'eslint.config.js'),
    ruleFilter: ({ ruleId }) => ruleId === 'import/no-cycle',
  });
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

async function cycleErrors(part: keyof typeof folders, file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([join(tree, folders[part], file)]);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle').map((m) => m.message);
}

describe.each(Object.keys(folders) as (keyof typeof folders)[])('import cycles in %s', (part) => {
  it('fail lint, even through a third file', async () => {
    expect(await cycleErrors(part, 'first.ts')).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('leave a one-way import alone', async () => {
    expect(await cycleErrors(part, 'trunk.ts')).toEqual([]);
  });
});
