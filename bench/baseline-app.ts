import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { startNginxSite, type StaticNginx } from './nginx';
import { ROOT } from './paths';

/** ../shared/anchors/baseline-app: the smallest app made of the portal's own browser packages. */
const SOURCE = path.resolve(ROOT, '..', 'shared', 'anchors', 'baseline-app');
/** Built beside the bench, so the shared folder stays clean; its node_modules is kept between runs. */
const COPY = path.join(ROOT, 'bench', '.cache', 'baseline-app');

/** Its two routes, with the pages of the portal each is compared with. */
export const BASELINE_PAGES = { home: '/', form: '/form' } as const;
/** The baseline form's first text field, where its typing is measured. */
export const BASELINE_TYPING_FIELD = '#root_fullName';

export interface BaselineApp {
  url: string;
  distDir: string;
  stop(): Promise<void>;
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd: COPY, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });

/**
 * Copies the baseline app beside the bench, installs it when its lockfile changed (npm ci), builds
 * it as its README says (the precompiled validator) and serves it with nginx, gzip -9 like the
 * portal's own assets, every path falling back to its index.html.
 */
export async function startBaselineApp(): Promise<BaselineApp> {
  await fs.access(SOURCE).catch(() => {
    throw new Error(`no baseline app at ${SOURCE}`);
  });
  await fs.mkdir(COPY, { recursive: true });
  await fs.cp(SOURCE, COPY, {
    recursive: true,
    force: true,
    filter: (source) => !/(^|\/)(node_modules|dist)(\/|$)/.test(path.relative(SOURCE, source)),
  });
  // The shared copy is read-only; ours must take the next copy over it.
  run('chmod', ['-R', 'u+w', '.']);
  const lockHash = createHash('sha256')
    .update(await fs.readFile(path.join(COPY, 'package-lock.json')))
    .digest('hex');
  const installedFrom = path.join(COPY, 'node_modules', '.installed-from-lock');
  if ((await fs.readFile(installedFrom, 'utf8').catch(() => '')) !== lockHash) {
    run('npm', ['ci', '--no-audit', '--no-fund']);
    await fs.writeFile(installedFrom, lockHash);
  }
  run('npx', ['vite', 'build'], { VALIDATOR: 'precompiled', NODE_ENV: 'production' });
  const distDir = path.join(COPY, 'dist');
  const nginx: StaticNginx = await startNginxSite(distDir);
  return { url: nginx.url, distDir, stop: nginx.stop };
}
