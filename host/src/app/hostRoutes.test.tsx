import { screen } from '@testing-library/react';
import { createI18n, START_TEXTS } from 'shared-kernel/i18n';
import { createTestI18n, renderScreen } from 'shared-kernel/testing';
import { DEBUG_TEXTS, debugPages } from '../debug';
import { hostRoutes } from './hostRoutes';

type Tree = { [key: string]: string | Tree };

/** The texts under `names` (dotted prefixes, any depth) of a whole catalogue, nested as the gateway answers. */
function textsUnder(catalogue: Tree, names: readonly string[]): Tree {
  const answer: Tree = {};
  for (const name of names) {
    const path = name.split('.');
    let from: string | Tree | undefined = catalogue;
    for (const part of path) from = typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let into = answer;
    path.slice(0, -1).forEach((part) => (into = (into[part] ??= {}) as Tree));
    into[path.at(-1)!] = from;
  }
  return answer;
}

describe('the host routes', () => {
  it('route exactly the debug pages that host/src/debug lists, in its order', () => {
    expect(
      hostRoutes('local')
        .slice(1)
        .map((route) => [route.path, route.titleKey]),
    ).toEqual(debugPages.map(({ path, titleKey }) => [`/debug/${path}`, titleKey]));
  });

  it('route the debug pages in local and sandbox only', () => {
    expect(hostRoutes('prod').map((route) => route.path)).toEqual(['/login']);
    expect(hostRoutes('sandbox').map((route) => route.path)).toContain('/debug/file-resource-uploader');
  });

  it('show a debug page once its own texts are in, which the page start does not load', async () => {
    const english = createTestI18n();
    const whole = english.getResourceBundle('en', 'translation') as Tree;
    const load = jest.fn(async (_language: string, names: readonly string[] = []) =>
      textsUnder(whole, names),
    );
    const i18n = await createI18n({ language: 'en', loadCatalogues: load, texts: START_TEXTS });
    expect(i18n.exists('webapp.debug.notice')).toBe(false);
    const input = hostRoutes('local').find((route) => route.path === '/debug/input')!;
    renderScreen(input.element, { i18n });
    expect(await screen.findByText(english.t('webapp.debug.notice'))).toBeInTheDocument();
    expect(screen.queryByText('webapp.debug.notice')).not.toBeInTheDocument();
    expect(load.mock.calls).toEqual([
      ['en', START_TEXTS],
      ['en', DEBUG_TEXTS],
    ]);
  });
});
