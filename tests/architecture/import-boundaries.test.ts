import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The probes are not on disk, which import/no-cycle needs (import-cycles.test.ts plants real files).
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function errorsOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => errorsOf('import/no-restricted-paths', filePath, code);

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
    ['machines/probe.ts', "import type { FieldErrors } from '../schemas/api/envelopes';"],
  ])('%s may use schemas and machines', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });
});

// React's Node renderer keeps an AsyncLocalStorage, whose promise hooks would slow every request.
describe('the server renderer', () => {
  it.each(['react-dom/static', 'react-dom/server'])('may not be imported from %s', async (module) => {
    const code = `import { prerender } from '${module}';\nexport const probe = prerender;\n`;
    expect(await errorsOf('no-restricted-imports', 'src/probe.tsx', code)).toHaveLength(1);
  });

  it('renders with the edge build', async () => {
    const code = "import { prerender } from 'react-dom/static.edge';\nexport const probe = prerender;\n";
    expect(await errorsOf('no-restricted-imports', 'src/probe.tsx', code)).toEqual([]);
  });
});
