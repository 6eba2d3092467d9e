import { personas, type PersonaName } from '../domain/fixtures/personas';
import type { SessionSnapshot } from '../domain/session';

export const DEFAULT_PERSONA: PersonaName = 'annaPrivate';
export const PERSONA_NAMES = Object.keys(personas) as PersonaName[];

/** PERSONAS.md: every sandbox persona signs in with this password. */
export const SANDBOX_PASSWORD = 'Kontor-Sandbox-1';

/**
 * The persona a harness URL asks for: `?persona=annaBaeckerei` exactly, or `?persona=anna` for the
 * persona's first snapshot (their private context); anything else falls back to Anna, private.
 */
export function personaFromQuery(search: string): { name: PersonaName; session: SessionSnapshot } {
  const wanted = new URLSearchParams(search).get('persona')?.trim().toLowerCase() ?? '';
  const name =
    PERSONA_NAMES.find((candidate) => candidate.toLowerCase() === wanted) ??
    (wanted ? PERSONA_NAMES.find((candidate) => candidate.toLowerCase().startsWith(wanted)) : undefined) ??
    DEFAULT_PERSONA;
  return { name, session: { ...personas[name], env: 'local' } };
}

/** The concrete link of a route pattern: optional segments dropped ("/transactions/:id?" → "/transactions"). */
export function linkOfRoute(path: string): string {
  const segments = path.split('/').filter((segment) => segment && !segment.endsWith('?'));
  return `/${segments.join('/')}`;
}
