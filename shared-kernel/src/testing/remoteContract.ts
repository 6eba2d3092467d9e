/**
 * The contract test every remote runs on itself (one copy, called from each remote's descriptor.test.ts):
 * descriptor.json is a valid source, route ids are unique in the remote's namespace, every route's module has
 * its source (the build derives webpack's exposes and the dev harness's screens from the descriptor,
 * shared-kernel/build/exposes.cjs) exporting single-spa lifecycles, and every title and menu label exists in
 * en, de, fr and it of the remote's catalogue folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateDescriptorSource, type RemoteDescriptor, type RemoteLifecycles } from '../contract';
import { devScreensSource, exposesFromDescriptor } from '../../build/exposes.cjs';

export interface RemoteContractOptions {
  /** Remote name: the route id namespace (the catalogues are `<root>/catalogues/<lang>.json`). */
  name: string;
  /** The remote package's folder. */
  root: string;
}

const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;

function lookUp(messages: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

export function describeRemoteContract({ name, root }: RemoteContractOptions): void {
  const descriptor = JSON.parse(
    fs.readFileSync(path.join(root, 'descriptor.json'), 'utf8'),
  ) as RemoteDescriptor;
  const catalogues = LANGUAGES.map((language) => ({
    language,
    messages: JSON.parse(
      fs.readFileSync(path.join(root, 'catalogues', `${language}.json`), 'utf8'),
    ) as Record<string, unknown>,
  }));

  describe(`remote-${name} descriptor`, () => {
    it('is a valid descriptor source without the fields the build stamps', () => {
      const result = validateDescriptorSource(descriptor);
      expect(result.ok ? [] : result.errors).toEqual([]);
      for (const stamped of ['name', 'version', 'hostApi', 'builtWith'])
        expect(descriptor).not.toHaveProperty(stamped);
    });

    it(`lists unique route ids in the ${name} namespace`, () => {
      const ids = descriptor.routes.map((route) => route.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id.startsWith(`${name}.`)).toBe(true);
    });

    it('derives the exposed modules from the routes and overlays, each with its source', () => {
      const exposes = exposesFromDescriptor(root, descriptor);
      expect(Object.keys(exposes).sort()).toEqual(
        [
          ...new Set([
            ...descriptor.routes.map((r) => r.module),
            ...(descriptor.overlays ?? []).map((o) => o.module),
          ]),
        ].sort(),
      );
      for (const file of Object.values(exposes)) expect(fs.existsSync(path.join(root, file))).toBe(true);
    });

    it('gives the dev harness every exposed module, each exporting single-spa lifecycles', async () => {
      const exposes = exposesFromDescriptor(root, descriptor);
      const screens = devScreensSource(root, exposes);
      for (const [module, file] of Object.entries(exposes)) {
        expect(screens).toContain(JSON.stringify(module));
        expect(screens).toContain(JSON.stringify(path.join(root, file)));
        const lifecycles = ((await import(path.join(root, file))) as { default: RemoteLifecycles }).default;
        for (const lifecycle of ['bootstrap', 'mount', 'unmount', 'update'] as const)
          expect(typeof lifecycles[lifecycle]).toBe('function');
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
}
