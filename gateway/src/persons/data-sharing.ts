/**
 * Data sharing agreements of the signed-in person (screen /data-sharing; spec §3 "Data sharing contract",
 * §7 enriched-long and enriched-short). The enriched views add the shared scopes and the data sharing terms
 * (DSTC, hidden from the legal list but shown here).
 */
import type { Selectable } from 'kysely';
import {
  dataSharingContractSchema,
  enrichedDataSharingSchema,
  uidPathParams,
  type UidPathParams,
} from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import { arrayOf } from '../http/schemas';
import { notFound } from '../http/errors';
import { requirePerson, requireSelf } from '../http/access';
import type { DataSharingAgreementsTable } from '../db/tables/persons';
import { agreementByCode } from '../reference/conditions';
import type { Language } from '../http/context';

const TERMS_CODE = 'DSTC';

const contractView = (row: Selectable<DataSharingAgreementsTable>) => ({
  uid: row.uid,
  partnerName: row.partner_name,
  contractStatus: row.contract_status,
  contractingDate: row.contracting_date,
  terminationDate: row.termination_date,
});

function enriched(row: Selectable<DataSharingAgreementsTable>, language: Language, kind: 'long' | 'short') {
  const terms = agreementByCode(TERMS_CODE)!;
  const text = terms.texts[language];
  return {
    ...contractView(row),
    scopes: row.scopes,
    conditions: {
      code: terms.code,
      version: terms.version,
      title: text.short,
      ...(kind === 'long' ? { content: text.long } : {}),
    },
  };
}

export const dataSharingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v2/data-sharing-agreements',
    family: 'user.read',
    auth: 'strong',
    schema: {
      summary: 'Data sharing agreements of the signed-in person, newest first',
      response: { 200: arrayOf(dataSharingContractSchema) },
    },
    handler: async (request) => {
      const rows = await request.server.db
        .selectFrom('data_sharing_agreements')
        .selectAll()
        .where('person_uid', '=', requirePerson(request.ctx))
        .orderBy('contracting_date', 'desc')
        .execute();
      return rows.map(contractView);
    },
  }),
  ...(['long', 'short'] as const).map((kind) =>
    defineRoute<{ Params: UidPathParams }>({
      method: 'GET',
      url: `/api/v2/data-sharing-agreements/:uid/enriched-${kind}`,
      family: 'user.read',
      auth: 'strong',
      schema: {
        summary: `One data sharing agreement with scopes and terms (${kind})`,
        params: uidPathParams,
        response: { 200: enrichedDataSharingSchema },
      },
      handler: async (request) => {
        const row = await request.server.db
          .selectFrom('data_sharing_agreements')
          .selectAll()
          .where('uid', '=', request.params.uid)
          .executeTakeFirst();
        if (!row) throw notFound('data_sharing_agreement_not_found');
        requireSelf(request.ctx, row.person_uid);
        return enriched(row, request.ctx.language, kind);
      },
    }),
  ),
];
