/**
 * The deployed nginx configs (docker/nginx) as the nginx-* platform tests read them: rendered as the nginx image's
 * entrypoint renders them, parsed into blocks, and the local servers' answers (scripts/lib/headers.mjs) to compare
 * them with.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');
export const NGINX_DIR = join(ROOT, 'docker', 'nginx');
export const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

export interface Reference {
  placeholder: string;
  remoteFileCsp: string;
  securityHeaders: Record<string, Record<string, string>>;
  cacheControl: Record<string, string>;
  csp: Record<string, string>;
}

export const SAMPLE_PATHS = [
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
export const REGISTRY = {
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
export const NONCE = 'abcdef0123456789abcdef0123456789';
export const ENVS = ['local', 'sandbox', 'prod'] as const;

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
export function cspVariables(env: string, registryFile: string): Record<string, string> {
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
export function render(template: string, variables: Record<string, string>): string {
  return template.replace(/\$\{(KONTOR_[A-Z_]+)\}/g, (_, name: string) => variables[name] ?? '');
}

export interface Block {
  head: string;
  directives: string[];
  children: Block[];
}

/** nginx's block structure: enough of its grammar for these files (quoted strings, comments, nesting). */
export function parse(config: string): Block {
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

export const blocks = (block: Block): Block[] => [block, ...block.children.flatMap(blocks)];
const unquote = (value: string) => value.replace(/^(['"])(.*)\1$/s, '$2');

/** The config's `server` block. */
export const serverOf = (config: Block): Block => config.children.find((block) => block.head === 'server')!;

export function addedHeaders(block: Block): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const directive of block.directives) {
    const match = /^add_header (\S+) (.*?)(?: always)?$/s.exec(directive);
    if (match) headers[match[1]!.toLowerCase()] = unquote(match[2]!);
  }
  return headers;
}

/** A CSP as directive → set of sources, so the order of sources does not matter. */
export const cspDirectives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, [...new Set(sources)].sort()]),
  );

export function mapOf(config: Block, variable: string): Record<string, string> {
  const map = config.children.find((block) => block.head.startsWith('map ') && block.head.endsWith(variable));
  if (!map) throw new Error(`no map for ${variable}`);
  return Object.fromEntries(
    map.directives.map((directive) => {
      const [key, ...value] = directive.split(' ');
      return [key!, unquote(value.join(' '))];
    }),
  );
}

/** Which location of a server answers a path (exact, then the longest prefix, unless a regex matches). */
export function locationFor(server: Block, path: string): Block {
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

/** What a test file of the configs works with; filled by its beforeAll. */
export interface ConfigTestBed {
  /** The local servers' answers (scripts/lib/headers.mjs). */
  ref: Reference;
  /** A scratch folder, removed after the file. */
  workDir: string;
  /** REGISTRY as a file, for the host's CSP variables. */
  registryFile: string;
  /** A docker/nginx template rendered for `env` and parsed. */
  rendered(file: string, env: string): Block;
}

/** Registers the file's beforeAll / afterAll: the reference answers and a scratch folder with the registry. */
export function configTestBed(): ConfigTestBed {
  const bed: ConfigTestBed = {
    ref: undefined as unknown as Reference,
    workDir: '',
    registryFile: '',
    rendered: (file, env) => parse(render(read(`docker/nginx/${file}`), cspVariables(env, bed.registryFile))),
  };
  beforeAll(() => {
    bed.ref = reference();
    bed.workDir = mkdtempSync(join(tmpdir(), 'kontor-nginx-'));
    chmodSync(bed.workDir, 0o755); // nginx's workers (another user when run as root) read the pages from here
    bed.registryFile = join(bed.workDir, 'registry.json');
    writeFileSync(bed.registryFile, JSON.stringify(REGISTRY));
  });
  afterAll(() => rmSync(bed.workDir, { recursive: true, force: true }));
  return bed;
}
