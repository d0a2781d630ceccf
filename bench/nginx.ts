import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from './cleanup';
import { freePort } from './free-port';
import { NGINX_PATH } from './paths';
import { sleep, tail } from './stats';
import { spawnWatched } from './watched-process';

export interface StaticFile {
  /** Request path without the query string, e.g. /api/v1/articles. */
  location: string;
  body: Buffer;
}

export interface StaticNginx {
  url: string;
  stop(): Promise<void>;
}

/** The parts of an nginx config every bench server shares: one worker, the foreground, files in its temp dir. */
function configAround(dir: string, http: string): string {
  return `# Written by bench/nginx.ts.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`;
}

/** A static baseline serving the portal's exact API bytes. */
function apiBytesConfig(dir: string, port: number, files: readonly StaticFile[]): string {
  const locations = files.map(
    (file, index) => `    location = ${file.location} { try_files /body-${index}.json =404; }`,
  );
  return configAround(
    dir,
    `  types {}
  default_type application/json;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
${locations.join('\n')}
  }`,
  );
}

/** A built single-page app: its files gzipped at the highest level, every other path its index.html. */
function siteConfig(dir: string, port: number, root: string): string {
  return configAround(
    dir,
    `  types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; font/woff2 woff2; image/webp webp; }
  gzip on;
  gzip_comp_level 9;
  gzip_types text/css application/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri /index.html; }
  }`,
  );
}

async function runNginx(dir: string, config: string, probe: string): Promise<StaticNginx> {
  const port = Number(/listen 127\.0\.0\.1:(\d+)/.exec(config)?.[1]);
  const conf = path.join(dir, 'nginx.conf');
  await fs.writeFile(conf, config);
  // SIGQUIT is graceful: the master stops its worker and removes the pid file.
  const nginx = spawnWatched(NGINX_PATH, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stopSignal: 'SIGQUIT',
    graceMs: 5000,
  });
  const { stop } = nginx;

  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (nginx.exitReason() !== null) break;
    const answered = await fetch(url + probe).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (answered) return { url, stop };
    await sleep(50);
  }
  const errorLog = await fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  await stop();
  throw new Error(
    `nginx did not serve ${probe} (${nginx.exitReason() ?? 'no answer in 10 s'}):\n${tail(nginx.output() + errorLog)}`,
  );
}

/** Debian's nginx serving a built single-page app from `root` (readable by its workers, which run as nobody). */
export async function startNginxSite(root: string): Promise<StaticNginx> {
  const dir = await makeTempDir('nginx-');
  await fs.chmod(dir, 0o755);
  return runNginx(dir, siteConfig(dir, await freePort(), root), '/');
}

/** Debian's nginx with its own config in a temp dir, in the foreground so the bench owns the process. */
export async function startStaticNginx(files: readonly StaticFile[]): Promise<StaticNginx> {
  const dir = await makeTempDir('nginx-');
  const www = path.join(dir, 'www');
  await fs.mkdir(www);
  // Workers run as nobody when the bench runs as root: they must be able to read the files.
  await fs.chmod(dir, 0o755);
  await fs.chmod(www, 0o755);
  await Promise.all(
    files.map((file, index) => fs.writeFile(path.join(www, `body-${index}.json`), file.body, { mode: 0o644 })),
  );
  return runNginx(dir, apiBytesConfig(dir, await freePort(), files), files[0]?.location ?? '/');
}
