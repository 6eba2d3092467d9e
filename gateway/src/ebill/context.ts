/**
 * The facts the kernel's eBill rules (shared-kernel/src/domain/rules/ebill.ts) read, from the request and the
 * gateway's tables: the caller's context (the person in private context; in a partnership its roles, its
 * entitlements and the partnership's cash accounts) and whose eBill the base names. Nothing is decided here.
 */
import {
  ebillManageAllowed,
  ebillOwnerUid,
  ebillReadAllowed,
  type EbillAccountFacts,
  type EbillContextFacts,
  type EbillErrorCode,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';
import { requirePerson } from '../http/access';
import type { Language, RequestContext } from '../http/context';
import { HttpError } from '../http/errors';
import { entitlementFacts } from '../http/rights';
import { requireEngagement } from '../partnerships/engagement';
import { translate } from '../payments/messages';

export interface EbillCaller {
  personUid: string;
  language: Language;
  /** The caller's context as the eBill rules read it. */
  context: EbillContextFacts;
  /** Whose eBill: the person (private base) or the partnership (business base). */
  ownerUid: string;
  ownerType: 'person' | 'partnership';
  /** ebillReadAllowed / ebillManageAllowed of the kernel. */
  read: boolean;
  manage: boolean;
}

/** The partnership's cash accounts as the eBill rules read them. */
export async function partnershipAccounts(
  db: KontorExecutor,
  partnershipUid: string,
): Promise<EbillAccountFacts[]> {
  const rows = await db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid', 'status', 'currency'])
    .where('owner_uid', '=', partnershipUid)
    .execute();
  return rows.map((row) => ({
    uid: row.uid,
    ownerUid: row.owner_uid,
    status: row.status,
    currency: row.currency,
  }));
}

/** The business context of a person in a partnership, as the eBill rules read it (also for an event's audience). */
export async function businessContext(
  db: KontorExecutor,
  personUid: string,
  partnershipUid: string,
  roles: readonly string[],
  accounts?: EbillAccountFacts[],
): Promise<EbillContextFacts> {
  return {
    type: 'business',
    personUid,
    partnershipUid,
    roles,
    entitlements: await entitlementFacts(db, personUid, partnershipUid),
    accounts: accounts ?? (await partnershipAccounts(db, partnershipUid)),
  };
}

/**
 * The caller on a base: private (`partnershipUid` null; the route refuses x-partnership-uid) or a partnership
 * named in the path (the caller must be engaged in it, and the header, if sent, must name it).
 */
export async function ebillCaller(
  db: KontorExecutor,
  ctx: RequestContext,
  partnershipUid: string | null,
): Promise<EbillCaller> {
  const personUid = requirePerson(ctx);
  const context: EbillContextFacts =
    partnershipUid === null
      ? { type: 'private', personUid }
      : await businessContext(
          db,
          personUid,
          partnershipUid,
          await requireEngagement(db, ctx, partnershipUid),
        );
  return {
    personUid,
    language: ctx.language,
    context,
    ownerUid: ebillOwnerUid(context),
    ownerType: context.type === 'private' ? 'person' : 'partnership',
    read: ebillReadAllowed(context),
    manage: ebillManageAllowed(context),
  };
}

/** The refusal's text is the one the eBill screens show for the code (remote-ebill's catalogues). */
export const ebillMessageKey = (code: string): string => `webapp.ebill.errors.${code}`;

/** English words of each refusal, where the catalogues have no text (yet) for the code. */
const FALLBACK: Record<EbillErrorCode, string> = {
  ebill_not_active: 'eBill is not active here.',
  ebill_already_active: 'eBill is already active or being activated.',
  ebill_blocked: 'eBill is blocked; please contact the bank.',
  ebill_forbidden: 'You may not do this with eBill here.',
  ebill_invoice_not_open: 'This invoice is no longer open.',
  ebill_invoice_in_payment: 'A payment for this invoice is already under way.',
  ebill_standing_approval_exists: 'This biller already has a standing approval.',
  ebill_standing_approval_account: 'Choose an active CHF account you may pay from.',
  ebill_biller_unknown: 'This biller is not in the eBill directory.',
  ebill_biller_relation_unknown: 'This biller is not one of yours.',
  ebill_biller_already_related: 'This biller is already one of yours.',
  ebill_invoice_unknown: 'This invoice was not found.',
  ebill_standing_approval_unknown: 'This standing approval was not found.',
};

/** A coded eBill error ({code, message}, spec §8) of any status, its message in the caller's language. */
export function ebillError(
  language: Language,
  status: number,
  code: EbillErrorCode,
  extra: Record<string, unknown> = {},
): HttpError {
  const key = ebillMessageKey(code);
  const text = translate(language, key);
  return new HttpError(status, { code, message: text === key ? FALLBACK[code] : text, ...extra });
}

/** Reading the context's eBill: refused 403 ebill_forbidden without the right. */
export function requireRead(caller: EbillCaller): void {
  if (!caller.read) throw ebillError(caller.language, 403, 'ebill_forbidden');
}

/** Managing the context's eBill (and rejecting invoices): refused 403 ebill_forbidden without the right. */
export function requireManage(caller: EbillCaller): void {
  if (!caller.manage) throw ebillError(caller.language, 403, 'ebill_forbidden');
}
