/**
 * Where the e2e stack runs. Test ports differ from `npm start`'s (8080, 8090, 3001-3006) so the
 * tests can run while a developer's app is up.
 *
 * - the main host (local registry, remotes on 13001-13006),
 * - the pinned host (host/registry/pinned-example.json: accounts 0.9.0),
 * - the fault host, whose remotes are separate servers on 14001-14006 that a test may stop and
 *   start through the supervisor's control endpoint without disturbing tests running beside it,
 * - the edge host: the main host's app as deployed, one origin over TLS with HTTP/2 (`npm start`'s TLS port).
 */
export const REMOTE_NAMES = ['accounts', 'payments', 'cards', 'ebill', 'team', 'onboarding'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** KONTOR_E2E_PORT_OFFSET shifts every port, so two runs (e.g. two checkouts) can share a machine. */
const OFFSET = Number(process.env.KONTOR_E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  host: 18080 + OFFSET,
  pinnedHost: 18081 + OFFSET,
  faultHost: 18082 + OFFSET,
  edgeHost: 18083 + OFFSET,
  gateway: 18090 + OFFSET,
  control: 18099 + OFFSET,
  remote: (name: RemoteName) => 13001 + OFFSET + REMOTE_NAMES.indexOf(name),
  faultRemote: (name: RemoteName) => 14001 + OFFSET + REMOTE_NAMES.indexOf(name),
} as const;

export const HOST_URL = `http://localhost:${E2E_PORTS.host}`;
export const PINNED_HOST_URL = `http://localhost:${E2E_PORTS.pinnedHost}`;
export const FAULT_HOST_URL = `http://localhost:${E2E_PORTS.faultHost}`;
/** Self-signed (scripts/lib/tls.mjs): a test on it says `ignoreHTTPSErrors`. */
export const EDGE_HOST_URL = `https://localhost:${E2E_PORTS.edgeHost}`;
export const CONTROL_URL = `http://127.0.0.1:${E2E_PORTS.control}`;

/**
 * The sandbox operator's key of the e2e gateway (KONTOR_SANDBOX_OPERATOR_KEY, docs/security.md "Sandbox tools"):
 * for what no persona session can do itself, e.g. read a prospect's code, sent before any session exists.
 */
export const SANDBOX_OPERATOR_KEY = 'e2e-sandbox-operator';

/**
 * The environment the pinned host's server states (the others state local): the host reads it from
 * index.html, not from the hostname (issue 8).
 */
export const PINNED_HOST_ENV = 'test';

/** The version host/registry/pinned-example.json pins for accounts (integration.md: REMOTE_VERSION). */
export const PINNED_ACCOUNTS_VERSION = '0.9.0';

export interface RegistryEntry {
  name: string;
  version: string;
  manifest: string;
  descriptor: string;
  /** The descriptor of this version, stamped in by the host's server (docs/remote-contract.md). */
  descriptorSnapshot?: {
    name: string;
    version: string;
    routes: { path: string }[];
    builtWith?: Record<string, string>;
  };
}

export interface Registry {
  remotes: RegistryEntry[];
}
