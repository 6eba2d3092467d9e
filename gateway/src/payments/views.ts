/** Payment orders and beneficiaries as read (spec §3 "Payment order as read", "Beneficiary as read"). */
import {
  dayStartInZurich,
  evaluateVotingRule,
  signatureOpenTo,
  paymentAmountText,
  paymentOrderApprovalAllowed,
  paymentOrderDeletionAllowed,
  paymentOrderEditAllowed,
  quoteFx,
  type ApprovalState,
  type BeneficiaryAddressRead,
  type LinkedAction,
  type PaymentAccountRights,
  type PaymentFormAddress,
  type PaymentKind,
  type PaymentOrderBase,
  type PaymentOrderRead,
  type PaymentOrderRuleFacts,
  type PaymentOrderStatus,
  type PaymentOrderStatusReason,
  type PaymentType,
  type Recurrence,
  type ReferenceType,
  type VotingRule,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { amountOf } from '../accounts/money';
import { latestApprovals, type ApprovalRow, type OrderRow } from './queries';
import { asAwaitingApproval, orderFacts, type PaymentContext } from './rule-facts';

export interface StoredBeneficiary {
  name: string;
  iban?: string | null;
  swiftBIC?: string | null;
  address?: PaymentFormAddress | null;
  unstructuredAddress?: { addressLines: string[]; country: string } | null;
}

const approvalUri = (uid: string, decision: 'approve' | 'reject') =>
  `/api/v2/partnerships/pending-approvals/${uid}/${decision}`;

/** Names of the people named on orders (capturers, signers): read with the orders, for their readers only. */
type Names = Map<string, string>;

async function personNames(db: KontorExecutor, uids: readonly (string | null)[]): Promise<Names> {
  const wanted = [...new Set(uids.filter((uid): uid is string => !!uid))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('natural_persons')
    .select(['uid', 'name', 'family_name'])
    .where('uid', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.uid, `${row.name} ${row.family_name}`]));
}

const nameOf = (names: Names, uid: string) => names.get(uid) ?? '';

function approvalState(
  row: ApprovalRow | undefined,
  votingRule: VotingRule,
  personUid: string,
  mayDecide: boolean,
  names: Names,
): ApprovalState | null {
  if (!row) return null;
  const voting = evaluateVotingRule(row.required_approvals, row.approved_by);
  const signedAt = row.signed_at ?? {};
  return {
    uid: row.uid,
    status: row.status as ApprovalState['status'],
    votingRule,
    requiredApprovals: row.required_approvals,
    approvedBy: row.approved_by,
    stillNeeded: row.status === 'pending' ? voting.stillNeeded : 0,
    rejectedBy: row.rejected_by,
    mayApprove: mayDecide && signatureOpenTo({ status: row.status, approvedBy: row.approved_by }, personUid),
    signatures: row.approved_by.map((uid) => ({
      personUid: uid,
      name: nameOf(names, uid),
      signedAt: signedAt[uid] ? new Date(signedAt[uid]).toISOString() : null,
    })),
    rejectedByName: row.rejected_by ? nameOf(names, row.rejected_by) : null,
  };
}

/** Spec §4 rules decide which actions the reader gets (the kernel's functions, nothing re-derived). */
function actionsOf(
  order: OrderRow,
  facts: PaymentOrderRuleFacts,
  approval: ApprovalState | null,
  beneficiaryApproval: ApprovalState | null,
): PaymentOrderRead['_actions'] {
  const actions: PaymentOrderRead['_actions'] = {};
  if (paymentOrderEditAllowed(facts))
    actions.update = { method: 'PATCH', uri: `/api/v2/${order.base}/${order.uid}` } satisfies LinkedAction;
  if (paymentOrderDeletionAllowed(facts))
    actions.delete = { method: 'DELETE', uri: `/api/payment-orders/${order.uid}` };
  const open =
    order.status === 'approval' ? approval : order.status === 'blocked' ? beneficiaryApproval : null;
  if (open?.mayApprove) {
    actions.approve = { method: 'POST', uri: approvalUri(open.uid, 'approve') };
    actions.reject = { method: 'POST', uri: approvalUri(open.uid, 'reject') };
  }
  return actions;
}

/** The caller's rights on each debit account of the orders. */
async function rightsOnAccounts(
  pc: PaymentContext,
  accountUids: readonly string[],
): Promise<Map<string, PaymentAccountRights>> {
  const unique = [...new Set(accountUids)];
  const rights = await Promise.all(unique.map((uid) => pc.rightsOn(uid)));
  return new Map(unique.map((uid, index) => [uid, rights[index]!]));
}

/** Orders as read by the caller: approvals, attachments, the debit estimate and the allowed actions. */
export async function orderViews(
  db: KontorExecutor,
  pc: PaymentContext,
  rows: readonly OrderRow[],
): Promise<PaymentOrderRead[]> {
  if (rows.length === 0) return [];
  const accounts = new Map(
    (
      await db
        .selectFrom('cash_accounts')
        .select(['uid', 'iban', 'currency'])
        .where('uid', 'in', [...new Set(rows.map((row) => row.cash_account_uid))])
        .execute()
    ).map((account) => [account.uid, account]),
  );
  const approvals = await latestApprovals(
    db,
    'paymentOrder',
    rows.map((row) => row.uid),
  );
  // A blocked order waits for its new beneficiary's signatures; a rejected one without an approval of its own was
  // rejected there (issue 28: its reader sees who rejected it).
  const atBeneficiary = (row: OrderRow) =>
    !!row.beneficiary_uid &&
    (row.status === 'blocked' || (row.status === 'rejected' && !approvals.has(row.uid)));
  const beneficiaryApprovals = await latestApprovals(
    db,
    'beneficiary',
    rows.filter(atBeneficiary).map((row) => row.beneficiary_uid!),
  );
  const fileUids = [...new Set(rows.flatMap((row) => row.attached_file_uids))];
  const files = new Map(
    (fileUids.length
      ? await db
          .selectFrom('file_resources')
          .select(['uid', 'bucket_file_name', 'display_name', 'mime_type'])
          .where('uid', 'in', fileUids)
          .execute()
      : []
    ).map((file) => [file.uid, file]),
  );
  const rights = await rightsOnAccounts(
    pc,
    rows.map((row) => row.cash_account_uid),
  );
  const names = await personNames(db, [
    ...rows.map((row) => row.requested_by),
    ...[...approvals.values(), ...beneficiaryApprovals.values()].flatMap((approval) => [
      ...approval.approved_by,
      approval.rejected_by,
    ]),
  ]);
  return rows.map((row) => {
    const account = accounts.get(row.cash_account_uid)!;
    const facts = { context: pc.facts, order: orderFacts(row), rights: rights.get(row.cash_account_uid)! };
    // Spec §4: who may sign a blocked order's beneficiary is who may approve the order (same rule, same account).
    const maySign = paymentOrderApprovalAllowed(asAwaitingApproval(facts));
    const approval = approvalState(approvals.get(row.uid), pc.votingRule, pc.personUid, maySign, names);
    const beneficiaryApproval = atBeneficiary(row)
      ? approvalState(
          beneficiaryApprovals.get(row.beneficiary_uid!),
          pc.votingRule,
          pc.personUid,
          maySign,
          names,
        )
      : null;
    return orderView(row, account, approval, beneficiaryApproval, files, facts, names);
  });
}

function orderView(
  row: OrderRow,
  account: { uid: string; iban: string; currency: string },
  approval: ApprovalState | null,
  beneficiaryApproval: ApprovalState | null,
  files: Map<string, { uid: string; bucket_file_name: string; display_name: string; mime_type: string }>,
  facts: PaymentOrderRuleFacts,
  names: Names,
): PaymentOrderRead {
  const beneficiary = row.beneficiary as unknown as StoredBeneficiary;
  const amount = amountOf(row.amount_value, row.amount_factor, row.currency);
  const kind = row.payment_kind as PaymentKind;
  const estimate = quoteFx({
    targetMinor: BigInt(row.amount_value),
    sourceCurrency: account.currency,
    targetCurrency: row.currency,
    kind,
    internal: row.is_internal,
  });
  const debitAmount =
    row.debit_value !== null ? amountOf(row.debit_value, 2, account.currency) : estimate.totalDebit;
  const fee = row.fee_value !== null ? amountOf(row.fee_value, 2, account.currency) : estimate.fee;
  const paymentTime = row.payment_time ?? row.execution_date;
  const paymentType = row.payment_type as PaymentType;
  return {
    uid: row.uid,
    status: row.status as PaymentOrderStatus,
    statusReason: row.status_reason as PaymentOrderStatusReason | null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    base: row.base as PaymentOrderBase,
    paymentOrderData: {
      beneficiary: {
        uid: row.beneficiary_uid,
        name: beneficiary.name,
        iban: beneficiary.iban ?? null,
        swiftBIC: beneficiary.swiftBIC ?? null,
        address: beneficiary.address ?? null,
        unstructuredAddress: beneficiary.unstructuredAddress ?? null,
      },
      paymentAmount: {
        amount: paymentAmountText(amount),
        currency: row.currency,
        value: amount.value,
        factor: amount.factor,
      },
      structuredReference: row.structured_reference,
      referenceType: (row.reference_type ?? 'NON') as ReferenceType,
      paymentReason: row.payment_reason,
      recurrence: row.recurrence as Recurrence,
      recurrenceEndDate: row.recurrence_end_date,
      userCategory: row.user_category,
      paymentTime,
      expectedExecutionDate: row.execution_date,
      expectedExecutionTime: dayStartInZurich(row.execution_date),
      executedAt: row.executed_at ? row.executed_at.toISOString() : null,
      paymentType,
      paymentOrderType: paymentType,
      paymentKind: kind,
      internal: row.is_internal,
      incore: row.is_incore,
      e2eReference: row.e2e_reference,
      customerTransactionId: row.customer_transaction_id,
      originator: { accountUid: account.uid, iban: account.iban, currency: account.currency },
      debitAmount,
      fee,
      isEBillOrder: row.is_ebill_order,
      ebillBCId: row.ebill_business_case_id,
      requestingAgentUid: row.requested_by,
      partnerCategory: row.partner_category,
      seriesUid: row.series_uid,
      clearingAttempts: row.clearing_attempts,
      nextAttemptDate: row.status === 'retrying' ? row.next_attempt_date : null,
    },
    transactionReceiptData: {
      noteText: row.note_text,
      attachedFiles: row.attached_file_uids.flatMap((uid) => {
        const file = files.get(uid);
        return file
          ? [
              {
                bucketFileName: file.bucket_file_name,
                displayName: file.display_name,
                mime: file.mime_type,
                resourceUid: file.uid,
              },
            ]
          : [];
      }),
    },
    approval,
    beneficiaryApproval,
    capturer: { uid: row.requested_by, name: nameOf(names, row.requested_by) },
    rejectionReason: row.rejection_reason,
    confirmation: { uri: `/api/v2/payment-orders/${row.uid}/confirmation.pdf` },
    _links: {
      self: { uri: `/api/v2/${row.base}/${row.uid}` },
      beneficiary: row.beneficiary_uid ? { uri: `/api/beneficiaries/${row.beneficiary_uid}` } : null,
    },
    _actions: actionsOf(row, facts, approval, beneficiaryApproval),
  };
}

/** Spec §3 "Beneficiary as read" address names (town, zip, houseNo, poBox). */
export function beneficiaryAddressRead(
  address: PaymentFormAddress | null | undefined,
): BeneficiaryAddressRead | null {
  if (!address) return null;
  return {
    street: address.street ?? null,
    houseNo: address.number ?? null,
    zip: address.postalCode ?? null,
    town: address.city ?? null,
    country: address.country ?? null,
    poBox: address.postBoxAddrs ?? null,
  };
}
