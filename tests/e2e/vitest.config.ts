import { defineConfig } from 'vitest/config';

/** Browser tests: the real server as a child process, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A page waits on the server under a loaded CI runner; one second (the default) is not enough there.
    expect: { poll: { timeout: 10_000 } },
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
