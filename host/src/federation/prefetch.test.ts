import { pageTurns } from '../boot/turns';
import { OPENING_ROUTE_KEY } from '../session/storageKeys';
import { OVERRIDES_STORAGE_KEY } from './overrides';
import { prefetchRememberedRoute, prefetchRoute, rememberedRoute } from './prefetch';

const ORIGIN = 'http://remotes.test';
const MANIFEST = `${ORIGIN}/remotes/accounts/1.0.0/mf-manifest.json`;
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'Dashboard',
      path: './Dashboard',
      assets: { js: { sync: ['288.js', 'dashboard.js'] }, css: { sync: ['dashboard.css'] } },
    },
  ],
};
const FILES = {
  scripts: [
    `${ORIGIN}/remotes/accounts/1.0.0/remoteEntry.js`,
    `${ORIGIN}/remotes/accounts/1.0.0/288.js`,
    `${ORIGIN}/remotes/accounts/1.0.0/dashboard.js`,
  ],
  styles: [`${ORIGIN}/remotes/accounts/1.0.0/dashboard.css`],
};

const TEXTS = ['app.accounts', 'app.customer'];

/** A fetch Response as far as prefetch.ts reads it (jsdom has none). */
const answer = (json: unknown): Response => {
  const response = { ok: true, json: async () => json, clone: () => response };
  return response as unknown as Response;
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  window.__kontorEarly?.clear();
  fetchMock = jest.fn(async () => answer(manifest));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it('remembers the files and texts of the route a path opened, for the next page start on that path', async () => {
  prefetchRoute(MANIFEST, './Dashboard', { path: '/', texts: TEXTS });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await pageTurns.idle();
  expect(JSON.parse(localStorage.getItem(OPENING_ROUTE_KEY)!)).toEqual({
    path: '/',
    manifest: MANIFEST,
    module: './Dashboard',
    ...FILES,
    texts: TEXTS,
  });
  expect(rememberedRoute('/')?.texts).toEqual(TEXTS);
  expect(preloaded()).toEqual([
    ...FILES.scripts.map((file) => ['script', file]),
    ...FILES.styles.map((file) => ['style', file]),
  ]);
});

it('preloads the remembered files and asks for the manifest at once, on the same path only', async () => {
  localStorage.setItem(
    OPENING_ROUTE_KEY,
    JSON.stringify({ path: '/', manifest: MANIFEST, module: './Dashboard', ...FILES }),
  );
  prefetchRememberedRoute('/transactions');
  await pageTurns.idle();
  expect(preloaded()).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();

  prefetchRememberedRoute('/');
  // The manifest is asked for at once; the files' links follow, each in a task of its own, before any answer.
  expect(fetchMock).toHaveBeenCalledWith(MANIFEST, expect.anything());
  expect(preloaded()).toEqual([]);
  await pageTurns.idle();
  expect(preloaded()).toEqual([
    ...FILES.scripts.map((file) => ['script', file]),
    ...FILES.styles.map((file) => ['style', file]),
  ]);
  expect(fetchMock).toHaveBeenCalledWith(MANIFEST, expect.anything());
});

it('prefetches no remembered route while the query overrides a remote', async () => {
  localStorage.setItem(
    OPENING_ROUTE_KEY,
    JSON.stringify({ path: '/', manifest: MANIFEST, module: './Dashboard', ...FILES }),
  );
  window.history.pushState(null, '', '/?remote:accounts=http://elsewhere.test/mf-manifest.json');
  try {
    prefetchRememberedRoute('/');
  } finally {
    window.history.pushState(null, '', '/');
  }
  await pageTurns.idle();
  expect(preloaded()).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('prefetches no remembered route while an earlier query’s override is stored', async () => {
  localStorage.setItem(
    OPENING_ROUTE_KEY,
    JSON.stringify({ path: '/', manifest: MANIFEST, module: './Dashboard', ...FILES }),
  );
  localStorage.setItem(
    OVERRIDES_STORAGE_KEY,
    JSON.stringify({ accounts: 'http://elsewhere.test/mf-manifest.json' }),
  );
  prefetchRememberedRoute('/');
  await pageTurns.idle();
  expect(preloaded()).toEqual([]);
  expect(fetchMock).not.toHaveBeenCalled();
  // An emptied list (`?remote:accounts=` cleared the last one) overrides nothing.
  localStorage.setItem(OVERRIDES_STORAGE_KEY, '{}');
  prefetchRememberedRoute('/');
  await pageTurns.idle();
  expect(preloaded()).not.toEqual([]);
});

it('trusts no remembered file off the manifest’s origin, and nothing malformed', () => {
  const store = (route: object) => localStorage.setItem(OPENING_ROUTE_KEY, JSON.stringify(route));
  store({
    path: '/',
    manifest: MANIFEST,
    module: './Dashboard',
    scripts: ['http://evil.test/x.js'],
    styles: [],
  });
  expect(rememberedRoute('/')).toBeNull();
  store({ path: '/', manifest: 'javascript:alert(1)', module: './Dashboard', scripts: [], styles: [] });
  expect(rememberedRoute('/')).toBeNull();
  store({ path: '/', manifest: MANIFEST, module: './Dashboard', scripts: 5, styles: [] });
  expect(rememberedRoute('/')).toBeNull();
  store({ path: '/', manifest: MANIFEST, module: './Dashboard', scripts: [7], styles: [] });
  expect(rememberedRoute('/')).toBeNull();
  // Texts that are not catalogue names, or too many of them: the route is not trusted either.
  store({ path: '/', manifest: MANIFEST, module: './Dashboard', ...FILES, texts: ['app.x&names=webapp'] });
  expect(rememberedRoute('/')).toBeNull();
  store({ path: '/', manifest: MANIFEST, module: './Dashboard', ...FILES, texts: 'app.accounts' });
  expect(rememberedRoute('/')).toBeNull();
  store({ path: '/', manifest: MANIFEST, module: './Dashboard', ...FILES, texts: Array(33).fill('app.a') });
  expect(rememberedRoute('/')).toBeNull();
  // A route remembered before its texts were: its files, no texts.
  store({ path: '/', manifest: MANIFEST, module: './Dashboard', ...FILES });
  expect(rememberedRoute('/')).toEqual({
    path: '/',
    manifest: MANIFEST,
    module: './Dashboard',
    ...FILES,
    texts: [],
  });
  localStorage.setItem(OPENING_ROUTE_KEY, '{not json');
  expect(rememberedRoute('/')).toBeNull();
  localStorage.setItem(OPENING_ROUTE_KEY, '42');
  expect(rememberedRoute('/')).toBeNull();
  prefetchRememberedRoute('/');
  expect(preloaded()).toEqual([]);
});
