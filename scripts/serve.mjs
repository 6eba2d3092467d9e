// Static servers of the composed app (docs/running.md): one per remote with CORS, and the host with
// its SPA fallback, the environment's /registry.json and a streaming proxy of /api to the gateway.
// Used by `npm start`, the e2e global setup and the bundle bench. Files go out precompressed (the build's
// .br and .gz), hashed files cached for a year, every response with the hardening headers and the host's
// page with a per-response CSP nonce (scripts/lib/headers.mjs). HTTP/1.1, and the host also over TLS with
// HTTP/2 when given a certificate (`tls`: browsers speak HTTP/2 only over TLS; docs/running.md, "HTTP/2").
import http from 'node:http';
import http2 from 'node:http2';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { createProxyServer } from 'http-proxy-3';
import { ROOT, remoteDir } from './lib/workspace.mjs';
import {
  cacheControl,
  contentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  newNonce,
  registryOrigins,
  REMOTE_FILE_CSP,
  sendCompressed,
  setSecurityHeaders,
} from './lib/headers.mjs';

export { contentSecurityPolicy, registryOrigins } from './lib/headers.mjs';

function cacheHeaders(res, pathname) {
  res.setHeader('Cache-Control', cacheControl(pathname));
}

/** sirv for a build folder: looked up per request (a rebuild is served at once), precompressed files first. */
const staticFiles = (root, extra = {}) =>
  sirv(root, { dev: true, etag: true, gzip: true, brotli: true, setHeaders: cacheHeaders, ...extra });

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

/**
 * An HTTP/1.1 server, or with `tls` an HTTP/2 server over TLS that also answers HTTP/1.1 clients (ALPN). The
 * handler sees the same request and response API either way (Node's HTTP/2 compatibility API).
 * @param {http.RequestListener} handler
 * @param {{ key: string, cert: string }} [tls]
 */
function createServer(handler, tls) {
  if (!tls) return http.createServer(handler);
  const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, handler);
  // An HTTP/2 server has no closeAllConnections: keep the sockets to end them on close.
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.closeAllConnections = () => sockets.forEach((socket) => socket.destroy());
  return server;
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
 * @param {{ root?: string, env?: string }} [options]
 */
export async function startRemoteServer(name, port, options = {}) {
  const root = options.root ?? path.join(remoteDir(name), 'dist');
  if (!fs.existsSync(path.join(root, 'remotes', name))) {
    throw new Error(
      `remote-${name} has no build in ${root}: run \`pnpm --filter remote-${name} build\` first.`,
    );
  }
  // Files are looked up per request, so a version built while the server runs is served at once.
  const files = staticFiles(root);
  const env = options.env ?? 'local';
  const server = http.createServer((req, res) => {
    setSecurityHeaders(res, env);
    res.setHeader('Content-Security-Policy', REMOTE_FILE_CSP);
    res.setHeader('Access-Control-Allow-Origin', '*');
    // The host page may time the remote's files (Resource Timing: the bundle bench, the browser's tools).
    res.setHeader('Timing-Allow-Origin', '*');
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

/** Environments the host knows (host/src/app/environment.ts). */
export const ENVIRONMENTS = ['local', 'sandbox', 'dev', 'test', 'prod'];

/**
 * index.html with the environment stated in `<meta name="kontor-env">`, which the host reads at start
 * (configuration, not a guess from the hostname; no request of its own). The build writes "prod".
 * @param {string} html
 * @param {string} env
 */
export function withEnvironment(html, env) {
  if (!ENVIRONMENTS.includes(env))
    throw new Error(`unknown environment "${env}" (${ENVIRONMENTS.join(', ')})`);
  return html.replace(
    /<meta name="kontor-env" content="[^"]*"\s*\/?>/,
    `<meta name="kontor-env" content="${env}">`,
  );
}

/** The descriptor a remote's build wrote for this version, or null when that version is not built here. */
export function builtDescriptor(name, version) {
  const file = path.join(remoteDir(name), 'dist', 'remotes', name, version, 'descriptor.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The registry with each remote's descriptor snapshot (docs/remote-contract.md, "Registry"): the host then
 * knows every remote's routes and menu without reaching its origin, so a remote that is down when the
 * page loads keeps its menu item and its routes say "temporarily unavailable" with Retry.
 * @param {{ remotes: { name: string, version: string, descriptorSnapshot?: object }[] }} registry
 * @param {(name: string, version: string) => object | null} [readDescriptor]
 */
export function withDescriptorSnapshots(registry, readDescriptor = builtDescriptor) {
  return {
    ...registry,
    remotes: registry.remotes.map((entry) => {
      if (entry.descriptorSnapshot) return entry;
      const snapshot = readDescriptor(entry.name, entry.version);
      return snapshot ? { ...entry, descriptorSnapshot: snapshot } : entry;
    }),
  };
}

/** index.html with this response's CSP nonce on its script tags (the build wrote a placeholder). */
export function withNonce(html, nonce) {
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
}

/** Page requests (no file extension) get index.html, the SPA fallback. */
const isPageRequest = (pathname) => pathname === '/index.html' || path.extname(pathname) === '';

/**
 * Serves host/dist with SPA fallback (index.html stating the environment, default local), /registry.json
 * from `registryFile` with every built remote's descriptor snapshot (read per request, so an edited file or
 * a rebuild applies on reload) and proxies /api, including the event stream, to the gateway. With
 * `remoteUpstreams` (remote name -> its server's URL) it also proxies `/remotes/<name>/` to that remote's
 * server, as the deployed edge does (docker/nginx/edge.conf.template): the browser then sees one origin.
 * With `tls` (scripts/lib/tls.mjs) it answers over TLS, HTTP/2 for browsers, as the deployed edge does.
 * @param {{ port?: number, registryFile: string, gatewayUrl: string, root?: string, env?: string,
 *   rewriteRegistry?: (registry: any) => any, connectOrigins?: string[],
 *   remoteUpstreams?: Record<string, string>, tls?: { key: string, cert: string } }} options
 */
export async function startHostServer(options) {
  const port = options.port ?? 8080;
  const env = options.env ?? 'local';
  if (!ENVIRONMENTS.includes(env))
    throw new Error(`unknown environment "${env}" (${ENVIRONMENTS.join(', ')})`);
  const root = options.root ?? path.join(ROOT, 'host', 'dist');
  const registryFile = path.resolve(options.registryFile);
  readRegistry(registryFile); // fail at start, not at the first page load
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`host has no build in ${root}: run \`pnpm --filter host build\` first.`);
  }
  const files = staticFiles(root, { single: true });
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
  const remoteUpstreams = new Map(Object.entries(options.remoteUpstreams ?? {}));
  const remoteOf = (pathname) => /^\/remotes\/([a-z][a-z0-9-]*)\//.exec(pathname)?.[1];
  const remoteProxy = createProxyServer({});
  remoteProxy.on('error', (error, req, res) => {
    // A remote that is down answers 502, as the edge's nginx would: the host shows it as unavailable.
    if (!res.headersSent) {
      const name = remoteOf((req.url ?? '/').split('?')[0]);
      res
        .writeHead(502, { 'Content-Type': 'text/plain' })
        .end(`remote ${name} at ${remoteUpstreams.get(name)}: ${error.message}`);
    } else res.destroy();
  });
  const servedRegistry = () => {
    const registry = readRegistry(registryFile);
    return options.rewriteRegistry ? options.rewriteRegistry(registry) : registry;
  };
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      proxy.web(req, res);
      return;
    }
    const upstream = remoteUpstreams.get(remoteOf(pathname));
    if (upstream) {
      // The remote's server answers with its own headers (file policy, caching, compression).
      remoteProxy.web(req, res, { target: upstream });
      return;
    }
    setSecurityHeaders(res, env);
    if (pathname === '/registry.json') {
      try {
        const body = JSON.stringify(withDescriptorSnapshots(servedRegistry()));
        const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' };
        sendCompressed(req, res, 200, headers, body);
      } catch (error) {
        res
          .writeHead(500, { 'Content-Type': 'text/plain' })
          .end(`registry ${registryFile}: ${error.message}`);
      }
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && isPageRequest(pathname)) {
      // Read per request: a rebuild is served at once.
      fs.readFile(path.join(root, 'index.html'), 'utf8', (error, html) => {
        if (error) {
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
          return;
        }
        const nonce = newNonce();
        let remoteOrigins = [];
        try {
          remoteOrigins = registryOrigins(servedRegistry());
        } catch {
          // An unreadable registry leaves the remotes out of the policy; /registry.json says why.
        }
        const headers = {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': contentSecurityPolicy({
            nonce,
            remoteOrigins,
            connectOrigins: options.connectOrigins ?? [],
            env,
          }),
        };
        sendCompressed(req, res, 200, headers, withNonce(withEnvironment(html, env), nonce));
      });
      return;
    }
    files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  }, options.tls);
  server.on('close', () => {
    proxy.close?.();
    remoteProxy.close?.();
  });
  await listen(server, port, 'host');
  const url = `${options.tls ? 'https' : 'http'}://localhost:${port}`;
  return { port, url, registryFile, env, close: closer(server) };
}

/**
 * A registry with every remote's files under the page's own origin (`/remotes/<name>/<version>/...`), as the
 * deployed registry names them (docker/registry/compose.json): for a host server with `remoteUpstreams`.
 * @param {{ remotes: { name: string, manifest: string, descriptor: string }[] }} registry
 */
export function registryOnOneOrigin(registry) {
  const local = (url) => new URL(url, 'http://localhost').pathname;
  return {
    ...registry,
    remotes: registry.remotes.map((entry) => ({
      ...entry,
      manifest: local(entry.manifest),
      descriptor: local(entry.descriptor),
    })),
  };
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
