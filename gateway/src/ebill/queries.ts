/**
 * The eBill tables as the routes read them: the subscription (ebill_participants), the related billers with
 * their standing approvals, the invoices with their biller and whether a live payment order pays them.
 */
import { sql } from 'kysely';
import type { EbillSubscriptionStatus } from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';

/** The subscription of an owner (a person or a partnership), if it ever registered. */
export const participantOf = (db: KontorExecutor, ownerUid: string) =>
  db.selectFrom('ebill_participants').selectAll().where('owner_uid', '=', ownerUid).executeTakeFirst();

export type ParticipantRow = NonNullable<Awaited<ReturnType<typeof participantOf>>>;

/** The owner's participant row locked for the transaction's change of its subscription (its status read under it). */
export async function lockedParticipant(trx: KontorExecutor, ownerUid: string) {
  const row = await trx
    .selectFrom('ebill_participants')
    .selectAll()
    .where('owner_uid', '=', ownerUid)
    .forUpdate()
    .executeTakeFirst();
  return { row, status: (row?.status as EbillSubscriptionStatus | undefined) ?? null };
}

/** The owner's relations with their billers. */
export const relationRows = (db: KontorExecutor, ownerUid: string) =>
  db
    .selectFrom('ebill_biller_relations as r')
    .innerJoin('ebill_billers as b', 'b.biller_id', 'r.biller_id')
    .select([
      'r.uid',
      'r.owner_uid',
      'r.biller_id',
      'r.customer_reference',
      'r.created_at',
      'b.name',
      'b.city',
      'b.iban',
    ])
    .select(
      sql<string>`(select count(*) from ebill_invoices i where i.biller_relation_id = r.uid and i.status = 'OPEN')`.as(
        'open_invoices',
      ),
    )
    .where('r.owner_uid', '=', ownerUid);

export type RelationRow = Awaited<ReturnType<ReturnType<typeof relationRows>['execute']>>[number];

/** The owner's standing approvals. */
export const standingApprovalRows = (db: KontorExecutor, ownerUid: string) =>
  db.selectFrom('ebill_standing_approvals').selectAll().where('owner_uid', '=', ownerUid);

export type StandingApprovalRow = Awaited<
  ReturnType<ReturnType<typeof standingApprovalRows>['execute']>
>[number];

/**
 * The payment order statuses that no longer pay an invoice (spec §4): rejected and retired (a deleted order is
 * retired or gone). Any other order naming the invoice is live.
 */
const ENDED_ORDER_STATUSES = ['rejected', 'retired'];

/**
 * The owner's invoices with their biller and whether a live order pays what is due: a live order of the total, or
 * of an instalment not yet settled (an executed order of a settled instalment leaves the next one payable).
 */
export const invoiceRows = (db: KontorExecutor, ownerUid: string) =>
  db
    .selectFrom('ebill_invoices as i')
    .innerJoin('ebill_billers as b', 'b.biller_id', 'i.biller_id')
    .selectAll('i')
    .select(['b.name as biller_name', 'b.iban as biller_iban', 'b.city as biller_city'])
    .select(
      sql<boolean>`exists (select 1 from payment_orders po
        where po.status not in (${sql.join(ENDED_ORDER_STATUSES)})
          and (po.uid = i.payment_order_uid
            or (po.is_ebill_order and po.ebill_business_case_id = i.business_case_id))
          and (po.ebill_instalment is null
            or coalesce(i.instalments -> po.ebill_instalment ->> 'settledAt', '') = ''))`.as('order_live'),
    )
    .where('i.owner_uid', '=', ownerUid);

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['execute']>>[number];

/** One invoice of the owner by its business case id. */
export const invoiceOf = (db: KontorExecutor, ownerUid: string, businessCaseId: string) =>
  invoiceRows(db, ownerUid).where('i.business_case_id', '=', businessCaseId).executeTakeFirst();
