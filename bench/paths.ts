import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: the bench always runs the portal from here, whatever the caller's cwd. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(ROOT, 'dist');
/** The compiled server `npm start` runs (`npm run build` writes it). */
export const SERVER_ENTRY = path.join(ROOT, 'dist-server', 'main.js');
/** Gitignored scratch space; on the same disk as ./data, so start-up times match a real install. */
export const TMP_ROOT = path.join(ROOT, 'bench', '.tmp');
export const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const NGINX_PATH = '/usr/sbin/nginx';
export const WRK_PATH = '/usr/bin/wrk';
