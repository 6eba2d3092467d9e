// Response headers of the local servers (scripts/serve.mjs) and their compression (docs/security.md, "Browser
// headers and CSP"; docs/performance.md). The nginx configs of docker/nginx send the same.
import crypto from 'node:crypto';
import zlib from 'node:zlib';

/** The placeholder the host's build puts in index.html's script tags (shared-kernel/build/plugins.cjs). */
export const CSP_NONCE_PLACEHOLDER = '__KONTOR_CSP_NONCE__';

/** Files whose name carries a content hash (shared-kernel/build/webpack.cjs: `[name].[contenthash:8]`, assets). */
const HASHED_FILE = /(\.[0-9a-f]{8}\.(js|css)|\/[0-9a-f]{16,}\.\w+)(\.map)?$/;

/**
 * A year, immutable, for hashed files (they never change); every other file (index.html, remoteEntry.js,
 * mf-manifest.json, descriptor.json, registry.json) is rebuilt in place and revalidated.
 */
export function cacheControl(pathname) {
  return HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A fresh nonce for one page response (128 bits, base64). */
export const newNonce = () => crypto.randomBytes(16).toString('base64');

/** Where remotes live: every origin the registry names (manifest, descriptor). */
export function registryOrigins(registry) {
  const origins = new Set();
  for (const entry of registry?.remotes ?? []) {
    for (const url of [entry.manifest, entry.descriptor]) {
      try {
        origins.add(new URL(url).origin);
      } catch {
        // A relative or broken URL adds no origin.
      }
    }
  }
  return [...origins].sort();
}

/**
 * The host page's Content-Security-Policy: only scripts carrying this response's nonce run, and what they load
 * (chunks, remoteEntry.js, remote screens) is trusted through them ('strict-dynamic'); no eval (WebAssembly
 * may compile: 'wasm-unsafe-eval'), no inline styles; styles, fonts, images and fetches from the page's origin and the remotes' origins (the registry),
 * the gateway (same origin through /api, or `connectOrigins`); never framed. In local and sandbox, remote
 * overrides (?remote:name=) may point at a developer's server on localhost.
 * @param {{ nonce: string, remoteOrigins?: string[], connectOrigins?: string[], env?: string }} options
 */
export function contentSecurityPolicy({ nonce, remoteOrigins = [], connectOrigins = [], env = 'prod' }) {
  const overrides = env === 'local' || env === 'sandbox' ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  const sources = (...extra) => ["'self'", ...new Set([...remoteOrigins, ...extra, ...overrides])].join(' ');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': WebAssembly compiles (the QR-bill reader's ZXing, issue 30); JavaScript eval stays refused.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'`,
    `style-src ${sources()}`,
    `img-src ${sources('data:', 'blob:')}`,
    `font-src ${sources()}`,
    `connect-src ${sources(...connectOrigins)}`,
    // pdf.js's worker (the QR-bill reader, issue 30): from the page's origin, or from a remote's origin through the
    // blob: module pdf.js makes to import it (a worker cannot be started from another origin).
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The hardening every response of the local servers carries: nosniff, a referrer policy, no framing, and
 * HSTS outside local (the local servers speak plain HTTP, where browsers ignore it anyway).
 * @param {import('node:http').ServerResponse} res
 * @param {string} env
 */
export function setSecurityHeaders(res, env) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (env !== 'local') res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/** Files of a remote are data or scripts, never pages: a document made of one gets nothing. */
export const REMOTE_FILE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The encoding a response body is sent in: brotli, else gzip, else none (as the browser accepts). */
export function chooseEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Sends a generated body (index.html, registry.json) compressed as the browser accepts.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} body
 */
export function sendCompressed(req, res, status, headers, body) {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(body);
  const sent =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.gzipSync(raw, { level: 6 })
        : raw;
  res.writeHead(status, {
    ...headers,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(sent.length),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
}
