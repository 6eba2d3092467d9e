/** The common build derives a remote's exposes from its descriptor.json and refuses a route it cannot expose. */
import fs from 'node:fs';
import path from 'node:path';
import { devScreensSource, exposesFromDescriptor, moduleSource } from './exposes.cjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackConfig } = require('./webpack.cjs') as {
  createWebpackConfig: (options: Record<string, unknown>) => (
    env: unknown,
    argv: { mode: string },
  ) => {
    plugins: Array<{
      constructor: { name: string };
      _options?: { exposes?: unknown; shared?: Record<string, { import?: false; singleton?: boolean }> };
    }>;
  };
};

// Inside the workspace, so the build config resolves react & co. from the fixture as from a real remote.
const FIXTURES = path.join(__dirname, '..', 'node_modules', '.cache', 'kontor-exposes-test');
afterAll(() => fs.rmSync(FIXTURES, { recursive: true, force: true }));

function remoteFolder(routes: unknown[], screens: string[]): string {
  fs.mkdirSync(FIXTURES, { recursive: true });
  const dir = fs.mkdtempSync(path.join(FIXTURES, 'remote-'));
  fs.writeFileSync(path.join(dir, 'descriptor.json'), JSON.stringify({ routes, menu: [] }));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'remote-test', version: '1.0.0' }));
  for (const folder of screens) {
    fs.mkdirSync(path.join(dir, 'src', folder), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src', folder, 'index.tsx'), 'export default {};\n');
  }
  return dir;
}

const route = (id: string, module?: string) => ({
  id,
  path: `/${id}`,
  titleKey: `webapp.title.${id}`,
  auth: 'strong',
  ...(module ? { module } : {}),
});

describe('exposes from the descriptor', () => {
  it('maps "./PaymentOverview" to src/payment-overview/index.tsx', () => {
    expect(moduleSource('./PaymentOverview')).toBe('./src/payment-overview/index.tsx');
    expect(moduleSource('./Cards')).toBe('./src/cards/index.tsx');
  });

  it('exposes the modules of its overlays too, and refuses an overlay without its source', () => {
    const dir = remoteFolder([route('test.a', './FirstScreen')], ['first-screen', 'scan-payment']);
    const overlay = { action: 'test.scan', module: './ScanPayment', titleKey: 'x', rule: 'always' };
    expect(
      exposesFromDescriptor(dir, {
        routes: [route('test.a', './FirstScreen')],
        overlays: [overlay],
      }),
    ).toEqual({
      './FirstScreen': './src/first-screen/index.tsx',
      './ScanPayment': './src/scan-payment/index.tsx',
    });
    expect(() =>
      exposesFromDescriptor(dir, {
        routes: [route('test.a', './FirstScreen')],
        overlays: [{ ...overlay, module: './Missing' }],
      }),
    ).toThrow('overlay test.scan: module ./Missing has no source at ./src/missing/index.tsx');
  });

  it('exposes each module its routes render, once', () => {
    const dir = remoteFolder(
      [route('test.a', './FirstScreen'), route('test.b', './FirstScreen'), route('test.c', './Second')],
      ['first-screen', 'second'],
    );
    expect(exposesFromDescriptor(dir)).toEqual({
      './FirstScreen': './src/first-screen/index.tsx',
      './Second': './src/second/index.tsx',
    });
    const screens = devScreensSource(dir, exposesFromDescriptor(dir));
    expect(screens).toContain(
      `"./Second": () => import(${JSON.stringify(path.join(dir, 'src/second/index.tsx'))})`,
    );
  });

  it('fails the build config for a route without a module', () => {
    const dir = remoteFolder([route('test.a', './FirstScreen'), route('test.b')], ['first-screen']);
    expect(() => createWebpackConfig({ dirname: dir, kind: 'remote', name: 'test' })).toThrow(
      /route test\.b: "module" must name the screen module/,
    );
  });

  it('fails the build config for a module without its source folder', () => {
    const dir = remoteFolder([route('test.a', './Missing')], []);
    expect(() => createWebpackConfig({ dirname: dir, kind: 'remote', name: 'test' })).toThrow(
      /module \.\/Missing has no source at \.\/src\/missing\/index\.tsx/,
    );
  });

  it('hands the derived exposes to the federation plugin', () => {
    const dir = remoteFolder([route('test.a', './FirstScreen')], ['first-screen']);
    const config = createWebpackConfig({ dirname: dir, kind: 'remote', name: 'test' })(
      {},
      { mode: 'production' },
    );
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federation?._options?.exposes).toEqual({ './FirstScreen': './src/first-screen/index.tsx' });
  });
});

describe('shared singletons of a remote', () => {
  const sharedOf = (mode: string) => {
    const dir = remoteFolder([route('test.a', './FirstScreen')], ['first-screen']);
    const config = createWebpackConfig({ dirname: dir, kind: 'remote', name: 'test' })({}, { mode });
    return config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options
      ?.shared;
  };

  it('in production only consumes them: the host provides every one, remoteEntry.js carries no fallback', () => {
    const shared = sharedOf('production');
    expect(Object.keys(shared ?? {})).toEqual(expect.arrayContaining(['react', 'shared-kernel/bus']));
    for (const [request, config] of Object.entries(shared ?? {})) {
      expect([request, config.import, config.singleton]).toEqual([request, false, true]);
    }
  });

  it('in the standalone dev harness (no host) keeps its own copies', () => {
    for (const config of Object.values(sharedOf('development') ?? {})) expect(config.import).toBeUndefined();
  });
});
