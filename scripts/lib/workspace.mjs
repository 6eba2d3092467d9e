// Names and places every local script agrees on (docs/integration.md, "Ports and origins").
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A port from the environment, or the documented default. `npm start` runs on other ports with e.g.
 * KONTOR_HOST_PORT=9080 (the fresh-clone step of `npm test` does, so a developer's app may stay up).
 */
function portFromEnv(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${value} is not a TCP port`);
  }
  return port;
}

export const DEFAULT_REMOTE_PORT = 3001;
/** The first remote's port; the others follow in the order below (integration.md). */
const FIRST_REMOTE_PORT = portFromEnv('KONTOR_REMOTE_PORT', DEFAULT_REMOTE_PORT);

/** The six remotes with their local ports (integration.md). */
export const REMOTES = ['accounts', 'payments', 'cards', 'ebill', 'team', 'onboarding'].map(
  (name, index) => ({ name, port: FIRST_REMOTE_PORT + index }),
);
/** Whether the remotes run on other ports than the registry files name (3001-3006). */
export const REMOTE_PORTS_MOVED = FIRST_REMOTE_PORT !== DEFAULT_REMOTE_PORT;

export const HOST_PORT = portFromEnv('KONTOR_HOST_PORT', 8080);
/** The host over TLS with HTTP/2, one origin as the deployed edge (docs/running.md, "HTTP/2"). */
export const HOST_TLS_PORT = portFromEnv('KONTOR_HOST_TLS_PORT', 8443);
/** Whether the TLS port was asked for (then it must start; the default is skipped with a warning when taken). */
export const HOST_TLS_PORT_CHOSEN = Boolean(process.env.KONTOR_HOST_TLS_PORT);
export const GATEWAY_PORT = portFromEnv('KONTOR_GATEWAY_PORT', 8090);
export const PASSWORD = 'Kontor-Sandbox-1';
export const DEFAULT_REGISTRY = path.join(ROOT, 'host', 'registry', 'local.json');

/** Sandbox personas (PERSONAS.md), printed by `npm start` and shown in the README. */
export const PERSONAS = [
  { name: 'Anna Meier', email: 'anna@kontor.test', note: 'private + Bäckerei Meier GmbH (partner, approve)' },
  { name: 'Nora Schmid', email: 'nora@kontor.test', note: 'Bäckerei Meier GmbH (second approver)' },
  { name: 'Luca Rossi', email: 'luca@kontor.test', note: 'Bäckerei Meier GmbH delegate, capture only' },
  {
    name: 'Claire Dubois',
    email: 'claire@kontor.test',
    note: 'association (approve only) + sole proprietorship',
  },
  { name: 'Ben Keller', email: 'ben@kontor.test', note: 'Keller Robotics AG (new company, bootstrapper)' },
  { name: 'Pia Frei', email: 'pia@kontor.test', note: 'card-only customer' },
  { name: 'Quentin Favre', email: 'quentin@kontor.test', note: 'qualified-signature confirmation pending' },
  { name: 'Rita Huber', email: 'rita@kontor.test', note: 'registered, not bankable' },
  { name: 'Paul Neumann', email: 'paul@kontor.test', note: 'prospect: /prospect-login with email + code' },
];

export function remoteDir(name) {
  return path.join(ROOT, `remote-${name}`);
}
