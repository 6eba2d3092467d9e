/** What the payments tests share: a valid payment body, calls as the personas, the sandbox clock, ledger sums. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { addDaysIso, nextBankingDay, type PaymentForm } from 'shared-kernel/domain';
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import type { PersonaApp } from '../../test/persona-app';
import type { KontorDb } from '../db/database';
import { bankToday } from './clock';

/** A Swiss bank's IBAN (not ours): a plain domestic SIC payment. */
export const SWISS_IBAN = 'CH9300762011623852957';
export const GERMAN_IBAN = 'DE89370400440532013000';
export const BRITISH_IBAN = 'GB29NWBK60161331926819';
export const QR_IBAN = 'CH4431999123000889012';
export const QR_REFERENCE = '210000000003139471430009017';
export const BERLIN = {
  street: 'Unter den Linden',
  number: '1',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DEU',
};

export function paymentBody(
  accountUid: string,
  paymentTime: string,
  extra: Partial<PaymentForm> = {},
  beneficiary: Partial<PaymentForm['beneficiary']> = {},
): PaymentForm {
  return {
    beneficiary: { name: 'Müller Mehl AG', iban: SWISS_IBAN, ...beneficiary },
    amount: 120.5,
    currency: 'CHF',
    paymentTime,
    recurrence: 'single',
    category: 'general',
    accountUid,
    customerTransactionId: randomUUID(),
    isDraftPO: false,
    ...extra,
  };
}

export const createUrl = (accountUid: string, base = 'iban-payment-orders') =>
  `/api/v2/cash-accounts/${accountUid}/${base}`;

/** The bank's today and the next banking day after it (a date that does not execute at once). */
export async function days(db: KontorDb): Promise<{ today: string; later: string }> {
  const today = await bankToday(db);
  return { today, later: nextBankingDay(addDaysIso(today, 1)) };
}

/** Moves the sandbox clock (and runs the scheduler on the way). */
export async function advanceClock(world: PersonaApp, date: string) {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/sandbox/clock',
    headers: SANDBOX_OPERATOR_HEADERS,
    payload: { date },
  });
  if (response.statusCode !== 200) throw new Error(`clock: ${response.statusCode} ${response.body}`);
  return response.json<{
    today: string;
    run: { executed: number; rejected: number; occurrencesCreated: number };
  }>();
}

/** A balance and the sum of the account's booked transactions (they must always agree). */
export async function ledger(db: KontorDb, accountUid: string): Promise<{ balance: bigint; booked: bigint }> {
  const account = await db
    .selectFrom('cash_accounts')
    .select('balance_value')
    .where('uid', '=', accountUid)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ sum: string | null }>`
    select sum(case when direction = 'credit' then amount_value else -amount_value end)::text as sum
    from transactions where cash_account_uid = ${accountUid} and status = 'booked'`.execute(db);
  return { balance: BigInt(account.balance_value), booked: BigInt(rows[0]?.sum ?? '0') };
}

export const balanceOf = async (db: KontorDb, accountUid: string): Promise<bigint> =>
  (await ledger(db, accountUid)).balance;

export interface OrderSeed {
  accountUid: string;
  requestedBy: string;
  status: string;
  partnershipUid?: string | null;
  paymentTime: string;
  isEBillOrder?: boolean;
  partnerCategory?: string | null;
  executedAt?: Date | null;
  amountValue?: number;
}

/** An order row in a given state (what the API would reach only through many steps), for the rule tables. */
export async function insertOrder(db: KontorDb, seed: OrderSeed): Promise<string> {
  const uid = randomUUID();
  await db
    .insertInto('payment_orders')
    .values({
      uid,
      cash_account_uid: seed.accountUid,
      requested_by: seed.requestedBy,
      partnership_uid: seed.partnershipUid ?? null,
      status: seed.status,
      payment_type: 'domestic_iban',
      beneficiary_uid: null,
      beneficiary: JSON.stringify({ name: 'Müller Mehl AG', iban: SWISS_IBAN }),
      amount_value: seed.amountValue ?? 12050,
      amount_factor: 2,
      currency: 'CHF',
      structured_reference: null,
      reference_type: 'NON',
      payment_reason: null,
      payment_time: seed.paymentTime,
      execution_date: seed.paymentTime,
      executed_at: seed.executedAt ?? null,
      e2e_reference: null,
      customer_transaction_id: randomUUID(),
      is_ebill_order: seed.isEBillOrder ?? false,
      // One live order per invoice (payments_ebill_live): each seeded eBill order pays an invoice of its own.
      ebill_business_case_id: seed.isEBillOrder ? `BC${uid.replace(/-/g, '').slice(0, 16)}` : null,
      partner_category: seed.partnerCategory ?? null,
      note_text: null,
    })
    .execute();
  return uid;
}
