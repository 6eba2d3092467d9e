// Import boundaries between the workspace's packages (docs/architecture.md), enforced by the root
// eslint.config.mjs with no-restricted-imports patterns. Each entry: the files it covers and what they may
// not import (module specifiers, package names and relative paths alike).
const ANY_REMOTE = '(^|/)remote-[a-z][a-z-]*(/|$)';
const HOST = '(^|/)host(/|$)';
const GATEWAY = '(^|/)gateway(/|$)';
// A path into its folder ("../../shared-kernel/src/..."); "shared-kernel/build/webpack" is the package's export.
const KERNEL_SOURCE = '/shared-kernel/(src|build)(/|$)';

const SOURCES = '{ts,tsx,js,jsx,cjs,mjs}';

/** The gateway's resource folders (gateway/src/<resource>), which its platform folders may not import. */
const GATEWAY_RESOURCES = [
  'accounts',
  'agents',
  'cards',
  'ebill',
  'exports',
  'files',
  'onboarding',
  'partnerships',
  'payments',
  'persons',
  'reference',
  'sandbox',
  'seed',
  'team',
  'transactions',
].join('|');

/**
 * One copy of a library, inside its kernel room: a build that imports the library itself gets a second copy beside
 * the room's. Tests, the testing kit (run by jest, never shipped) and the room itself may.
 */
const oneCopyInRoom = (regex, room, message) => ({
  regex,
  allowTypeImports: true,
  message,
  except: [`**/*.test.${SOURCES}`, `shared-kernel/src/testing/**`, `shared-kernel/src/${room}/**`],
});

/** One react-router copy (shared-kernel/src/router): another copy's links and hooks do not see the host's history. */
const ONE_ROUTER = oneCopyInRoom(
  '^react-router(-dom)?(/|$)',
  'router',
  'Route with shared-kernel/router (the one react-router copy every app shares, tree-shaken to the names Kontor uses); add a name there if one is missing.',
);

/** One rxjs copy, inside the bus room (shared-kernel/src/bus/rx.ts): rxjs is not a shared module (it would load whole). */
const ONE_RXJS = oneCopyInRoom(
  '^rxjs(/|$)',
  'bus',
  'Take rxjs from shared-kernel/bus (the one rxjs copy, inside the bus room, tree-shaken to the names Kontor uses); add a name to its rx.ts if one is missing.',
);

/** One react-i18next copy, inside the i18n room (shared-kernel/src/i18n/index.ts): its hooks read one instance. */
const ONE_REACT_I18NEXT = oneCopyInRoom(
  '^react-i18next(/|$)',
  'i18n',
  'Take useTranslation and I18nextProvider from shared-kernel/i18n (the one react-i18next copy, inside the i18n room, tree-shaken to the names Kontor uses); add a name there if one is missing.',
);

/**
 * axios is the signed-in app's api client's transport (shared-kernel/src/api/axiosWire.ts, loaded after the first
 * screen by axiosClient.ts): every app is handed that client; nobody else imports axios (the login's and early
 * calls' client is on fetch and carries none).
 */
const ONE_AXIOS = oneCopyInRoom(
  '^axios(/|$)',
  'api',
  'Call the gateway with the api client you are handed (ApiClient: the one client on axios, with the gateway headers and the error catalogue); read failures with isHttpError.',
);

/**
 * A shared room (shared.cjs KERNEL_ENTRIES: one instance in the composed app) is taken by its package name from the
 * kernel's other rooms: a path into it (`../ui/Alert`) bundles a second copy beside the shared one, with contexts
 * of its own (a KernelProvider no screen provides).
 */
const SHARED_ROOMS = require('./shared.cjs').KERNEL_ENTRIES.map((entry) => entry.split('/')[1]);
const BY_PACKAGE_NAME = SHARED_ROOMS.map((room) =>
  oneCopyInRoom(
    `^(\\.\\./)+${room}(/|$)`,
    room,
    `Import shared-kernel/${room} by its package name: it is a shared room (one instance in the composed app), and a path into it bundles a second copy beside it.`,
  ),
);

const KERNEL_PATTERNS = [
  {
    regex: `${HOST}|${ANY_REMOTE}|${GATEWAY}`,
    message: 'shared-kernel is the base every package builds on: it imports no host, remote or gateway.',
  },
  ONE_ROUTER,
  ONE_RXJS,
  ONE_AXIOS,
  ONE_REACT_I18NEXT,
  ...BY_PACKAGE_NAME,
];

/** @type {{ name: string, files: string[], patterns: Array<{ regex: string, message: string, allowTypeImports?: boolean, except?: string[] }> }[]} */
const BOUNDARIES = [
  {
    name: 'shared-kernel',
    files: [`shared-kernel/**/*.${SOURCES}`],
    patterns: KERNEL_PATTERNS,
  },
  {
    // The UI kit is a shared room, loaded whole on every start: the input widgets stay out of it (issue 34 item 2).
    name: 'shared-kernel-ui',
    files: [`shared-kernel/src/ui/**/*.${SOURCES}`],
    patterns: [
      ...KERNEL_PATTERNS,
      {
        regex: '(^|/)widgets(/|$)',
        message:
          'The UI kit (a shared room, loaded whole on every start) imports no input widget: shared-kernel/widgets is bundled by the apps that use it.',
        except: [`**/*.test.${SOURCES}`],
      },
    ],
  },
  {
    name: 'remotes',
    files: [`remote-*/**/*.${SOURCES}`],
    patterns: [
      {
        regex: `${ANY_REMOTE}|${GATEWAY}|${HOST}`,
        message:
          'A remote imports only shared-kernel and its own files: no other remote, not the host, not the gateway (texts live in its own catalogues/).',
      },
      {
        regex: KERNEL_SOURCE,
        message:
          'Import shared-kernel by its package name (shared-kernel/...), not by a path into its source.',
      },
      ONE_ROUTER,
      ONE_RXJS,
      ONE_AXIOS,
      ONE_REACT_I18NEXT,
    ],
  },
  {
    name: 'host',
    files: [`host/**/*.${SOURCES}`],
    patterns: [
      {
        regex: `${ANY_REMOTE}|${GATEWAY}`,
        message:
          'The host loads remotes at run time (federation) and never imports their source, nor the gateway.',
      },
      {
        regex: KERNEL_SOURCE,
        message:
          'Import shared-kernel by its package name (shared-kernel/...), not by a path into its source.',
      },
      ONE_ROUTER,
      ONE_RXJS,
      ONE_AXIOS,
      ONE_REACT_I18NEXT,
    ],
  },
  {
    name: 'gateway',
    files: [`gateway/**/*.${SOURCES}`],
    patterns: [
      {
        regex: `${ANY_REMOTE}|${HOST}|${KERNEL_SOURCE}`,
        message: 'The gateway imports no front-end package, and shared-kernel only by its package name.',
      },
      {
        regex: '^shared-kernel(?!/domain(/|$))(/|$)',
        allowTypeImports: true,
        message:
          "The gateway imports shared-kernel's rules (shared-kernel/domain) and, as types only, its contracts; nothing that runs in a browser.",
      },
    ],
  },
  {
    // Issue 27 item 5: the gateway's platform (the guard, rights, events, the database, the OpenAPI writer)
    // knows no resource: a resource declares its caller guards, entity kinds and event subjects in its own
    // folder and registers them (routes.ts), so a new domain edits no platform file. The migration registry
    // (db/migrations/index.ts) lists the resources' migrations as routes.ts lists their routes.
    name: 'gateway-platform',
    files: [`gateway/src/{http,events,db,openapi}/**/*.${SOURCES}`],
    patterns: [
      {
        regex: `^(\\.\\./)+(${GATEWAY_RESOURCES})(/|$)`,
        message:
          'The gateway\'s platform imports no resource: declare the rule in the resource\'s folder and register it (docs/architecture.md, "Adding a resource").',
        except: [`gateway/src/**/*.test.${SOURCES}`, `gateway/src/db/migrations/index.ts`],
      },
    ],
  },
];

module.exports = { BOUNDARIES };
