import { describe, expect, it } from 'vitest';
import { boundaryErrors, probeErrors } from './lint-probe';

// The layering of STYLE.md: src and server use schemas and machines, never each other.
describe('import boundaries', () => {
  it.each([
    ['src/lib/probe.ts', "import { loadConfig } from '../../server/config';"],
    ['server/lib/probe.ts', "import { api } from '../../src/lib/api-client';"],
    ['machines/probe.ts', "import { api } from '../src/lib/api-client';"],
    ['schemas/probe.ts', "import { submissionMachine } from '../machines/submission.machine';"],
  ])('%s may not import across the boundary', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/lib/probe.ts', "import { formRegistry } from '../../schemas/registry';"],
    ['server/lib/probe.ts', "import { submissionMachine } from '../../machines/submission.machine';"],
    ['machines/probe.ts', "import type { FieldErrors } from '../schemas/api/envelopes';"],
  ])('%s may use schemas and machines', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

// React's Node renderer keeps an AsyncLocalStorage, whose promise hooks would slow every request.
describe('the server renderer', () => {
  it.each(['react-dom/static', 'react-dom/server'])('may not be imported from %s', async (module) => {
    const code = `import { prerender } from '${module}';`;
    expect(await probeErrors('no-restricted-imports', 'src/probe.tsx', code)).toHaveLength(1);
  });

  it('renders with the edge build', async () => {
    const code = "import { prerender } from 'react-dom/static.edge';";
    expect(await probeErrors('no-restricted-imports', 'src/probe.tsx', code)).toEqual([]);
  });
});
