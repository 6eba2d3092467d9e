/** The customer's open client onboardings behind the organisation section badge (spec §7 prospective-clients, §5). */
import { prospectiveClientSchema } from 'shared-kernel/domain';
import { requirePerson } from '../http/access';
import { defineRoute } from '../http/route';
import { arrayOf } from '../http/schemas';

export const prospectiveClientRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/prospective-clients',
    family: 'user.read',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: "The customer's open client onboardings (organisation section badge, spec §5)",
      response: { 200: arrayOf(prospectiveClientSchema) },
    },
    handler: async (request) => {
      const rows = await request.server.db
        .selectFrom('prospective_clients')
        .selectAll()
        .where('person_uid', '=', requirePerson(request.ctx))
        .where('status', '=', 'open')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        uid: row.uid,
        clientName: row.client_name,
        legalForm: row.legal_form,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  }),
];
