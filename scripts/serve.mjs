// Static servers of the composed app (docs/running.md): one per remote with CORS, and the host with
// its SPA fallback, the environment's /registry.json and a streaming proxy of /api to the gateway.
// Used by `npm start`, the e2e global setup and the bundle bench.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { createProxyServer } from 'http-proxy-3';
import { ROOT, remoteDir } from './lib/workspace.mjs';

/** Chunks carry a content hash in their name (shared-kernel/build/webpack.cjs chunkFilename). */
const HASHED_CHUNK = /\.[0-9a-f]{8}\.js(\.map)?$/;

function cacheHeaders(res, pathname) {
  // Hashed chunks never change; entry files (remoteEntry.js, mf-manifest.json, main.js, index.html)
  // are rebuilt in place locally, so the browser must revalidate them.
  res.setHeader(
    'Cache-Control',
    HASHED_CHUNK.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Listens on every interface (so both 127.0.0.1 and ::1 answer for localhost); EADDRINUSE becomes advice. */
function listen(server, port, what) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} (${what}) is already in use. Stop the program using it ` +
              `(\`lsof -i :${port}\` or \`ss -ltnp 'sport = :${port}'\` shows which) and try again.`,
          ),
        );
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port);
  });
}

function closer(server) {
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets and open event streams would hold close() forever.
      server.closeAllConnections();
    });
}

/**
 * Serves remote-<name>/dist (which holds remotes/<name>/<version>/...) on `port` with CORS `*`:
 * the host fetches mf-manifest.json with fetch() from another origin (TOOLCHAIN.md).
 * @param {string} name remote name (accounts, payments, ...)
 * @param {number} port
 * @param {{ root?: string }} [options]
 */
export async function startRemoteServer(name, port, options = {}) {
  const root = options.root ?? path.join(remoteDir(name), 'dist');
  if (!fs.existsSync(path.join(root, 'remotes', name))) {
    throw new Error(
      `remote-${name} has no build in ${root}: run \`pnpm --filter remote-${name} build\` first.`,
    );
  }
  // Files are looked up per request, so a version built while the server runs is served at once.
  const files = sirv(root, { dev: true, etag: true, setHeaders: cacheHeaders });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.writeHead(204).end();
      return;
    }
    files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  });
  await listen(server, port, `remote ${name}`);
  return { name, port, url: `http://localhost:${port}`, close: closer(server) };
}

function readRegistry(registryFile) {
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
  if (!Array.isArray(registry.remotes)) throw new Error(`${registryFile} has no "remotes" array`);
  return registry;
}

/**
 * Serves host/dist with SPA fallback, /registry.json from `registryFile` (read per request, so an
 * edited file applies on reload) and proxies /api, including the event stream, to the gateway.
 * @param {{ port?: number, registryFile: string, gatewayUrl: string, root?: string,
 *   rewriteRegistry?: (registry: any) => any }} options
 */
export async function startHostServer(options) {
  const port = options.port ?? 8080;
  const root = options.root ?? path.join(ROOT, 'host', 'dist');
  const registryFile = path.resolve(options.registryFile);
  readRegistry(registryFile); // fail at start, not at the first page load
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`host has no build in ${root}: run \`pnpm --filter host build\` first.`);
  }
  const files = sirv(root, {
    dev: true, // looked up per request: a rebuild is served at once
    etag: true,
    single: true,
    setHeaders: cacheHeaders,
  });
  const proxy = createProxyServer({
    target: options.gatewayUrl,
    // The gateway sees the browser's Host (cookies, logs); x-forwarded-* tell it the original origin.
    xfwd: true,
    // The event stream is long-lived: no proxy timeout.
    proxyTimeout: 0,
  });
  proxy.on('error', (error, req, res) => {
    // res is a socket for upgrade requests; only answer plain HTTP responses.
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'gateway_unavailable',
          message: `gateway at ${options.gatewayUrl}: ${error.message}`,
        }),
      );
    } else res?.destroy?.();
  });
  proxy.on('proxyRes', (proxyRes) => {
    // Server-sent events must reach the browser as they are written (DESIGN.md, "The event stream").
    if (String(proxyRes.headers['content-type'] ?? '').startsWith('text/event-stream')) {
      proxyRes.headers['cache-control'] = 'no-cache, no-transform';
      proxyRes.headers['x-accel-buffering'] = 'no';
    }
  });
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      proxy.web(req, res);
      return;
    }
    if (pathname === '/registry.json') {
      try {
        const registry = readRegistry(registryFile);
        const body = JSON.stringify(options.rewriteRegistry ? options.rewriteRegistry(registry) : registry);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(body);
      } catch (error) {
        res
          .writeHead(500, { 'Content-Type': 'text/plain' })
          .end(`registry ${registryFile}: ${error.message}`);
      }
      return;
    }
    files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  });
  server.on('close', () => proxy.close?.());
  await listen(server, port, 'host');
  return { port, url: `http://localhost:${port}`, registryFile, close: closer(server) };
}

/**
 * A registry with every remote moved to `http://localhost:<portOf(name)>`, keeping path and version:
 * the e2e tests and the bench run the app on their own ports.
 * @param {{ remotes: { name: string, manifest: string, descriptor: string }[] }} registry
 * @param {(name: string) => number} portOf
 */
export function registryOnPorts(registry, portOf) {
  const move = (url, name) => `http://localhost:${portOf(name)}${new URL(url, 'http://localhost').pathname}`;
  return {
    ...registry,
    remotes: registry.remotes.map((entry) => ({
      ...entry,
      manifest: move(entry.manifest, entry.name),
      descriptor: move(entry.descriptor, entry.name),
    })),
  };
}
