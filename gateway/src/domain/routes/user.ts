/** The current user's own data (spec §7 "Auth and user"): never another person's. */
import { sql } from 'kysely';
import { defineRoute } from '../../http/route';
import { notFound } from '../../http/errors';
import { requirePerson, requireSelf } from '../access';
import { virtualIdentitiesOf, virtualIdentitySchema } from '../virtual-identities';
import { addressView, naturalPersonView, partnershipView, phoneView } from '../views';
import type { KontorExecutor } from '../../db/database';

const uidParam = {
  type: 'object',
  properties: { uid: { type: 'string', minLength: 36, maxLength: 36 } },
  required: ['uid'],
} as const;

async function loadPerson(db: KontorExecutor, uid: string) {
  const person = await db.selectFrom('natural_persons').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!person) throw notFound('natural_person_not_found');
  return person;
}

async function visibleDeclarations(db: KontorExecutor, personUid: string) {
  const rows = await db
    .selectFrom('partnership_declarations')
    .selectAll()
    .where('person_uid', '=', personUid)
    .where('status', '!=', 'cancelled') // cancelled declarations are hidden (spec §4)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    uid: row.uid,
    status: row.status,
    partnershipUid: row.partnership_uid,
    partnershipName: row.partnership_name,
    declarationType: row.declaration_type,
    created: row.created_at.toISOString(),
  }));
}

function profileView(profile: {
  language_code: string;
  locale: string;
  my_picture: string | null;
  nick_name: string | null;
  no_advertisements: boolean;
  no_newsletters: boolean;
  theme: 'dark' | 'light';
  amount_visible: boolean;
}) {
  return {
    communication: {
      languageCode: profile.language_code,
      locale: profile.locale,
      myPicture: profile.my_picture,
      nickName: profile.nick_name,
      noAdvertisements: profile.no_advertisements,
      noNewsletters: profile.no_newsletters,
    },
    theme: profile.theme,
    amountVisible: profile.amount_visible,
  };
}

const LOCALE_OF: Record<string, string> = { de: 'de_CH', fr: 'fr_CH', it: 'it_CH', en: 'en' };

export const userRoutes = [
  defineRoute<{ Querystring: { contactDetails?: boolean } }>({
    method: 'GET',
    url: '/api/v2/natural-person',
    family: 'user.read',
    auth: 'weak',
    schema: { querystring: { type: 'object', properties: { contactDetails: { type: 'boolean' } } } },
    handler: async (request) => {
      const person = await loadPerson(request.server.db, requirePerson(request.ctx));
      const base = {
        ...naturalPersonView(person),
        partnershipDeclarations: await visibleDeclarations(request.server.db, person.uid),
      };
      if (!request.query.contactDetails) return base;
      const identities = await request.server.db
        .selectFrom('virtual_identities')
        .select('type_name')
        .where('owner_uid', '=', person.uid)
        .execute();
      return {
        ...base,
        address: addressView(person),
        phone: phoneView(person),
        virtualIdentities: identities.map((row) => ({ typeName: row.type_name })),
      };
    },
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/domicile',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidParam },
    handler: async (request) =>
      addressView(await loadPerson(request.server.db, requireSelf(request.ctx, request.params.uid))),
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/phone-number',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidParam },
    handler: async (request) =>
      phoneView(await loadPerson(request.server.db, requireSelf(request.ctx, request.params.uid))),
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/virtual-identities',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidParam, response: { 200: virtualIdentitySchema } },
    handler: async (request) =>
      virtualIdentitiesOf(request.server.db, requireSelf(request.ctx, request.params.uid), 'person'),
  }),
  defineRoute<{ Params: { uid: string } }>({
    method: 'GET',
    url: '/api/natural-persons/:uid/referral-code',
    family: 'user.read',
    auth: 'weak',
    schema: { params: uidParam },
    handler: async (request) => {
      const person = await loadPerson(request.server.db, requireSelf(request.ctx, request.params.uid));
      return { referralCode: person.referral_code };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v2/profile',
    family: 'user.read',
    auth: 'weak',
    handler: async (request) => {
      const profile = await request.server.db
        .selectFrom('profiles')
        .selectAll()
        .where('person_uid', '=', requirePerson(request.ctx))
        .executeTakeFirst();
      if (!profile) throw notFound('profile_not_found');
      return profileView(profile);
    },
  }),
  defineRoute<{
    Body: {
      communication?: {
        languageCode?: 'de' | 'fr' | 'it' | 'en';
        nickName?: string | null;
        noAdvertisements?: boolean;
        noNewsletters?: boolean;
      };
      theme?: 'dark' | 'light';
      amountVisible?: boolean;
    };
  }>({
    method: 'PATCH',
    url: '/api/v2/profile',
    family: 'user.write',
    auth: 'weak',
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          communication: {
            type: 'object',
            additionalProperties: false,
            properties: {
              languageCode: { type: 'string', enum: ['de', 'fr', 'it', 'en'] },
              nickName: { type: ['string', 'null'], maxLength: 40 },
              noAdvertisements: { type: 'boolean' },
              noNewsletters: { type: 'boolean' },
            },
          },
          theme: { type: 'string', enum: ['dark', 'light'] },
          amountVisible: { type: 'boolean' },
        },
      },
    },
    handler: async (request) => {
      const personUid = requirePerson(request.ctx);
      const { communication, theme, amountVisible } = request.body;
      const db = request.server.db;
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('profiles')
          .set({
            ...(communication?.languageCode
              ? {
                  language_code: communication.languageCode,
                  locale: LOCALE_OF[communication.languageCode] ?? 'en',
                }
              : {}),
            ...(communication && 'nickName' in communication
              ? { nick_name: communication.nickName ?? null }
              : {}),
            ...(communication?.noAdvertisements !== undefined
              ? { no_advertisements: communication.noAdvertisements }
              : {}),
            ...(communication?.noNewsletters !== undefined
              ? { no_newsletters: communication.noNewsletters }
              : {}),
            ...(theme ? { theme } : {}),
            ...(amountVisible !== undefined ? { amount_visible: amountVisible } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('person_uid', '=', personUid)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound('profile_not_found');
        // The person's language follows the profile (codes and mails go out in it).
        if (communication?.languageCode)
          await trx
            .updateTable('natural_persons')
            .set({ language: communication.languageCode })
            .where('uid', '=', personUid)
            .execute();
        return row;
      });
      return profileView(updated);
    },
  }),
  defineRoute<{
    Params: { uid: string };
    Querystring: { noConstitution?: boolean; partnershipStatus?: string[] };
  }>({
    method: 'GET',
    url: '/api/v2/natural-persons/:uid/partnerships/engagements',
    family: 'user.read',
    auth: 'weak',
    schema: {
      params: uidParam,
      querystring: {
        type: 'object',
        properties: {
          noConstitution: { type: 'boolean' },
          partnershipStatus: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    handler: async (request) => {
      const personUid = requireSelf(request.ctx, request.params.uid);
      let query = request.server.db
        .selectFrom('partnership_engagements as e')
        .innerJoin('partnerships as p', 'p.uid', 'e.partnership_uid')
        .selectAll('p')
        .select(['e.roles', 'e.pending_roles', 'e.matching_state'])
        .where('e.person_uid', '=', personUid);
      const statuses = request.query.partnershipStatus;
      if (statuses?.length) query = query.where('p.status', 'in', statuses);
      const rows = await query.orderBy('p.name').execute();
      const engagements = rows.map((row) => ({
        partnership: partnershipView(row, row.roles),
        roles: row.roles,
        pendingRoles: row.pending_roles,
        matchingState: row.matching_state,
      }));
      // Requested partnerships: not yet bankable and the person asked for them (requestor role).
      const requestedPartnerships = rows
        .filter((row) => row.roles.includes('requestor') && row.status !== 'bankable')
        .map((row) => partnershipView(row, row.roles));
      return { engagements, requestedPartnerships };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/partnerships/declarations/list',
    family: 'user.read',
    auth: 'weak',
    handler: async (request) => visibleDeclarations(request.server.db, requirePerson(request.ctx)),
  }),
];
