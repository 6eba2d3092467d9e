import type { RemoteDescriptor, RemoteRegistry } from 'shared-kernel/contract';

/** A descriptor as the build stamps it, built against the same majors as this host unless told otherwise. */
export function descriptorFixture(name: string, overrides: Partial<RemoteDescriptor> = {}): RemoteDescriptor {
  return {
    name,
    version: '1.0.0',
    hostApi: '^1.0.0',
    builtWith: { ...__KONTOR_BUILT_WITH__ },
    routes: [
      {
        id: `${name}.home`,
        path: `/${name}`,
        titleKey: `webapp.title.${name}`,
        auth: 'strong',
        module: './Home',
      },
    ],
    menu: [
      {
        id: `${name}.menu`,
        labelKey: `webapp.nav.${name}`,
        icon: 'home',
        order: 1,
        section: 'main',
        to: `/${name}`,
        visibility: 'always',
      },
    ],
    ...overrides,
  };
}

export function registryFixture(names: string[], origin = 'http://remotes.test'): RemoteRegistry {
  return {
    remotes: names.map((name) => ({
      name,
      version: '1.0.0',
      manifest: `${origin}/remotes/${name}/1.0.0/mf-manifest.json`,
      descriptor: `${origin}/remotes/${name}/1.0.0/descriptor.json`,
    })),
  };
}

type Served = { status: number; body: unknown } | 'network-error';

/** A fetch that serves fixture JSON by URL; anything not listed is a dead server (network error). */
export function fixtureFetch(
  files: Record<string, Served>,
): jest.Mock<Promise<Response>, [RequestInfo | URL]> {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const served = files[url];
    if (!served || served === 'network-error') throw new TypeError('Failed to fetch');
    return {
      ok: served.status >= 200 && served.status < 300,
      status: served.status,
      json: async () => (typeof served.body === 'string' ? JSON.parse(served.body) : served.body),
    } as Response;
  });
}

export const ok = (body: unknown): Served => ({ status: 200, body });
