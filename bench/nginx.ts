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

function configFor(dir: string, port: number, files: readonly StaticFile[]): string {
  const locations = files.map((file, index) => `    location = ${file.location} { try_files /body-${index}.json =404; }`);
  return `# Written by bench/nginx.ts: a static baseline serving the portal's exact API bytes.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types {}
  default_type application/json;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
${locations.join('\n')}
  }
}
`;
}

/** Debian's nginx with its own config in a temp dir, in the foreground so the bench owns the process. */
export async function startStaticNginx(files: readonly StaticFile[]): Promise<StaticNginx> {
  const dir = await makeTempDir('nginx-');
  const www = path.join(dir, 'www');
  await fs.mkdir(www);
  // Workers run as nobody when the bench runs as root: they must be able to read the files.
  await fs.chmod(dir, 0o755);
  await fs.chmod(www, 0o755);
  await Promise.all(files.map((file, index) => fs.writeFile(path.join(www, `body-${index}.json`), file.body, { mode: 0o644 })));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  await fs.writeFile(conf, configFor(dir, port, files));

  // SIGQUIT is graceful: the master stops its worker and removes the pid file.
  const nginx = spawnWatched(NGINX_PATH, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stopSignal: 'SIGQUIT',
    graceMs: 5000,
  });
  const { stop } = nginx;

  const url = `http://127.0.0.1:${port}`;
  const probe = files[0]?.location ?? '/';
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
  throw new Error(`nginx did not serve ${probe} (${nginx.exitReason() ?? 'no answer in 10 s'}):\n${tail(nginx.output() + errorLog)}`);
}
