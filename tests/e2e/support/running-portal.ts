import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { startPortal, type PortalServer } from '../../support/portal-process';

export interface RunningPortal {
  portal: PortalServer;
  browser: Browser;
}

/**
 * Starts the built portal and Chromium before a file's tests and stops both after them; `env` is added to
 * the portal's environment (ADMIN_EMAIL, for a first admin).
 */
export function useRunningPortal({ env = {} }: { env?: NodeJS.ProcessEnv } = {}): RunningPortal {
  const running = {} as RunningPortal;
  beforeAll(async () => {
    [running.portal, running.browser] = await Promise.all([startPortal({ env }), launchChromium()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.portal?.stop();
  });
  return running;
}
