/**
 * The rendered nginx configs (./config.ts) run in the nginx installed here, on free ports, in front of one
 * upstream that stands for the gateway, the host and the remotes. Where no nginx is installed, these tests skip.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { NGINX_DIR, read } from './config';

const nginxVersion = (() => {
  // nginx -v writes "nginx version: nginx/1.22.1" to stderr.
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error) return null;
  const found = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${probe.stdout}${probe.stderr}`);
  return found ? Number(found[1]) * 1_000_000 + Number(found[2]) * 1_000 + Number(found[3]) : 0;
})();
/** The `http2` directive came with nginx 1.25.1; before, HTTP/2 was a parameter of `listen`. */
const HTTP2_DIRECTIVE = (nginxVersion ?? 0) >= 1_025_001;

/** `describe` where nginx is installed, `describe.skip` elsewhere. */
export const describeWithNginx = nginxVersion !== null ? describe : describe.skip;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });

export type StartNginx = (name: string, config: string) => Promise<{ base: string; tls: string }>;

/**
 * Registers the describe's beforeAll / afterAll (the upstream, every nginx it started) and answers startNginx:
 * it starts nginx on free ports with one rendered config and answers its base URL and, where the config listens
 * on 443, its TLS one (with a certificate made by the edge image's own script). `bed.workDir` holds its files.
 */
export function runningNginx(bed: { workDir: string }): StartNginx {
  let upstream: http.Server;
  let upstreamPort: number;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    // Stands for the gateway, the host and the remotes: says it was reached.
    upstream = http.createServer((req, res) => res.writeHead(200).end(`upstream ${req.url}`));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort = (upstream.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const child of running) child.kill();
    await new Promise((resolve) => upstream.close(resolve));
  });

  return async function startNginx(name, config) {
    const dir = join(bed.workDir, name);
    mkdirSync(join(dir, 'kontor'), { recursive: true });
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    for (const file of ['security-headers.conf', 'remote-file-headers.conf']) {
      writeFileSync(join(dir, 'kontor', file), read(`docker/nginx/${file}`));
    }
    const port = await freePort();
    const tlsPort = await freePort();
    if (config.includes('listen 443 ssl;')) {
      execFileSync('sh', [join(NGINX_DIR, 'edge-certificate.sh')], {
        env: { ...process.env, KONTOR_TLS_DIR: join(dir, 'tls') },
        stdio: 'pipe',
      });
    }
    const wantsHttp2 = /\n\s*http2 on;/.test(config);
    const server = config
      .replaceAll('/etc/nginx/kontor/', `${dir}/kontor/`)
      .replaceAll('/etc/nginx/tls/', `${dir}/tls/`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      // nginx before 1.25.1 (Debian 12's 1.22) knows HTTP/2 only as a parameter of listen.
      .replace(
        /listen 443 ssl;/,
        `listen 127.0.0.1:${tlsPort} ssl${wantsHttp2 && !HTTP2_DIRECTIVE ? ' http2' : ''};`,
      )
      .replace(/\n\s*http2 on;/, HTTP2_DIRECTIVE ? '\n  http2 on;' : '')
      .replace(/server (gateway|host|remote-\w+)(:\d+)?;/g, `server 127.0.0.1:${upstreamPort};`)
      .replace(/http:\/\/(host|remote-\w+);/g, `http://127.0.0.1:${upstreamPort};`);
    const temp = join(dir, 'tmp');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {}
       http { access_log off; client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp};
              uwsgi_temp_path ${temp}; scgi_temp_path ${temp};\n${server}\n}`,
    );
    execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
    const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    running.push(child);
    let exited = false;
    child.once('exit', () => (exited = true));
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
      try {
        await fetch(url);
        return { base: url, tls: `https://localhost:${tlsPort}` };
      } catch {
        if (exited) throw new Error(`nginx ${name} stopped: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  };
}
