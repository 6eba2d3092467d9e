/**
 * Security settings (screen /settings): the person's signed-in sessions and "sign out everywhere else".
 * Reads the platform's sessions table: a refresh or step-up rotates a session into a new row, so one sign-in
 * is a chain of rows; the live end of each chain is an active session, its first row tells when it began.
 */
import { sql } from 'kysely';
import { activeSessionSchema, signedOutSchema } from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { requirePerson } from '../http/access';
import { arrayOf } from '../http/schemas';

interface ActiveSessionRow {
  id: string;
  level: string;
  signed_in_at: Date | string;
  last_active_at: Date | string;
  expires_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const sessionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v3/auth/sessions',
    family: 'user.read',
    auth: 'strong',
    schema: {
      summary: 'Active sessions of the signed-in person, newest sign-in first',
      response: { 200: arrayOf(activeSessionSchema) },
    },
    handler: async (request) => {
      const personUid = requirePerson(request.ctx);
      const { rows } = await sql<ActiveSessionRow>`
        with recursive chain as (
          select id as live_id, id, rotated_from, created_at from sessions
          where person_uid = ${personUid} and revoked_at is null and expires_at > now()
          union all
          select chain.live_id, s.id, s.rotated_from, s.created_at
          from sessions s join chain on s.id = chain.rotated_from
        )
        select live.id, live.level, min(chain.created_at) as signed_in_at,
               live.created_at as last_active_at, live.expires_at
        from chain join sessions live on live.id = chain.live_id
        group by live.id, live.level, live.created_at, live.expires_at
        order by signed_in_at desc
      `.execute(request.server.db);
      return rows.map((row) => ({
        id: row.id,
        level: row.level,
        signedInAt: iso(row.signed_in_at),
        lastActiveAt: iso(row.last_active_at),
        expiresAt: iso(row.expires_at),
        current: row.id === request.ctx.sessionId,
      }));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v3/auth/sessions/sign-out-others',
    family: 'user.write',
    auth: 'strong',
    schema: {
      summary: 'Revoke every other live session of the signed-in person',
      response: { 200: signedOutSchema },
    },
    handler: async (request) => {
      const personUid = requirePerson(request.ctx);
      const result = await request.server.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('person_uid', '=', personUid)
        .where('revoked_at', 'is', null)
        .where('id', '!=', request.ctx.sessionId ?? '')
        .returning('id')
        .execute();
      // This instance refuses them at once; the others on the database's notice (auth/session-cache.ts).
      for (const { id } of result) request.server.sessions.forget(id);
      return { signedOut: result.length };
    },
  }),
];
