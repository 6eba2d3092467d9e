/** What the properties over every write route share (platform/malformed-input, platform/no-coercion). */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RegisteredRoute } from '../src/http/route';

/** Every route that writes (not GET, not raw, not the test family). */
export const writeRoutesOf = (app: FastifyInstance): RegisteredRoute[] =>
  app.routeRegistry.filter((route) => route.method !== 'GET' && !route.raw && route.family !== 'test');

/** The route's URL with each path parameter set to `param`. */
export const concreteUrl = (route: RegisteredRoute, param: string): string =>
  route.url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(param));

/** Path parameters that are not ids, with a well-formed value: the phone's scan token (43 base64url characters). */
const SHAPED_PARAMS: Readonly<Record<string, string>> = { token: 'A'.repeat(43) };

/**
 * The route's URL with every path parameter well formed (ids set to `id`, a token shaped as one), so that the body
 * is what the route checks and refuses.
 */
export const wellFormedUrl = (route: RegisteredRoute, id: string): string =>
  route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(SHAPED_PARAMS[name] ?? id));

/** Rows of every table of the schema: "nothing written" is all counts unchanged. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the schema
export async function rowCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}
