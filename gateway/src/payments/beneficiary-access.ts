/**
 * Who may read a beneficiary (issue 26): a beneficiary belongs to the context, but is read by the same account
 * rights as the orders that pay it. A member who may view none of the accounts paying it (Rita, registered only)
 * reads nothing of it: not its name, IBAN or address, nor the last reason and reference, nor its approval. In
 * private context the person owns every account, so their own beneficiaries are theirs to read.
 */
import type { KontorExecutor } from '../db/database';
import type { RequestContext } from '../http/context';
import { viewableAccounts } from '../accounts/access';
import { accountViewers } from '../accounts/audience';
import type { EventSubject } from '../events/audience';

/**
 * The uids among `beneficiaryUids` that an order on an account the caller may view pays; `viewable` is the
 * caller's viewable account uids (viewableAccountUids), read once by the caller for this and what it reads next.
 */
export async function readableBeneficiaries(
  db: KontorExecutor,
  ctx: RequestContext,
  beneficiaryUids: readonly string[],
  viewable: readonly string[],
): Promise<Set<string>> {
  if (beneficiaryUids.length === 0) return new Set();
  if (ctx.partnershipUid === null) {
    const own = await db
      .selectFrom('beneficiaries')
      .select('uid')
      .where('uid', 'in', [...beneficiaryUids])
      .where('owner_uid', '=', ctx.personUid ?? '')
      .execute();
    return new Set(own.map((row) => row.uid));
  }
  if (viewable.length === 0) return new Set();
  const rows = await db
    .selectFrom('payment_orders')
    .select('beneficiary_uid')
    .distinct()
    .where('beneficiary_uid', 'in', [...beneficiaryUids])
    .where('cash_account_uid', 'in', [...viewable])
    .execute();
  return new Set(rows.map((row) => row.beneficiary_uid).filter((uid): uid is string => uid !== null));
}

/** The accounts the caller may view (uids), for reading what hangs on them. */
export const viewableAccountUids = async (db: KontorExecutor, ctx: RequestContext): Promise<string[]> =>
  (await viewableAccounts(db, ctx)).map((account) => account.uid);

/** Who may read a beneficiary: its private owner, else whoever may view an account paying it. */
async function beneficiaryReaders(db: KontorExecutor, beneficiaryUid: string): Promise<string[]> {
  const beneficiary = await db
    .selectFrom('beneficiaries')
    .select(['owner_uid', 'owner_type'])
    .where('uid', '=', beneficiaryUid)
    .executeTakeFirst();
  if (!beneficiary) return [];
  if (beneficiary.owner_type === 'person') return [beneficiary.owner_uid];
  const accounts = await db
    .selectFrom('payment_orders')
    .select('cash_account_uid')
    .distinct()
    .where('beneficiary_uid', '=', beneficiaryUid)
    .execute();
  const viewers = await Promise.all(accounts.map((row) => accountViewers(db, row.cash_account_uid)));
  return [...new Set(viewers.flat())];
}

/** An event about a beneficiary that names no account: those who may read the beneficiary receive it. */
export const beneficiarySubject = (beneficiaryUid: string): EventSubject => ({
  kind: 'beneficiary',
  uid: beneficiaryUid,
  readers: beneficiaryReaders,
});
