import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startPortal } from '../support/portal-process';

const BUILDING = 'Building the portal';

/** `npm start` (server/start.mjs): the compiled server, rebuilt only when a source changed. */
describe('npm start', () => {
  it('builds when there is no record of a build from these sources, then not again until a source changes', { timeout: 240_000 }, async () => {
    // npm run build (before this suite) leaves no record of its sources: the first start builds.
    const first = await startPortal({ run: 'npm-start' });
    expect(first.output()).toContain(BUILDING);
    await first.stop({ keepData: true });

    const second = await startPortal({ run: 'npm-start', dataDir: first.dataDir });
    expect(second.output()).not.toContain(BUILDING);
    expect((await fetch(`${second.url}/api/v1/appearance`)).status).toBe(200);
    expect(await (await fetch(second.url)).text()).toContain('<div id="root">');
    await second.stop({ keepData: true });

    const now = new Date();
    await fs.utimes('src/main.tsx', now, now);
    const third = await startPortal({ run: 'npm-start', dataDir: first.dataDir });
    expect(third.output()).toContain(BUILDING);
    await third.stop();
  });
});
