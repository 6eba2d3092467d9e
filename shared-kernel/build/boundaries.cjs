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

/**
 * One axios instance, the signed-in app's api client (shared-kernel/src/api/axiosClient.ts): every app is
 * handed it; nobody else imports axios (the login's and early calls' client is on fetch and carries none).
 */
const ONE_AXIOS = oneCopyInRoom(
  '^axios(/|$)',
  'api',
  'Call the gateway with the api client you are handed (ApiClient: the one axios instance, with the gateway headers and the error catalogue); read failures with isHttpError.',
);

/** @type {{ name: string, files: string[], patterns: Array<{ regex: string, message: string, allowTypeImports?: boolean, except?: string[] }> }[]} */
const BOUNDARIES = [
  {
    name: 'shared-kernel',
    files: [`shared-kernel/**/*.${SOURCES}`],
    patterns: [
      {
        regex: `${HOST}|${ANY_REMOTE}|${GATEWAY}`,
        message: 'shared-kernel is the base every package builds on: it imports no host, remote or gateway.',
      },
      ONE_ROUTER,
      ONE_RXJS,
      ONE_AXIOS,
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
