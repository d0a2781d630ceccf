import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

// The layering of STYLE.md: src and server use schemas and machines, never each other.
describe('import boundaries', () => {
  it.each([
    ['src/lib/probe.ts', "import { loadConfig } from '../../server/config';"],
    ['server/lib/probe.ts', "import { api } from '../../src/lib/api-client';"],
    ['machines/probe.ts', "import { api } from '../src/lib/api-client';"],
    ['schemas/probe.ts', "import { submissionMachine } from '../machines/submission.machine';"],
  ])('%s may not import across the boundary', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ['src/lib/probe.ts', "import { formRegistry } from '../../schemas/registry';"],
    ['server/lib/probe.ts', "import { submissionMachine } from '../../machines/submission.machine';"],
  ])('%s may use schemas and machines', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
