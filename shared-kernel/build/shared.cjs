// The one federation shared-dependency table. Host and every remote import it; nobody writes their own.
// Each entry is a singleton: exactly one copy may load in the composed app (DESIGN.md, "Shared singletons").
// Only what must be one instance is shared (issue 17): a shared module loads whole, never tree-shaken, so
// stateless code (the domain rules and formats, the contract helpers, the api error helpers, forms, the
// single-spa adapters) is bundled by each app with just the parts it uses.
const path = require('node:path');
const fs = require('node:fs');

/** Packages shared as singletons, with the subpaths that must resolve to the same instance. */
const SINGLETONS = [
  // One React: hooks and the renderer's state.
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // One i18n instance (react-i18next, inside the i18n room below, keeps it module-wide).
  'i18next',
];

/**
 * shared-kernel rooms whose module state must be one: the bus and staleness tracker (with the one rxjs copy,
 * tree-shaken to the names Kontor uses: the bus's subjects are observed across apps), i18n (with the one
 * react-i18next copy, tree-shaken likewise: its hooks read the instance set module-wide), the theme and UI kit's
 * CSS, and the router (one react-router copy, tree-shaken to the names Kontor uses: remotes render it with the
 * host's navigator, one history). react-router, rxjs and react-i18next themselves are not shared: a shared module
 * loads whole.
 */
const KERNEL_ENTRIES = [
  'shared-kernel/bus',
  'shared-kernel/i18n',
  'shared-kernel/router',
  'shared-kernel/ui',
];

/** The packages whose versions the host checks before it accepts a remote (major must match). */
const ENFORCED = ['react', 'react-dom', 'shared-kernel'];

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Installed version of a package as seen from `fromDir` (the consuming app's folder). */
function installedVersion(name, fromDir) {
  if (name === 'shared-kernel') return require('../package.json').version;
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const pkg = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (pkg.name === name && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find version of ${name} from ${fromDir}`);
    dir = parent;
  }
}

/** Versions of every shared package the app at `fromDir` is built against. */
function sharedVersions(fromDir) {
  const names = new Set([...SINGLETONS, ...KERNEL_ENTRIES].map(packageName));
  return Object.fromEntries([...names].map((name) => [name, installedVersion(name, fromDir)]));
}

/** The `shared` option of ModuleFederationPlugin for the app at `fromDir`. */
function sharedConfig(fromDir) {
  const versions = sharedVersions(fromDir);
  const entry = (request) => {
    const version = versions[packageName(request)];
    return [
      request,
      {
        singleton: true,
        version,
        requiredVersion: `^${version.split('.')[0]}.0.0`,
        strictVersion: false,
      },
    ];
  };
  return Object.fromEntries([...SINGLETONS, ...KERNEL_ENTRIES].map(entry));
}

module.exports = {
  SINGLETONS,
  KERNEL_ENTRIES,
  ENFORCED,
  sharedConfig,
  sharedVersions,
  installedVersion,
  packageName,
};
