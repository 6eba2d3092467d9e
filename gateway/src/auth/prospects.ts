/** The prospect's own data for the pin-level prospect area (spec §7 "Auth and user", §4 prospect status). */
import { prospectDetailsSchema } from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { forbidden, notFound } from '../http/errors';
import { agreementByCode } from '../reference/conditions';

export const prospectRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/auth/prospects',
    family: 'auth',
    auth: 'pin',
    context: 'private',
    schema: {
      summary: 'The prospect of the current pin session; verified when status is active (spec §4)',
      response: { 200: prospectDetailsSchema },
    },
    handler: async (request) => {
      const prospectUid = request.ctx.prospectUid;
      if (!prospectUid) throw forbidden('not a prospect session');
      const prospect = await request.server.db
        .selectFrom('prospects')
        .selectAll()
        .where('uid', '=', prospectUid)
        .executeTakeFirst();
      if (!prospect) throw notFound('prospect_not_found');
      const language = request.ctx.language;
      return {
        status: prospect.status,
        conditionCodes: prospect.condition_codes,
        // The long texts of the conditions to accept, in the caller's language.
        conditionsLong: prospect.condition_codes.flatMap((code) => {
          const agreement = agreementByCode(code);
          return agreement
            ? [{ code, title: agreement.texts[language].short, text: agreement.texts[language].long }]
            : [];
        }),
        emailAddress: prospect.email,
        nickName: prospect.nick_name,
      };
    },
  }),
];
