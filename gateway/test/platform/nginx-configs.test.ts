/**
 * Issue 10 items 6 and 7 for the deployed configuration (docker/nginx), checked from the files (docker may not run
 * here): every nginx config sends the headers the local servers send (scripts/lib/headers.mjs, read here as the
 * reference), the host page's CSP is the local server's policy with a per-response nonce, precompressed files are
 * served and hashed ones cached for good, and the compose edge refuses /api/sandbox/ unless KONTOR_ENV is local
 * or sandbox. nginx-configs-running.test.ts runs the configs in nginx; nginx-configs-edge-tls.test.ts checks the
 * edge's TLS port.
 */
import {
  addedHeaders,
  blocks,
  configTestBed,
  cspDirectives,
  ENVS,
  locationFor,
  mapOf,
  NONCE,
  parse,
  read,
  SAMPLE_PATHS,
  serverOf,
} from '../nginx/config';

const SECURITY_INCLUDE = 'include /etc/nginx/kontor/security-headers.conf';

const bed = configTestBed();

describe.each(['host.conf.template', 'remote.conf.template', 'edge.conf.template'])('%s', (file) => {
  it.each(ENVS)('in %s every response carries the hardening headers of the local servers', (env) => {
    const config = bed.rendered(file, env);
    const snippet = parse(read('docker/nginx/security-headers.conf'));
    const hsts = mapOf(config, '$kontor_hsts');
    const headers = Object.fromEntries(
      Object.entries(addedHeaders(snippet))
        .map(([name, value]) => [name, value === '$kontor_hsts' ? (hsts[env] ?? hsts.default!) : value])
        .filter(([, value]) => value !== ''), // nginx sends no header whose value is empty
    );
    expect(headers).toEqual(bed.ref.securityHeaders[env]);

    const server = serverOf(config);
    expect(server.directives).toContain(SECURITY_INCLUDE);
    // A block with add_header of its own inherits none of the server's: it must include them again.
    for (const block of blocks(server).filter((b) => Object.keys(addedHeaders(b)).length > 0)) {
      expect({ block: block.head, includes: block.directives.includes(SECURITY_INCLUDE) }).toEqual({
        block: block.head,
        includes: true,
      });
    }
  });
});

describe('host.conf.template', () => {
  it.each(ENVS)('in %s the page has the local server policy with a nonce per response', (env) => {
    const page = locationFor(serverOf(bed.rendered('host.conf.template', env)), '/index.html');
    const policy = addedHeaders(page)['content-security-policy']!;
    expect(policy).toContain("'nonce-$request_id'");
    // Issue 30: WebAssembly may compile (the QR-bill reader); JavaScript eval stays refused.
    expect(policy).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    // pdf.js's worker: same origin, or a remote's file through pdf.js's blob: module.
    expect(policy).toContain("worker-src 'self' blob:");
    expect(cspDirectives(policy.replaceAll('$request_id', NONCE))).toEqual(cspDirectives(bed.ref.csp[env]!));
    // The build's placeholder becomes the same $request_id in every script tag of the page.
    expect(page.directives).toContain(`sub_filter '${bed.ref.placeholder}' '$request_id'`);
    expect(page.directives).toContain('sub_filter_once off');
    expect(page.directives).toContain(
      `sub_filter 'name="kontor-env" content="prod"' 'name="kontor-env" content="${env}"'`,
    );
    // sub_filter cannot rewrite a precompressed body.
    expect(page.directives).toContain('gzip_static off');
  });

  it('serves precompressed files and caches exactly the hashed ones for good', () => {
    const server = serverOf(bed.rendered('host.conf.template', 'prod'));
    expect(server.directives).toContain('gzip_static on');
    for (const path of SAMPLE_PATHS.filter((p) => !p.startsWith('/remotes/'))) {
      expect({ path, cache: addedHeaders(locationFor(server, path))['cache-control'] }).toEqual({
        path,
        cache: bed.ref.cacheControl[path],
      });
    }
    // SPA routes fall back to the page (and its location's policy).
    expect(locationFor(server, '/payments/new').directives).toContain('try_files $uri /index.html');
  });
});

describe('remote.conf.template', () => {
  it("gives a remote's file the local remote server's headers and cache", () => {
    const server = serverOf(bed.rendered('remote.conf.template', 'prod'));
    expect(server.directives).toContain('gzip_static on');
    const snippet = addedHeaders(parse(read('docker/nginx/remote-file-headers.conf')));
    expect(snippet).toEqual({
      'content-security-policy': bed.ref.remoteFileCsp,
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
    });
    for (const path of SAMPLE_PATHS.filter((p) => p.startsWith('/remotes/'))) {
      const location = locationFor(server, path);
      expect(location.directives).toContain('include /etc/nginx/kontor/remote-file-headers.conf');
      expect({ path, cache: addedHeaders(location)['cache-control'] }).toEqual({
        path,
        cache: bed.ref.cacheControl[path],
      });
    }
  });
});

describe('edge.conf.template', () => {
  it.each([
    ['local', true],
    ['sandbox', true],
    ['prod', false],
    ['test', false],
    ['dev', false],
    ['', false],
  ])('with KONTOR_ENV=%j the sandbox tools pass: %s', (env, open) => {
    const config = bed.rendered('edge.conf.template', env);
    const tools = mapOf(config, '$kontor_sandbox_tools');
    expect(tools[env] ?? tools.default).toBe(open ? '1' : '0');
    const server = serverOf(config);
    for (const path of ['/api/sandbox/bookings', '/api/sandbox/outbox', '/api/sandbox/']) {
      const location = locationFor(server, path);
      expect(location.head).toBe('location /api/sandbox/');
      const refusal = location.children.find((block) => block.head === 'if ($kontor_sandbox_tools = 0)');
      expect(refusal?.directives.some((directive) => directive.startsWith('return 404 '))).toBe(true);
    }
  });
});
