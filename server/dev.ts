import { spawn } from 'node:child_process';
import { createServer } from 'vite';

/**
 * `npm run dev`: the API server (restarted on change by tsx watch) on API_PORT, and Vite's dev
 * server with hot reload, which proxies /api to it (see vite.config.ts).
 */
async function dev() {
  const apiPort = process.env.API_PORT || '8081';
  const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_DIR: 'no-browser-app-in-dev',
      IMAGES_DIR: 'public',
    },
    stdio: 'inherit',
  });
  const vite = await createServer({ server: { port: 5173, host: '127.0.0.1' } });
  await vite.listen();
  vite.printUrls();
  const stop = () => {
    api.kill('SIGTERM');
    void vite.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void dev();
