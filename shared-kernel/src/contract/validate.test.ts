import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import type { RemoteDescriptor } from './descriptor';
import { remoteDescriptorSchema, VISIBILITY_RULE_NAMES } from './schema';
import { routeMatchesPath, visibilityRules } from '../domain/rules/menu';
import {
  describeSchemaError,
  validateDescriptor,
  validateDescriptorSource,
  validateRegistry,
} from './validate';

const workspace = path.resolve(__dirname, '../../..');
const REMOTES = ['accounts', 'payments', 'cards', 'ebill', 'team', 'onboarding'];

const validDescriptor = (): RemoteDescriptor => ({
  name: 'payments',
  version: '1.2.0',
  hostApi: '^1.0.0',
  builtWith: { react: '19.3.1', 'shared-kernel': '1.0.0' },
  routes: [
    {
      id: 'payments.entry',
      path: '/payments',
      titleKey: 'webapp.title.payments',
      auth: 'strong',
      module: './Payments',
      enterRule: 'canCreatePaymentInBankableContext',
    },
    {
      id: 'payments.new',
      path: '/payments/new/:id?',
      titleKey: 'webapp.title.new_payment',
      auth: 'strong',
      module: './NewPayment',
    },
    {
      id: 'payments.overview',
      path: '/payment/overview/:id?',
      titleKey: 'webapp.title.payment_overview',
      auth: 'strong',
      module: './PaymentOverview',
    },
  ],
  menu: [
    {
      id: 'payments.new',
      labelKey: 'webapp.nav.new_payment',
      icon: 'payment',
      order: 20,
      section: 'main',
      to: '/payments/new',
      visibility: 'canCreatePaymentInBankableContext',
    },
    {
      id: 'payments.scan',
      labelKey: 'webapp.nav.scan_payment',
      icon: 'qr',
      order: 21,
      section: 'main',
      to: '/payments',
      visibility: 'canCreatePaymentInBankableContext',
      action: 'payments.scan',
    },
    {
      id: 'payments.overview',
      labelKey: 'webapp.nav.payment_overview',
      icon: 'list',
      order: 22,
      section: 'main',
      to: '/payment/overview',
      visibility: 'showPaymentOverview',
      badge: 'openPayments',
    },
  ],
  overlays: [
    {
      action: 'payments.scan',
      module: './ScanPayment',
      titleKey: 'webapp.nav.scan_payment',
      rule: 'canCreatePaymentInBankableContext',
    },
  ],
});

/** Stamps a source descriptor the way shared-kernel/build/webpack.cjs (EmitDescriptorPlugin) does. */
function stamp(name: string, source: object): unknown {
  const pkg = JSON.parse(fs.readFileSync(path.join(workspace, `remote-${name}`, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    ...source,
    name,
    version: pkg.version,
    hostApi: '^1.0.0',
    builtWith: { react: '19.3.1', 'shared-kernel': '1.0.0' },
  };
}

describe('the six real remote descriptors', () => {
  it.each(REMOTES)('remote-%s/descriptor.json exists and is valid', (name) => {
    const file = path.join(workspace, `remote-${name}`, 'descriptor.json');
    expect(fs.existsSync(file)).toBe(true);
    const source = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
    const sourceResult = validateDescriptorSource(source);
    expect(sourceResult.ok ? [] : sourceResult.errors).toEqual([]);
    const published = validateDescriptor(stamp(name, source));
    expect(published.ok ? [] : published.errors).toEqual([]);
  });

  it('route ids are unique across all remotes', () => {
    const ids = REMOTES.flatMap((name) => {
      const file = path.join(workspace, `remote-${name}`, 'descriptor.json');
      if (!fs.existsSync(file)) return [];
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteDescriptor).routes.map((route) => route.id);
    });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('validateDescriptor', () => {
  it('accepts a complete descriptor and returns it', () => {
    const descriptor = validDescriptor();
    expect(validateDescriptor(descriptor)).toEqual({ ok: true, value: descriptor });
  });

  it('knows exactly the visibility rules the domain implements', () => {
    expect([...VISIBILITY_RULE_NAMES].sort()).toEqual(Object.keys(visibilityRules).sort());
    expect(VISIBILITY_RULE_NAMES).toContain('ebillActivationPending');
  });

  const cases: [string, (d: Record<string, unknown> & RemoteDescriptor) => void, string][] = [
    [
      'an unknown auth level',
      (d) => void ((d.routes[0] as unknown as Record<string, unknown>).auth = 'weak'),
      'routes/0/auth must be one of none, pin, strong',
    ],
    [
      'an unknown context',
      (d) => void (d.routes[1]!.contexts = ['company' as never]),
      'routes/1/contexts/0 must be one of private, partnership, registered',
    ],
    [
      'a missing title key',
      (d) => void delete (d.routes[2] as Partial<RemoteDescriptor['routes'][number]>).titleKey,
      'routes/2/titleKey is required',
    ],
    [
      'an unknown route field',
      (d) => void ((d.routes[0] as unknown as Record<string, unknown>).roles = ['admin']),
      'routes/0/roles is not allowed',
    ],
    [
      'a module outside ./',
      (d) => void (d.routes[0]!.module = 'Payments'),
      'routes/0/module must match ^\\./',
    ],
    [
      'an unknown visibility rule',
      (d) => void (d.menu[0]!.visibility = 'isAdmin' as never),
      'menu/0/visibility must be one of always',
    ],
    [
      'an unknown badge',
      (d) => void (d.menu[2]!.badge = 'unread' as never),
      'menu/2/badge must be one of openPayments, openProspectOnboardings',
    ],
    [
      'a non-numeric order',
      (d) => void ((d.menu[1] as unknown as Record<string, unknown>).order = 'first'),
      'menu/1/order must be number',
    ],
    [
      'an alternate label without rule',
      (d) => void (d.menu[0]!.alternateLabel = { labelKey: 'x' } as never),
      'menu/0/alternateLabel/rule is required',
    ],
    ['a version that is not semver', (d) => void (d.version = '1.2'), 'version must match'],
    ['a host API that is no semver range', (d) => void (d.hostApi = 'latest'), 'hostApi must match'],
    [
      'a missing builtWith',
      (d) => void delete (d as Partial<RemoteDescriptor>).builtWith,
      'builtWith is required',
    ],
    ['an extra top-level field', (d) => void (d.author = 'me'), 'author is not allowed'],
    [
      'a menu link to no route',
      (d) => void (d.menu[2]!.to = '/elsewhere'),
      'menu/2/to "/elsewhere" matches none',
    ],
    [
      'an overlay with an unknown rule',
      (d) => void (d.overlays![0]!.rule = 'isAdmin' as never),
      'overlays/0/rule must be one of always',
    ],
    [
      'an overlay without a module',
      (d) =>
        void delete (d.overlays![0] as Partial<NonNullable<RemoteDescriptor['overlays']>[number]>).module,
      'overlays/0/module is required',
    ],
    [
      'an overlay action declared twice',
      (d) => void d.overlays!.push({ ...d.overlays![0]!, module: './ScanAgain' }),
      'overlays/1/action "payments.scan" is used twice',
    ],
    [
      "an overlay whose module is a route's",
      (d) => void (d.overlays![0]!.module = './NewPayment'),
      'overlays/0/module "./NewPayment" is a route\'s module',
    ],
    [
      'a duplicated route id',
      (d) => void (d.routes[1]!.id = 'payments.entry'),
      'routes/1/id "payments.entry" is used twice',
    ],
  ];

  it.each(cases)('rejects %s, naming the field', (_label, spoil, message) => {
    const descriptor = validDescriptor() as Record<string, unknown> & RemoteDescriptor;
    spoil(descriptor);
    const result = validateDescriptor(descriptor);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.some((error) => error.startsWith(message))).toBe(true);
  });

  it('reports every error at once', () => {
    const descriptor = validDescriptor();
    (descriptor.routes[0] as unknown as Record<string, unknown>).auth = 'weak';
    descriptor.menu[0]!.section = 'side' as never;
    const result = validateDescriptor(descriptor);
    expect(result.ok ? [] : result.errors).toEqual([
      'routes/0/auth must be one of none, pin, strong',
      'menu/0/section must be one of main, organisation, pending, debug',
    ]);
  });

  it('rejects what is not an object', () => {
    expect(validateDescriptor(null)).toEqual({ ok: false, errors: ['descriptor must be object'] });
  });

  it('accepts an unstamped source only through validateDescriptorSource', () => {
    const { routes, menu } = validDescriptor();
    expect(validateDescriptorSource({ routes, menu }).ok).toBe(true);
    expect(validateDescriptor({ routes, menu })).toEqual({
      ok: false,
      errors: ['name is required', 'version is required', 'hostApi is required', 'builtWith is required'],
    });
  });
});

describe('routeMatchesPath', () => {
  it.each([
    ['/team-space/:view?/:id?', '/team-space', true],
    ['/team-space/:view?/:id?', '/team-space/members', true],
    ['/cards/:id?', '/cards-admin', false],
    ['/', '/', true],
    ['/payments/new/:id', '/payments/new', false],
    ['/payment/overview/:id?', '/payment/overview/1/2', false],
  ])('%s serves %s: %s', (pattern, to, expected) => {
    expect(routeMatchesPath(pattern, to)).toBe(expected);
  });
});

describe('validateRegistry', () => {
  const entry = {
    name: 'accounts',
    version: '1.0.0',
    manifest: 'http://localhost:3001/remotes/accounts/1.0.0/mf-manifest.json',
    descriptor: 'http://localhost:3001/remotes/accounts/1.0.0/descriptor.json',
  };

  it('accepts a registry', () => {
    expect(validateRegistry({ remotes: [entry] })).toEqual({ ok: true, value: { remotes: [entry] } });
  });

  it.each([
    [{ remotes: [{ ...entry, manifest: undefined }] }, 'remotes/0/manifest is required'],
    [{ remotes: [{ ...entry, version: 'latest' }] }, 'remotes/0/version must match'],
    [{ remotes: [entry, entry] }, 'remotes/1/name "accounts" is listed twice'],
    [{}, 'remotes is required'],
    [{ remotes: {} }, 'remotes must be array'],
  ])('rejects %j with a message naming the field', (json, message) => {
    const result = validateRegistry(JSON.parse(JSON.stringify(json)));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.some((error) => error.startsWith(message))).toBe(true);
  });
});

describe('the precompiled validators (validators.generated.ts)', () => {
  it('match the schemas in schema.ts: regenerating them changes nothing', () => {
    const generator = path.resolve(__dirname, '../../build/validators.cjs');
    // Exits 1 (and execFileSync throws) when a schema changed without `node build/validators.cjs`.
    expect(() => execFileSync(process.execPath, [generator, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('are generated only while every string length limit is non-empty (they count UTF-16 units)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { generate } = require('../../build/validators.cjs') as {
      generate: (loaded: Record<string, unknown>) => Promise<string>;
    };
    const withName = (name: Record<string, unknown>) => ({
      remoteDescriptorSchema: {
        $id: 'https://kontor.test/schemas/a.json',
        type: 'object',
        properties: { name },
      },
    });
    await expect(generate(withName({ type: 'string', maxLength: 40 }))).rejects.toThrow(/non-empty/);
    await expect(generate(withName({ type: 'string', minLength: 2 }))).rejects.toThrow(/non-empty/);
    // One astral character is one code point and two UTF-16 units: non-empty either way.
    const descriptor = validDescriptor();
    descriptor.menu[0]!.icon = '\u{1F4B3}';
    expect(validateDescriptor(descriptor).ok).toBe(true);
  });

  it('report the same errors as ajv compiling the schema at run time', () => {
    const compiled = new Ajv({ allErrors: true, strict: true }).compile(remoteDescriptorSchema);
    const descriptor = validDescriptor() as Record<string, unknown> & RemoteDescriptor;
    (descriptor.routes[0] as unknown as Record<string, unknown>).auth = 'weak';
    descriptor.menu[1]!.order = 'first' as never;
    descriptor.author = 'me';
    // Keywords the generated code checks differently (no messages, required by a loop), and an overlay.
    descriptor.routes[1]!.contexts = [];
    descriptor.routes[2]!.contexts = ['private', 'private'];
    descriptor.overlays![0]!.rule = 'isAdmin' as never;
    delete (descriptor.menu[0] as Partial<RemoteDescriptor['menu'][number]>).icon;
    compiled(descriptor);
    const expected = (compiled.errors ?? []).map((error) => describeSchemaError(error, 'descriptor'));
    expect(expected).toHaveLength(7);
    expect(validateDescriptor(descriptor)).toEqual({ ok: false, errors: expected });
  });
});
