import { fetchRegistry } from './registry';
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
