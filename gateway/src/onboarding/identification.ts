/**
 * The sandbox's identification office (issue 33; DESIGN.md "The sandbox bank's two sides"): the bank's video
 * identification of a submitted application is an operator action. `identified` moves the application on (the
 * kernel's applicationTransitionAllowed) and makes the prospect a customer in the same transaction: a natural
 * person (status identified, spec §4) with the data of the application, the password chosen at submission, a
 * profile, a private CHF account with an IBAN of the sandbox institution, its contract (the conditions accepted)
 * and the private_ch plan. `rejected` ends the application. Local and sandbox only (routes.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  applicationTransitionAllowed,
  sandboxIdentificationBodySchema,
  sandboxIdentificationSchema,
  type AccountRequestBody,
  type ApplicationStatus,
  type PersonalStep,
  type SandboxIdentificationBody,
} from 'shared-kernel/domain';
import { unusedIban } from '../accounts/opening';
import { normalizeEmail } from '../auth/login';
import type { KontorExecutor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { operatorOnly } from '../sandbox/operator';
import { json, zurichToday, type ApplicationRow } from './queries';

/** The first account's name in the customer's language (as the seed names the personas' private accounts). */
const PRIVATE_ACCOUNT_NAME: Record<string, string> = {
  de: 'Privatkonto',
  fr: 'Compte privé',
  it: 'Conto privato',
  en: 'Private account',
};
/** The plan a new private customer starts on (spec §9 plan codes). */
const PRIVATE_PLAN = 'private_ch';
const LANGUAGES = new Set(['de', 'fr', 'it', 'en']);

/** Opens the customer of an identified application; returns the person and the account's IBAN. */
async function openCustomer(
  trx: KontorExecutor,
  email: string,
  row: ApplicationRow,
): Promise<{ personUid: string; iban: string }> {
  const personal = json<PersonalStep>(row.personal)!;
  const requested = json<AccountRequestBody>(row.request);
  const language = requested && LANGUAGES.has(requested.language) ? requested.language : 'en';
  const personUid = randomUUID();
  await trx
    .insertInto('natural_persons')
    .values({
      uid: personUid,
      email,
      password_hash: row.password_hash,
      status: 'identified',
      language,
      name: personal.name,
      family_name: personal.familyName,
      birthdate: personal.birthdate,
      gender: 'unspecified',
      nationality: personal.nationality,
      domicile_country: personal.address.country,
      address: JSON.stringify(personal.address),
      planned_address: null,
      planned_address_valid_from: null,
      phone_country_code: personal.phone.countryCode,
      phone_number: personal.phone.number.replace(/^0/, ''),
      referral_code: null,
    })
    .execute();
  await trx
    .insertInto('profiles')
    .values({
      person_uid: personUid,
      language_code: language,
      locale: language === 'en' ? 'en' : `${language}_CH`,
      my_picture: null,
      nick_name: personal.name,
    })
    .execute();
  await trx
    .insertInto('virtual_identities')
    .values({
      uid: randomUUID(),
      owner_uid: personUid,
      owner_type: 'person',
      type_name: 'kontor',
      value: email,
    })
    .execute();
  const iban = await unusedIban(trx);
  await trx
    .insertInto('cash_accounts')
    .values({
      uid: randomUUID(),
      owner_uid: personUid,
      owner_type: 'person',
      iban,
      currency: 'CHF',
      status: 'active',
      account_name: PRIVATE_ACCOUNT_NAME[language]!,
      account_type: 'private',
      billing_account: true,
      international_payments_available: true,
      balance_value: 0,
      balance_factor: 2,
    })
    .execute();
  await trx
    .insertInto('contracts')
    .values({
      uid: randomUUID(),
      agent_uid: personUid,
      agent_type: 'person',
      service_name: 'domestic-account',
      status: 'active',
      accepted_condition_codes: row.accepted_condition_codes,
    })
    .execute();
  await trx
    .insertInto('subscriptions')
    .values({
      uid: randomUUID(),
      agent_uid: personUid,
      plan_code: PRIVATE_PLAN,
      status: 'active',
      billing_interval: 'IntervalMonthly',
      valid_from: zurichToday(),
    })
    .execute();
  return { personUid, iban };
}

export const sandboxIdentificationRoute = defineRoute<{ Body: SandboxIdentificationBody }>({
  method: 'POST',
  url: '/api/sandbox/prospects/identifications',
  family: 'sandbox',
  auth: 'none',
  // The bank's own side: a video identification is the bank's decision, never a persona's.
  callerGuard: operatorOnly,
  apiKey: false,
  schema: {
    summary:
      "Sandbox (operator): the identification's outcome for a submitted application; identified makes the prospect a customer with a private CHF account",
    body: sandboxIdentificationBodySchema,
    response: { 200: sandboxIdentificationSchema },
  },
  async handler(request) {
    const db = request.server.db;
    const email = normalizeEmail(request.body.email);
    const outcome = request.body.outcome;
    try {
      return await db.transaction().execute(async (trx) => {
        const prospect = await trx
          .selectFrom('prospects')
          .select('uid')
          .where('email', '=', email)
          .executeTakeFirst();
        const row = prospect
          ? await trx
              .selectFrom('prospect_applications')
              .selectAll()
              .where('prospect_uid', '=', prospect.uid)
              .forUpdate()
              .executeTakeFirst()
          : undefined;
        if (!prospect || !row) throw notFound('application_not_found');
        if (!applicationTransitionAllowed(row.status as ApplicationStatus, outcome))
          throw conflict('application_not_submitted', `the application is ${row.status}`, {
            status: row.status,
          });
        if (outcome === 'rejected') {
          await trx
            .updateTable('prospect_applications')
            .set({ status: 'rejected', updated_at: sql<Date>`now()` })
            .where('prospect_uid', '=', prospect.uid)
            .execute();
          return { status: 'rejected' as const, personUid: null, iban: null };
        }
        const customer = await openCustomer(trx, email, row);
        await trx
          .updateTable('prospect_applications')
          .set({
            status: 'identified',
            person_uid: customer.personUid,
            identified_at: sql<Date>`now()`,
            updated_at: sql<Date>`now()`,
          })
          .where('prospect_uid', '=', prospect.uid)
          .execute();
        await trx
          .updateTable('prospects')
          .set({ status: 'converted' })
          .where('uid', '=', prospect.uid)
          .execute();
        return { status: 'identified' as const, ...customer };
      });
    } catch (error) {
      // The email became a customer's meanwhile (another way in): the application cannot open a second one.
      if (isUniqueViolation(error)) throw conflict('email_taken', 'a customer has this email already');
      throw error;
    }
  },
});
