// Names and places every local script agrees on (docs/integration.md, "Ports and origins").
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The six remotes with their local ports (integration.md). */
export const REMOTES = [
  { name: 'accounts', port: 3001 },
  { name: 'payments', port: 3002 },
  { name: 'cards', port: 3003 },
  { name: 'ebill', port: 3004 },
  { name: 'team', port: 3005 },
  { name: 'onboarding', port: 3006 },
];

export const HOST_PORT = 8080;
export const GATEWAY_PORT = 8090;
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
