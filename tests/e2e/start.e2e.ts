import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startPortal, type PortalServer } from '../support/portal-process';

const BUILDING = 'Building the portal';

/** `npm start` (server/start.mjs): the compiled server, rebuilt only when a source changed. */
describe('npm start', () => {
  // Stopped even when an assertion fails half-way, so no server outlives the test.
  const started: PortalServer[] = [];
  const start = async (options: Parameters<typeof startPortal>[0]) => {
    const portal = await startPortal(options);
    started.push(portal);
    return portal;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((portal) => portal.stop()));
  });

  it(
    'builds when there is no record of a build from these sources, then not again until a source changes',
    { timeout: 240_000 },
    async () => {
      // npm run build (before this suite) leaves no record of its sources: the first start builds.
      const first = await start({ run: 'npm-start' });
      expect(first.output()).toContain(BUILDING);
      await first.stop({ keepData: true });

      const second = await start({ run: 'npm-start', dataDir: first.dataDir });
      expect(second.output()).not.toContain(BUILDING);
      expect((await fetch(`${second.url}/api/v1/appearance`)).status).toBe(200);
      expect(await (await fetch(second.url)).text()).toContain('<div id="root">');
      await second.stop({ keepData: true });

      const now = new Date();
      await fs.utimes('src/main.tsx', now, now);
      const third = await start({ run: 'npm-start', dataDir: first.dataDir });
      expect(third.output()).toContain(BUILDING);
      await third.stop();
    },
  );
});
