/**
 * Who must sign what (spec §4 "Approval by partnership", voting rules; a new beneficiary needs approval):
 * the capturer's own signature counts when they hold approve right on the debit account; the partnership's
 * voting rule (the kernel's requiredSignatures / evaluateVotingRule) says how many release it.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  evaluateVotingRule,
  normalizeIban,
  requiredSignatures,
  type PaymentForm,
  type VotingRule,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import type { BeneficiariesTable } from '../db/tables/payments';
import { publishBeneficiaryEvent } from './events';
import { accountSignatories } from './queries';

export type BeneficiaryRow = Selectable<BeneficiariesTable>;

export interface Signing {
  required: number;
  /** The signatures given at capture: the capturer when a signatory. */
  given: string[];
  released: boolean;
}

/** The signatures an order on this account needs and what the capturer's own capture gives. */
export async function signingAtCapture(
  db: KontorExecutor,
  partnershipUid: string,
  accountUid: string,
  votingRule: VotingRule,
  capturerUid: string,
): Promise<Signing> {
  const signatories = await accountSignatories(db, partnershipUid, accountUid);
  const required = requiredSignatures(
    votingRule,
    signatories.filter((signatory) => signatory.partner).length,
  );
  const given = signatories.some((signatory) => signatory.personUid === capturerUid) ? [capturerUid] : [];
  return { required, given, released: evaluateVotingRule(required, given).released };
}

/** Opens the approval of a subject (at most one open per subject: a unique index). */
export async function openApproval(
  trx: KontorExecutor,
  subject: { type: 'paymentOrder' | 'beneficiary'; uid: string; partnershipUid: string; requestedBy: string },
  signing: Signing,
): Promise<void> {
  await trx
    .insertInto('pending_approvals')
    .values({
      uid: randomUUID(),
      partnership_uid: subject.partnershipUid,
      subject_type: subject.type,
      subject_uid: subject.uid,
      requested_by: subject.requestedBy,
      required_approvals: signing.required,
      approved_by: signing.given,
      signed_at: JSON.stringify(
        Object.fromEntries(signing.given.map((uid) => [uid, new Date().toISOString()])),
      ),
      status: 'pending',
    })
    .execute();
}

/** An edited or deleted order withdraws its open approval (its signatures were for the old order). */
export async function withdrawApproval(trx: KontorExecutor, subjectUid: string): Promise<void> {
  await trx
    .updateTable('pending_approvals')
    .set({ status: 'withdrawn' })
    .where('subject_type', '=', 'paymentOrder')
    .where('subject_uid', '=', subjectUid)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The beneficiary an order pays: the one named by uid, else the context's beneficiary with this IBAN and
 * name, else a new one. A partnership's new beneficiary is signed only when the capturer's signature
 * meets the voting rule; otherwise it awaits signatures (spec §4: blocked → beneficiary approval).
 */
export async function resolveBeneficiary(
  trx: KontorExecutor,
  body: PaymentForm,
  owner: { uid: string; type: 'person' | 'partnership' },
  capture: { personUid: string; accountUid: string; signing: Signing | null },
): Promise<{ beneficiary: BeneficiaryRow; created: boolean }> {
  const iban = normalizeIban(body.beneficiary.iban ?? '');
  let query = trx.selectFrom('beneficiaries').selectAll().where('owner_uid', '=', owner.uid);
  query = body.beneficiary.uid
    ? query.where('uid', '=', body.beneficiary.uid)
    : query.where('iban', '=', iban).where('name', '=', body.beneficiary.name);
  const existing = await query.orderBy('created_at').executeTakeFirst();
  if (existing) return { beneficiary: existing, created: false };
  const signed = owner.type === 'person' || (capture.signing?.released ?? true);
  const inserted = await trx
    .insertInto('beneficiaries')
    .values({
      uid: randomUUID(),
      owner_uid: owner.uid,
      owner_type: owner.type,
      name: body.beneficiary.name,
      iban,
      swift_bic: body.beneficiary.swiftBIC ?? null,
      address: body.beneficiary.address ? JSON.stringify(body.beneficiary.address) : null,
      signed,
    })
    .onConflict((conflict) => conflict.columns(['owner_uid', 'iban', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
  // A parallel submit created it first (PostgreSQL waited for it to commit): use that one.
  if (!inserted) {
    const raced = await trx
      .selectFrom('beneficiaries')
      .selectAll()
      .where('owner_uid', '=', owner.uid)
      .where('iban', '=', iban)
      .where('name', '=', body.beneficiary.name)
      .executeTakeFirstOrThrow();
    return { beneficiary: raced, created: false };
  }
  const beneficiary = inserted;
  if (!signed && capture.signing)
    await openApproval(
      trx,
      {
        type: 'beneficiary',
        uid: beneficiary.uid,
        partnershipUid: owner.uid,
        requestedBy: capture.personUid,
      },
      capture.signing,
    );
  if (owner.type === 'partnership')
    await publishBeneficiaryEvent(trx, beneficiary, signed ? 'approved' : 'pending', capture.accountUid);
  return { beneficiary, created: true };
}
