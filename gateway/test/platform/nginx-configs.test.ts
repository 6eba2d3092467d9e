/**
 * Issue 10 items 6 and 7 for the deployed configuration (docker/nginx): every nginx config sends the headers the
 * local servers send (scripts/lib/headers.mjs, read here as the reference), the host page's CSP is the local
 * server's policy with a per-response nonce, precompressed files are served and hashed ones cached for good,
 * the compose edge refuses /api/sandbox/ unless KONTOR_ENV is local or sandbox, and answers over TLS with HTTP/2.
 * Checked from the files (docker may not run here); where an nginx binary exists, the rendered configs also
 * run in it and are asked over HTTP.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const NGINX_DIR = join(ROOT, 'docker', 'nginx');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Reference {
  placeholder: string;
  remoteFileCsp: string;
  securityHeaders: Record<string, Record<string, string>>;
  cacheControl: Record<string, string>;
  csp: Record<string, string>;
}

const SAMPLE_PATHS = [
  '/index.html',
  '/registry.json',
  '/main.1a2b3c4d.js',
  '/main.1a2b3c4d.js.map',
  '/styles.0f9e8d7c.css',
  '/0123456789abcdef0123.woff2',
  '/remotes/accounts/1.0.0/remoteEntry.js',
  '/remotes/accounts/1.0.0/mf-manifest.json',
  '/remotes/accounts/1.0.0/descriptor.json',
  '/remotes/accounts/1.0.0/__federation_expose_Screen.5e6f7a8b.js',
  '/remotes/accounts/1.0.0/main.js',
  '/main.1A2B3C4D.js',
];
const REGISTRY = {
  remotes: [
    { name: 'accounts', manifest: '/remotes/accounts/1.0.0/mf-manifest.json' },
    {
      name: 'cards',
      manifest: 'https://cdn.example.ch/remotes/cards/2.0.0/mf-manifest.json',
      descriptor: 'https://cdn.example.ch/remotes/cards/2.0.0/descriptor.json',
    },
    { name: 'team', manifest: 'https://team.example.ch:8443/remotes/team/1.0.0/mf-manifest.json' },
  ],
};
const NONCE = 'abcdef0123456789abcdef0123456789';
const ENVS = ['local', 'sandbox', 'prod'] as const;

/** What scripts/lib/headers.mjs answers, from a node of its own (it is an ES module the tests do not compile). */
function reference(): Reference {
  const script = `
    import * as h from ${JSON.stringify(join(ROOT, 'scripts', 'lib', 'headers.mjs'))};
    const registry = ${JSON.stringify(REGISTRY)};
    const headersOf = (env) => {
      const set = {};
      h.setSecurityHeaders({ setHeader: (name, value) => { set[name.toLowerCase()] = value; } }, env);
      return set;
    };
    const envs = ${JSON.stringify(ENVS)};
    console.log(JSON.stringify({
      placeholder: h.CSP_NONCE_PLACEHOLDER,
      remoteFileCsp: h.REMOTE_FILE_CSP,
      securityHeaders: Object.fromEntries(envs.map((env) => [env, headersOf(env)])),
      cacheControl: Object.fromEntries(${JSON.stringify(SAMPLE_PATHS)}.map((p) => [p, h.cacheControl(p)])),
      csp: Object.fromEntries(envs.map((env) => [env, h.contentSecurityPolicy({
        nonce: ${JSON.stringify(NONCE)}, remoteOrigins: h.registryOrigins(registry), env,
      })])),
    }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

/** The variables 15-kontor-csp.envsh exports, sourced by sh as the nginx image's entrypoint does. */
function cspVariables(env: string, registryFile: string): Record<string, string> {
  const output = execFileSync(
    'sh',
    [
      '-c',
      `. "${join(NGINX_DIR, 'kontor-csp.envsh')}"; printf '%s\\n%s' "$KONTOR_CSP_SOURCES" "$KONTOR_CSP_CONNECT"`,
    ],
    {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, KONTOR_ENV: env, KONTOR_REGISTRY_FILE: registryFile },
    },
  );
  const [sources = '', connect = ''] = output.split('\n');
  return { KONTOR_ENV: env, KONTOR_CSP_SOURCES: sources, KONTOR_CSP_CONNECT: connect };
}

/** envsubst as the nginx image runs it with NGINX_ENVSUBST_FILTER=^KONTOR_: only ${KONTOR_*} is replaced. */
function render(template: string, variables: Record<string, string>): string {
  return template.replace(/\$\{(KONTOR_[A-Z_]+)\}/g, (_, name: string) => variables[name] ?? '');
}

interface Block {
  head: string;
  directives: string[];
  children: Block[];
}

/** nginx's block structure: enough of its grammar for these files (quoted strings, comments, nesting). */
function parse(config: string): Block {
  const tokens = config.match(/#[^\n]*|'[^']*'|"[^"]*"|[{};]|[^\s{};'"#]+/g) ?? [];
  const root: Block = { head: '', directives: [], children: [] };
  const stack = [root];
  let words: string[] = [];
  for (const token of tokens) {
    if (token.startsWith('#')) continue;
    const current = stack[stack.length - 1]!;
    if (token === ';') {
      current.directives.push(words.join(' '));
      words = [];
    } else if (token === '{') {
      const block: Block = { head: words.join(' '), directives: [], children: [] };
      current.children.push(block);
      stack.push(block);
      words = [];
    } else if (token === '}') {
      stack.pop();
    } else {
      words.push(token);
    }
  }
  return root;
}

const blocks = (block: Block): Block[] => [block, ...block.children.flatMap(blocks)];
const unquote = (value: string) => value.replace(/^(['"])(.*)\1$/s, '$2');
const SECURITY_INCLUDE = 'include /etc/nginx/kontor/security-headers.conf';

function addedHeaders(block: Block): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const directive of block.directives) {
    const match = /^add_header (\S+) (.*?)(?: always)?$/s.exec(directive);
    if (match) headers[match[1]!.toLowerCase()] = unquote(match[2]!);
  }
  return headers;
}

/** A CSP as directive → set of sources, so the order of sources does not matter. */
const cspDirectives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, [...new Set(sources)].sort()]),
  );

function mapOf(config: Block, variable: string): Record<string, string> {
  const map = config.children.find((block) => block.head.startsWith('map ') && block.head.endsWith(variable));
  if (!map) throw new Error(`no map for ${variable}`);
  return Object.fromEntries(
    map.directives.map((directive) => {
      const [key, ...value] = directive.split(' ');
      return [key!, unquote(value.join(' '))];
    }),
  );
}

let ref: Reference;
let workDir: string;
let registryFile: string;

beforeAll(() => {
  ref = reference();
  workDir = mkdtempSync(join(tmpdir(), 'kontor-nginx-'));
  chmodSync(workDir, 0o755); // nginx's workers (another user when run as root) read the pages from here
  registryFile = join(workDir, 'registry.json');
  writeFileSync(registryFile, JSON.stringify(REGISTRY));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const rendered = (file: string, env: string) =>
  parse(render(read(`docker/nginx/${file}`), cspVariables(env, registryFile)));

describe.each(['host.conf.template', 'remote.conf.template', 'edge.conf.template'])('%s', (file) => {
  it.each(ENVS)('in %s every response carries the hardening headers of the local servers', (env) => {
    const config = rendered(file, env);
    const snippet = parse(read('docker/nginx/security-headers.conf'));
    const hsts = mapOf(config, '$kontor_hsts');
    const headers = Object.fromEntries(
      Object.entries(addedHeaders(snippet))
        .map(([name, value]) => [name, value === '$kontor_hsts' ? (hsts[env] ?? hsts.default!) : value])
        .filter(([, value]) => value !== ''), // nginx sends no header whose value is empty
    );
    expect(headers).toEqual(ref.securityHeaders[env]);

    const server = config.children.find((block) => block.head === 'server')!;
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

/** Which location of a server answers a path (exact, then the longest prefix, unless a regex matches). */
function locationFor(server: Block, path: string): Block {
  const locations = blocks(server).filter((block) => block.head.startsWith('location '));
  const exact = locations.find((block) => block.head === `location = ${path}`);
  if (exact) return exact;
  const regexes = locations.filter((block) => block.head.startsWith('location ~ '));
  const regex = regexes.find((block) =>
    new RegExp(unquote(block.head.slice('location ~ '.length))).test(path),
  );
  if (regex) return regex;
  const prefixes = locations
    .map((block) => ({ block, prefix: block.head.slice('location '.length) }))
    .filter(({ prefix }) => !prefix.startsWith('~') && !prefix.startsWith('=') && path.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  if (!prefixes[0]) throw new Error(`no location for ${path}`);
  return prefixes[0].block;
}

describe('host.conf.template', () => {
  it.each(ENVS)('in %s the page has the local server policy with a nonce per response', (env) => {
    const config = rendered('host.conf.template', env);
    const page = locationFor(
      config.children.find((block) => block.head === 'server')!,
      '/index.html',
    );
    const policy = addedHeaders(page)['content-security-policy']!;
    expect(policy).toContain("'nonce-$request_id'");
    expect(cspDirectives(policy.replaceAll('$request_id', NONCE))).toEqual(cspDirectives(ref.csp[env]!));
    // The build's placeholder becomes the same $request_id in every script tag of the page.
    expect(page.directives).toContain(`sub_filter '${ref.placeholder}' '$request_id'`);
    expect(page.directives).toContain('sub_filter_once off');
    expect(page.directives).toContain(
      `sub_filter 'name="kontor-env" content="prod"' 'name="kontor-env" content="${env}"'`,
    );
    // sub_filter cannot rewrite a precompressed body.
    expect(page.directives).toContain('gzip_static off');
  });

  it('serves precompressed files and caches exactly the hashed ones for good', () => {
    const server = rendered('host.conf.template', 'prod').children.find((block) => block.head === 'server')!;
    expect(server.directives).toContain('gzip_static on');
    for (const path of SAMPLE_PATHS.filter((p) => !p.startsWith('/remotes/'))) {
      expect({ path, cache: addedHeaders(locationFor(server, path))['cache-control'] }).toEqual({
        path,
        cache: ref.cacheControl[path],
      });
    }
    // SPA routes fall back to the page (and its location's policy).
    expect(locationFor(server, '/payments/new').directives).toContain('try_files $uri /index.html');
  });
});

describe('remote.conf.template', () => {
  it("gives a remote's file the local remote server's headers and cache", () => {
    const server = rendered('remote.conf.template', 'prod').children.find(
      (block) => block.head === 'server',
    )!;
    expect(server.directives).toContain('gzip_static on');
    const snippet = addedHeaders(parse(read('docker/nginx/remote-file-headers.conf')));
    expect(snippet).toEqual({
      'content-security-policy': ref.remoteFileCsp,
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
    });
    for (const path of SAMPLE_PATHS.filter((p) => p.startsWith('/remotes/'))) {
      const location = locationFor(server, path);
      expect(location.directives).toContain('include /etc/nginx/kontor/remote-file-headers.conf');
      expect({ path, cache: addedHeaders(location)['cache-control'] }).toEqual({
        path,
        cache: ref.cacheControl[path],
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
    const config = rendered('edge.conf.template', env);
    const tools = mapOf(config, '$kontor_sandbox_tools');
    expect(tools[env] ?? tools.default).toBe(open ? '1' : '0');
    const server = config.children.find((block) => block.head === 'server')!;
    for (const path of ['/api/sandbox/bookings', '/api/sandbox/outbox', '/api/sandbox/']) {
      const location = locationFor(server, path);
      expect(location.head).toBe('location /api/sandbox/');
      const refusal = location.children.find((block) => block.head === 'if ($kontor_sandbox_tools = 0)');
      expect(refusal?.directives.some((directive) => directive.startsWith('return 404 '))).toBe(true);
    }
  });

  it('listens on 80 and, over TLS with HTTP/2, on 443 with the certificate its image makes or the deployment mounts', () => {
    const server = rendered('edge.conf.template', 'prod').children.find((block) => block.head === 'server')!;
    expect(server.directives).toEqual(
      expect.arrayContaining([
        'listen 80',
        'listen 443 ssl',
        'http2 on',
        'ssl_certificate /etc/nginx/tls/edge.crt',
        'ssl_certificate_key /etc/nginx/tls/edge.key',
      ]),
    );
    const script = read('docker/nginx/edge-certificate.sh');
    expect(script).toContain('dir=${KONTOR_TLS_DIR:-/etc/nginx/tls}');
    expect(script).toContain('"$dir/edge.crt"');
    expect(script).toContain('"$dir/edge.key"');
  });

  it('is built with its template, headers and certificate script, and published on 8080 and 8443 with KONTOR_ENV', () => {
    const compose = read('docker-compose.yml');
    const edge = compose.slice(compose.indexOf('\n  edge:'));
    expect(edge).toContain('dockerfile: docker/edge.Dockerfile');
    expect(edge).toContain("- '${KONTOR_PORT:-8080}:80'");
    expect(edge).toContain("- '${KONTOR_TLS_PORT:-8443}:443'");
    expect(edge).toContain('KONTOR_ENV: ${KONTOR_ENV:-sandbox}');
    const image = read('docker/edge.Dockerfile');
    expect(image).toContain(
      'COPY docker/nginx/edge.conf.template /etc/nginx/templates/default.conf.template',
    );
    expect(image).toContain('COPY docker/nginx/security-headers.conf /etc/nginx/kontor/');
    expect(image).toContain(
      'COPY docker/nginx/edge-certificate.sh /docker-entrypoint.d/15-kontor-edge-certificate.sh',
    );
    expect(image).toContain('RUN apk add --no-cache openssl');
    expect(image).toContain('ENV NGINX_ENVSUBST_FILTER=^KONTOR_');
    // The entrypoint runs only executable scripts; git keeps the mode and COPY keeps it.
    expect(statSync(join(NGINX_DIR, 'edge-certificate.sh')).mode & 0o111).toBe(0o111);
    const host = read('docker/host.Dockerfile');
    expect(host).toContain('docker/nginx/kontor-csp.envsh /docker-entrypoint.d/15-kontor-csp.envsh');
    expect(host).toContain('ENV NGINX_ENVSUBST_FILTER=^KONTOR_');
    expect(read('docker/remote.Dockerfile')).toContain('ENV NGINX_ENVSUBST_FILTER=^KONTOR_');
  });
});

/** Where nginx is installed: the rendered configs run, and answer as the static checks say. */
const nginxVersion = (() => {
  // nginx -v writes "nginx version: nginx/1.22.1" to stderr.
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error) return null;
  const found = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${probe.stdout}${probe.stderr}`);
  return found ? Number(found[1]) * 1_000_000 + Number(found[2]) * 1_000 + Number(found[3]) : 0;
})();
const nginxBinary = nginxVersion !== null;
/** The `http2` directive came with nginx 1.25.1; before, HTTP/2 was a parameter of `listen`. */
const HTTP2_DIRECTIVE = (nginxVersion ?? 0) >= 1_025_001;

(nginxBinary ? describe : describe.skip)('in a running nginx', () => {
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

  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });

  /**
   * Starts nginx on free ports with one rendered config; answers its base URL and, where the config listens on
   * 443, its TLS one (with a certificate made by the edge image's own script).
   */
  async function startNginx(name: string, config: string): Promise<{ base: string; tls: string }> {
    const dir = join(workDir, name);
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
  }

  it.each([
    ['prod', 404],
    ['sandbox', 200],
  ])('the edge with KONTOR_ENV=%s answers /api/sandbox/bookings with %i', async (env, status) => {
    const { base } = await startNginx(
      `edge-${env}`,
      render(read('docker/nginx/edge.conf.template'), { KONTOR_ENV: env }),
    );
    const tools = await fetch(`${base}/api/sandbox/bookings`, { method: 'POST', body: '{}' });
    expect(tools.status).toBe(status);
    if (status === 404) expect(await tools.json()).toMatchObject({ code: 'not_found' });
    expect(tools.headers.get('x-content-type-options')).toBe('nosniff');
    expect(tools.headers.get('strict-transport-security')).toBe(
      ref.securityHeaders[env]!['strict-transport-security'],
    );
    const api = await fetch(`${base}/api/v2/session`);
    expect(await api.text()).toBe('upstream /api/v2/session');
  });

  it('the edge answers over TLS with HTTP/2: the page and the gateway on one connection, with the headers', async () => {
    const { tls } = await startNginx(
      'edge-tls',
      render(read('docker/nginx/edge.conf.template'), { KONTOR_ENV: 'prod' }),
    );
    const session = http2.connect(tls, { rejectUnauthorized: false });
    try {
      const get = (path: string) =>
        new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
          const stream = session.request({ ':path': path });
          let headers: http2.IncomingHttpHeaders = {};
          let body = '';
          stream.setEncoding('utf8');
          stream.on('response', (received) => (headers = received));
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ headers, body }));
          stream.on('error', reject);
        });
      const [page, api] = await Promise.all([get('/dashboard'), get('/api/v2/session')]);
      expect(session.alpnProtocol).toBe('h2');
      expect({ status: page.headers[':status'], body: page.body }).toEqual({
        status: 200,
        body: 'upstream /dashboard',
      });
      expect(api.body).toBe('upstream /api/v2/session');
      expect(page.headers['strict-transport-security']).toBe(
        ref.securityHeaders.prod!['strict-transport-security'],
      );
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      session.close();
    }
  });

  it("a remote's server sends the build's .gz, hashed files immutable, entry files revalidated", async () => {
    const root = join(workDir, 'remote-html');
    const version = join(root, 'remotes', 'cards', '1.0.0');
    mkdirSync(version, { recursive: true });
    const chunk = 'export const x = 1;'.repeat(50);
    writeFileSync(join(version, 'main.1a2b3c4d.js'), chunk);
    writeFileSync(join(version, 'main.1a2b3c4d.js.gz'), gzipSync(chunk));
    writeFileSync(join(version, 'remoteEntry.js'), 'var entry;');
    const config = render(read('docker/nginx/remote.conf.template'), { KONTOR_ENV: 'prod' })
      .replaceAll('/usr/share/nginx/html', root)
      .replace(/gzip_types/, 'types { application/javascript js; } gzip_types');
    const { base } = await startNginx('remote', config);
    const hashed = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        `${base}/remotes/cards/1.0.0/main.1a2b3c4d.js`,
        { headers: { 'accept-encoding': 'gzip' } },
        resolve,
      ),
    );
    hashed.resume();
    expect(hashed.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': ref.remoteFileCsp,
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': ref.securityHeaders.prod!['strict-transport-security'],
    });
    const entry = await fetch(`${base}/remotes/cards/1.0.0/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-security-policy')).toBe(ref.remoteFileCsp);
  });

  it('the host answers every page with a fresh nonce, the same in the policy and the script tags', async () => {
    const html = join(workDir, 'html');
    mkdirSync(html, { recursive: true });
    writeFileSync(
      join(html, 'index.html'),
      `<meta name="kontor-env" content="prod"/><script nonce="${ref.placeholder}" src="/main.1a2b3c4d.js"></script><script nonce="${ref.placeholder}" src="/x.0a0b0c0d.js"></script>`,
    );
    writeFileSync(join(html, 'registry.json'), JSON.stringify(REGISTRY));
    const config = render(
      read('docker/nginx/host.conf.template'),
      cspVariables('prod', join(html, 'registry.json')),
    )
      .replaceAll('/usr/share/nginx/html', html)
      .replace(/gzip_types/, 'types { text/html html; application/json json; } gzip_types');
    const { base } = await startNginx('host', config);
    const nonces = new Set<string>();
    for (const path of ['/', '/payments/new']) {
      const page = await fetch(`${base}${path}`);
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      const body = await page.text();
      expect({ status: page.status, body }).toEqual({
        status: 200,
        body: expect.stringContaining('<script'),
      });
      expect(nonce).toBeDefined();
      expect(body.match(/nonce="([^"]*)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(body).toContain('content="prod"');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });
});
