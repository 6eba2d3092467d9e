import type { RegistryEntry } from 'shared-kernel/contract';
import { loadRemotes } from './loader';
import { OVERRIDES_STORAGE_KEY } from './overrides';
import { descriptorFixture, fixtureFetch, ok, registryFixture } from './testing/fixtures';

const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  init: () => ({ registerRemotes, moduleCache: new Map(), shareScopeMap: {}, loadRemote: jest.fn() }),
}));

const REGISTRY = '/registry.json';
const origin = 'http://remotes.test';
const descriptorUrl = (name: string, version = '1.0.0') =>
  `${origin}/remotes/${name}/${version}/descriptor.json`;

function setSearch(search: string) {
  window.history.replaceState(null, '', `/${search}`);
}

beforeEach(() => {
  registerRemotes.mockClear();
  window.localStorage.clear();
  setSearch('');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('loadRemotes', () => {
  it('accepts valid remotes, registers them with the runtime and collects their routes and menu', async () => {
    const fetch = fixtureFetch({
      [REGISTRY]: ok(registryFixture(['accounts', 'cards'])),
      [descriptorUrl('accounts')]: ok(descriptorFixture('accounts')),
      [descriptorUrl('cards')]: ok(descriptorFixture('cards')),
    });
    const loaded = await loadRemotes({ env: 'prod', fetch });

    expect(loaded.remotes.map((remote) => [remote.entry.name, remote.status])).toEqual([
      ['accounts', 'ready'],
      ['cards', 'ready'],
    ]);
    expect(loaded.routes.map((route) => [route.remote, route.path])).toEqual([
      ['accounts', '/accounts'],
      ['cards', '/cards'],
    ]);
    expect(loaded.menu.map((item) => item.id)).toEqual(['accounts.menu', 'cards.menu']);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'kontor_accounts', entry: `${origin}/remotes/accounts/1.0.0/mf-manifest.json` }],
      { force: false },
    );
    expect(window.__KONTOR_FEDERATION__?.loaded()).toEqual([
      { name: 'accounts', version: '1.0.0', status: 'ready', descriptorFrom: 'origin' },
      { name: 'cards', version: '1.0.0', status: 'ready', descriptorFrom: 'origin' },
    ]);
  });

  it('refuses an invalid descriptor with a message naming the field, and keeps the others', async () => {
    const broken = descriptorFixture('cards');
    const fetch = fixtureFetch({
      [REGISTRY]: ok(registryFixture(['accounts', 'cards'])),
      [descriptorUrl('accounts')]: ok(descriptorFixture('accounts')),
      [descriptorUrl('cards')]: ok({ ...broken, routes: [{ ...broken.routes[0], auth: 'sometimes' }] }),
    });
    const loaded = await loadRemotes({ env: 'prod', fetch });
    const cards = loaded.remotes[1]!;

    expect(cards.status).toBe('refused');
    expect(cards.error?.kind).toBe('invalid-descriptor');
    expect(cards.error?.messageKey).toBe('webapp.federation.error.invalidDescriptor');
    expect(cards.error?.values['problems']).toContain('routes/0/auth');
    expect(loaded.routes.map((route) => route.remote)).toEqual(['accounts']);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote that needs a newer shared-kernel than the host provides, accepts one within its range', async () => {
    const kernel = __KONTOR_BUILT_WITH__['shared-kernel']!;
    const [major, minor] = kernel.split('.').map(Number) as [number, number];
    const fetch = fixtureFetch({
      [REGISTRY]: ok(registryFixture(['accounts', 'cards'])),
      [descriptorUrl('accounts')]: ok(
        descriptorFixture('accounts', { needs: { 'shared-kernel': `^${major}.${minor + 1}.0` } }),
      ),
      [descriptorUrl('cards')]: ok(
        descriptorFixture('cards', { needs: { 'shared-kernel': `^${major}.${minor}.0` } }),
      ),
    });
    const loaded = await loadRemotes({ env: 'prod', fetch });

    expect(loaded.remotes.map((remote) => [remote.entry.name, remote.status])).toEqual([
      ['accounts', 'refused'],
      ['cards', 'ready'],
    ]);
    expect(loaded.remotes[0]!.error).toMatchObject({
      kind: 'incompatible',
      messageKey: 'webapp.federation.error.sharedMajor',
      values: { package: 'shared-kernel', built: `^${major}.${minor + 1}.0`, provided: kernel },
    });
  });

  it('refuses a remote built with another React major, keeping its routes to show the refusal', async () => {
    const fetch = fixtureFetch({
      [REGISTRY]: ok(registryFixture(['accounts'])),
      [descriptorUrl('accounts')]: ok(
        descriptorFixture('accounts', { builtWith: { ...__KONTOR_BUILT_WITH__, react: '18.3.1' } }),
      ),
    });
    const loaded = await loadRemotes({ env: 'prod', fetch });
    const accounts = loaded.remotes[0]!;

    expect(accounts.status).toBe('refused');
    expect(accounts.error).toMatchObject({
      kind: 'incompatible',
      messageKey: 'webapp.federation.error.sharedMajor',
      values: {
        remote: 'accounts',
        package: 'react',
        built: '18.3.1',
        provided: __KONTOR_BUILT_WITH__['react'],
      },
    });
    expect(loaded.routes.map((route) => route.id)).toEqual(['accounts.home']);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('refuses a remote whose hostApi range excludes this host', async () => {
    const fetch = fixtureFetch({
      [REGISTRY]: ok(registryFixture(['team'])),
      [descriptorUrl('team')]: ok(descriptorFixture('team', { hostApi: '^2.0.0' })),
    });
    const loaded = await loadRemotes({ env: 'prod', fetch });

    expect(loaded.remotes[0]).toMatchObject({
      status: 'refused',
      error: {
        kind: 'incompatible',
        messageKey: 'webapp.federation.error.hostApi',
        values: { required: '^2.0.0' },
      },
    });
  });

  it('marks a dead remote unavailable without routes, and an HTTP failure with its status', async () => {
    const fetch = fixtureFetch({
      [REGISTRY]: ok(registryFixture(['accounts', 'cards', 'ebill'])),
      [descriptorUrl('accounts')]: ok(descriptorFixture('accounts')),
      [descriptorUrl('cards')]: 'network-error',
      [descriptorUrl('ebill')]: { status: 503, body: {} },
    });
    const loaded = await loadRemotes({ env: 'prod', fetch });

    expect(loaded.remotes.map((remote) => [remote.status, remote.error?.kind])).toEqual([
      ['ready', undefined],
      ['unavailable', 'network'],
      ['unavailable', 'http'],
    ]);
    expect(loaded.remotes[2]!.error?.values['status']).toBe(503);
    expect(loaded.routes.map((route) => route.remote)).toEqual(['accounts']);
  });

  describe('with the descriptor snapshot in the registry (issue 8: a remote down at page load)', () => {
    const withSnapshots = (
      names: string[],
      snapshot: (name: string) => unknown = (name) => descriptorFixture(name),
    ) => {
      const registry = registryFixture(names);
      return {
        remotes: registry.remotes.map((entry) => ({ ...entry, descriptorSnapshot: snapshot(entry.name) })),
      };
    };

    it('knows every remote without reaching its origin: menu item and route stay', async () => {
      // Nothing but the registry answers: every origin is down.
      const fetch = fixtureFetch({ [REGISTRY]: ok(withSnapshots(['accounts', 'cards'])) });
      const loaded = await loadRemotes({ env: 'prod', fetch });

      expect(fetch).toHaveBeenCalledTimes(1);
      expect(
        loaded.remotes.map((remote) => [remote.entry.name, remote.status, remote.descriptorFrom]),
      ).toEqual([
        ['accounts', 'ready', 'registry'],
        ['cards', 'ready', 'registry'],
      ]);
      expect(loaded.menu.map((item) => item.id)).toEqual(['accounts.menu', 'cards.menu']);
      expect(loaded.routes.map((route) => route.path)).toEqual(['/accounts', '/cards']);
      expect(registerRemotes).toHaveBeenCalledTimes(2);
    });

    it('refuses a snapshot built for another React major with its own message, keeping its routes', async () => {
      const fetch = fixtureFetch({
        [REGISTRY]: ok(
          withSnapshots(['cards'], (name) =>
            descriptorFixture(name, { builtWith: { ...__KONTOR_BUILT_WITH__, react: '18.3.1' } }),
          ),
        ),
      });
      const loaded = await loadRemotes({ env: 'prod', fetch });
      expect(loaded.remotes[0]).toMatchObject({
        status: 'refused',
        descriptorFrom: 'registry',
        error: { kind: 'incompatible', messageKey: 'webapp.federation.error.sharedMajor' },
      });
      expect(loaded.routes.map((route) => route.path)).toEqual(['/cards']);
      expect(registerRemotes).not.toHaveBeenCalled();
    });

    it('asks the origin when the snapshot describes another version', async () => {
      const fetch = fixtureFetch({
        [REGISTRY]: ok(
          withSnapshots(['accounts'], () => descriptorFixture('accounts', { version: '0.9.0' })),
        ),
        [descriptorUrl('accounts')]: ok(descriptorFixture('accounts')),
      });
      const loaded = await loadRemotes({ env: 'prod', fetch });
      expect(loaded.remotes[0]).toMatchObject({ status: 'ready', descriptorFrom: 'origin' });
    });

    it('drops the snapshot of an overridden remote (local and sandbox)', async () => {
      const manifest = 'http://localhost:4001/remotes/accounts/2.0.0/mf-manifest.json';
      setSearch(`?remote:accounts=${encodeURIComponent(manifest)}`);
      const fetch = fixtureFetch({
        [REGISTRY]: ok(withSnapshots(['accounts'])),
        'http://localhost:4001/remotes/accounts/2.0.0/descriptor.json': ok(
          descriptorFixture('accounts', { version: '2.0.0' }),
        ),
      });
      const loaded = await loadRemotes({ env: 'local', fetch });
      expect(loaded.remotes[0]).toMatchObject({
        status: 'ready',
        descriptorFrom: 'origin',
        descriptor: { version: '2.0.0' },
      });
    });
  });

  it('never throws when the registry itself is unreachable', async () => {
    const loaded = await loadRemotes({ env: 'prod', fetch: fixtureFetch({}) });
    expect(loaded).toMatchObject({ remotes: [], routes: [], menu: [], registryError: { kind: 'network' } });
  });

  describe('overrides', () => {
    const overrideManifest = 'http://localhost:4001/remotes/accounts/2.0.0-rc.1/mf-manifest.json';
    const files = () =>
      fixtureFetch({
        [REGISTRY]: ok(registryFixture(['accounts'])),
        [descriptorUrl('accounts')]: ok(descriptorFixture('accounts')),
        'http://localhost:4001/remotes/accounts/2.0.0-rc.1/descriptor.json': ok(
          descriptorFixture('accounts', { version: '2.0.0-rc.1' }),
        ),
      });

    it('uses ?remote:<name>=<manifest> in local, stores it and loads the sibling descriptor', async () => {
      setSearch(`?remote:accounts=${encodeURIComponent(overrideManifest)}`);
      const loaded = await loadRemotes({ env: 'local', fetch: files() });

      expect(loaded.remotes[0]).toMatchObject({
        status: 'ready',
        entry: { manifest: overrideManifest },
        descriptor: { version: '2.0.0-rc.1' },
      });
      expect(JSON.parse(window.localStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual({
        accounts: overrideManifest,
      });
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'kontor_accounts', entry: overrideManifest }], {
        force: false,
      });

      // Kept for the next start without the query; `?remote:accounts=` clears it.
      setSearch('');
      expect((await loadRemotes({ env: 'sandbox', fetch: files() })).remotes[0]!.descriptor?.version).toBe(
        '2.0.0-rc.1',
      );
      setSearch('?remote:accounts=');
      expect((await loadRemotes({ env: 'local', fetch: files() })).remotes[0]!.descriptor?.version).toBe(
        '1.0.0',
      );
      expect(JSON.parse(window.localStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual({});
    });

    it('ignores overrides from the URL and from storage in prod', async () => {
      window.localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ accounts: overrideManifest }));
      setSearch(`?remote:accounts=${encodeURIComponent(overrideManifest)}`);
      const loaded = await loadRemotes({ env: 'prod', fetch: files() });

      const entry: RegistryEntry = registryFixture(['accounts']).remotes[0]!;
      expect(loaded.remotes[0]).toMatchObject({ status: 'ready', entry, descriptor: { version: '1.0.0' } });
    });
  });
});
