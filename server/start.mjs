// `npm start`: builds the browser app and the server only when their sources changed since the last
// build, then runs the compiled server with plain Node (no TypeScript compiler at start-up).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = [
  'src',
  'server',
  'schemas',
  'machines',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const SKIPPED = /(^|\/)(node_modules|\.generated)(\/|$)|\.test\.tsx?$/;
const serverEntry = path.join(root, 'dist-server', 'main.js');
const stampFile = path.join(root, 'dist-server', 'build-inputs.sha256');

/** Every input file under `entry`, relative to the root. */
function inputFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .filter((file) => !SKIPPED.test(file))
    .sort();
}

/** A fingerprint of the inputs by name, size and modification time: reading no contents keeps it to milliseconds. */
function inputsFingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(inputFiles)) {
    const { size, mtimeMs } = fs.statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const fingerprint = inputsFingerprint();
const builtFrom = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : null;
if (fingerprint !== builtFrom || !fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the portal: its sources changed since the last build.');
  // A production build whatever the shell says: NODE_ENV=test or development would ship React's development build.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, fingerprint);
}
await import(pathToFileURL(serverEntry).href);
