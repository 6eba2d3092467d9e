/** The sandbox commercial register's search (issue 33 item 3): by name, or by UID (with or without punctuation). */
import { sql } from 'kysely';
import {
  companySearchQuerySchema,
  companySearchSchema,
  looksLikeUid,
  uidSearchDigits,
  type CompanySearchQuery,
} from 'shared-kernel/domain';
import { defineRoute } from '../http/route';
import type { KontorExecutor } from '../db/database';

/** At most this many companies answer a search (the screen shows them as a list). */
export const COMPANY_SEARCH_LIMIT = 20;

/** A company of the register by its UID as written (CHE-123.456.789), or undefined. */
export const registerCompany = (db: KontorExecutor, uid: string) =>
  db.selectFrom('company_register').selectAll().where('uid', '=', uid).executeTakeFirst();

/** `%` and `_` of a search are matched literally. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export const registerRoutes = [
  defineRoute<{ Querystring: CompanySearchQuery }>({
    method: 'GET',
    url: '/api/v2/commercial-register/companies',
    family: 'onboarding.read',
    auth: 'strong',
    context: 'private',
    schema: {
      summary: 'Search the sandbox commercial register by name or UID',
      querystring: companySearchQuerySchema,
      response: { 200: companySearchSchema },
    },
    handler: async (request) => {
      const search = request.query.q.trim();
      if (!search) return [];
      const digits = uidSearchDigits(search);
      let query = request.server.db.selectFrom('company_register').selectAll();
      query =
        looksLikeUid(search) && digits
          ? query.where('uid_digits', 'like', `${digits}%`)
          : query.where(sql<string>`lower(name)`, 'like', `%${likeEscaped(search.toLowerCase())}%`);
      const rows = await query.orderBy('name').limit(COMPANY_SEARCH_LIMIT).execute();
      return rows.map((row) => ({ uid: row.uid, name: row.name, legalForm: row.legal_form, seat: row.seat }));
    },
  }),
];
