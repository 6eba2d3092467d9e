/**
 * The contract of remote-accounts: descriptor.json is valid, every route's module is exposed by the build,
 * and every title and menu label exists in all four languages of gateway/catalogues/accounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateDescriptorSource, type RemoteDescriptor } from 'shared-kernel/contract';
import { screens } from './dev/screens';

jest.mock('shared-kernel/build/webpack', () => ({ createWebpackConfig: (options: unknown) => options }));

const root = path.join(__dirname, '..');
const descriptor = JSON.parse(
  fs.readFileSync(path.join(root, 'descriptor.json'), 'utf8'),
) as RemoteDescriptor;
// With createWebpackConfig mocked, the config module returns the options it was called with.
const { exposes } = jest.requireActual(path.join(root, 'webpack.config.cjs')) as {
  exposes: Record<string, string>;
};
const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
const catalogues = LANGUAGES.map((language) => ({
  language,
  messages: JSON.parse(
    fs.readFileSync(path.join(root, '..', 'gateway', 'catalogues', 'accounts', `${language}.json`), 'utf8'),
  ) as Record<string, unknown>,
}));

function lookUp(messages: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('remote-accounts descriptor', () => {
  it('is a valid descriptor source without the fields the build stamps', () => {
    const result = validateDescriptorSource(descriptor);
    expect(result.ok ? [] : result.errors).toEqual([]);
    for (const stamped of ['name', 'version', 'hostApi', 'builtWith'])
      expect(descriptor).not.toHaveProperty(stamped);
  });

  it('lists unique route ids in the accounts namespace', () => {
    const ids = descriptor.routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^accounts\./);
  });

  it('renders every route with a module the build exposes, and exposes nothing unused', () => {
    const modules = new Set(descriptor.routes.map((route) => route.module));
    for (const module of modules) expect(Object.keys(exposes)).toContain(module);
    for (const exposed of Object.keys(exposes)) expect([...modules]).toContain(exposed);
    for (const file of Object.values(exposes)) expect(fs.existsSync(path.join(root, file))).toBe(true);
  });

  it('gives the dev harness every exposed module, each exporting single-spa lifecycles', async () => {
    expect(Object.keys(screens).sort()).toEqual(Object.keys(exposes).sort());
    for (const load of Object.values(screens)) {
      const lifecycles = (await load()).default;
      for (const lifecycle of ['bootstrap', 'mount', 'unmount', 'update'] as const) {
        expect(typeof lifecycles[lifecycle]).toBe('function');
      }
    }
  });

  it('has every title and menu label in en, de, fr and it', () => {
    const keys = [
      ...descriptor.routes.map((route) => route.titleKey),
      ...descriptor.menu.flatMap((item) => [
        item.labelKey,
        ...(item.alternateLabel ? [item.alternateLabel.labelKey] : []),
      ]),
    ];
    for (const { language, messages } of catalogues) {
      const missing = keys.filter(
        (key) => typeof lookUp(messages, key) !== 'string' || lookUp(messages, key) === '',
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('keeps the same keys in all four languages', () => {
    const [english, ...others] = catalogues.map(({ messages }) => leafKeys(messages).sort());
    for (const keys of others) expect(keys).toEqual(english);
  });
});
