import { fetchRegistry, withAbsoluteUrls } from './registry';
import { handOver, REGISTRY_REQUEST } from './earlyRequests';

const answer = (json: unknown) => ({ ok: true, status: 200, json: async () => json }) as unknown as Response;

describe('fetchRegistry', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.__kontorEarly?.clear();
  });

  it("takes the page's own request for the registry once, then asks the server", async () => {
    const fetchMock = jest.fn(async () => answer({ remotes: [], from: 'fetch' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    handOver(REGISTRY_REQUEST, Promise.resolve(answer({ remotes: [], from: 'page' })));

    await expect(fetchRegistry()).resolves.toEqual({ remotes: [], from: 'page' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(fetchRegistry()).resolves.toEqual({ remotes: [], from: 'fetch' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks the server for another registry URL even when the page's request is there", async () => {
    const fetchMock = jest.fn(async () => answer({ remotes: [], from: 'fetch' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    handOver(REGISTRY_REQUEST, Promise.resolve(answer({ remotes: [], from: 'page' })));

    await expect(fetchRegistry('/other-registry.json')).resolves.toEqual({ remotes: [], from: 'fetch' });
    expect(fetchMock).toHaveBeenCalledWith('/other-registry.json', expect.anything());
  });

  it("reports the page's failed request as the fetch's own failure", async () => {
    handOver(REGISTRY_REQUEST, Promise.resolve({ ok: false, status: 503 } as Response));
    await expect(fetchRegistry()).rejects.toThrow();
  });
});

describe('withAbsoluteUrls', () => {
  it("resolves a deployed registry's paths against the registry's own URL, as a document's links", () => {
    const registry = {
      remotes: [
        {
          name: 'accounts',
          manifest: '/remotes/accounts/1.0.0/mf-manifest.json',
          descriptor: 'remotes/accounts/1.0.0/descriptor.json',
        },
        { name: 'cards', manifest: 'https://cdn.example.ch/remotes/cards/1.0.0/mf-manifest.json' },
      ],
    };
    expect(withAbsoluteUrls(registry, '/config/registry.json')).toEqual({
      remotes: [
        {
          name: 'accounts',
          manifest: `${window.location.origin}/remotes/accounts/1.0.0/mf-manifest.json`,
          descriptor: `${window.location.origin}/config/remotes/accounts/1.0.0/descriptor.json`,
        },
        { name: 'cards', manifest: 'https://cdn.example.ch/remotes/cards/1.0.0/mf-manifest.json' },
      ],
    });
  });

  it("leaves what is not a registry's URL for the loader's validation to report", () => {
    const registry = { remotes: [null, { name: 'x', manifest: 42 }, { name: 'y', manifest: 'http://[' }] };
    expect(withAbsoluteUrls(registry, '/registry.json')).toEqual(registry);
    expect(withAbsoluteUrls({ remotes: 'none' }, '/registry.json')).toEqual({ remotes: 'none' });
    expect(withAbsoluteUrls(null, '/registry.json')).toBeNull();
  });

  it('gives the fetched registry with absolute URLs, so the early manifest request and the runtime name one URL', async () => {
    handOver(
      REGISTRY_REQUEST,
      Promise.resolve(answer({ remotes: [{ name: 'a', manifest: '/remotes/a/1.0.0/mf-manifest.json' }] })),
    );
    await expect(fetchRegistry()).resolves.toEqual({
      remotes: [{ name: 'a', manifest: `${window.location.origin}/remotes/a/1.0.0/mf-manifest.json` }],
    });
  });
});
