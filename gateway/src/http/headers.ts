/**
 * The hardening headers of every answer of the gateway (docs/security.md "Gateway headers"), by @fastify/helmet:
 * the gateway answers JSON, files and an event stream, never a page, so its policy is the strictest there is.
 * - `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; …`: nothing it answers may load or
 *   run anything, nor be framed (X-Frame-Options: DENY for older browsers).
 * - `X-Content-Type-Options: nosniff`: a browser takes the declared type (an upload is never run as HTML).
 * - `Referrer-Policy: no-referrer`, `Cross-Origin-Resource-Policy: same-site` (the app's origins only).
 * - `Strict-Transport-Security` for two years outside local (local is plain http on localhost).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';

const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

export async function installSecurityHeaders(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity:
      config.env === 'local' ? false : { maxAge: TWO_YEARS_SECONDS, includeSubDomains: true, preload: false },
  });
}
