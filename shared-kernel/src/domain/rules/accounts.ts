/** Who may open a cash account (spec §2 side area "add-new-account", §6 roles), from facts the host and the gateway both know. */
import type { PartnershipStatus } from '../entities';
import { isBootstrapperRoles } from './context';

export type OpeningRefusal = 'notPartnership' | 'noRole' | 'notBankable' | 'noRight' | 'billingCancelling';

export interface AccountOpeningFacts {
  /** The current context is a partnership (not private, not registered). */
  partnershipContext: boolean;
  /** The person's roles in that partnership. */
  roles: readonly string[];
  partnershipStatus: PartnershipStatus | null;
  potatoOnly: boolean;
  /** The person holds capture on the partnership itself (its Partnership entitlement). */
  capturesOnPartnership: boolean;
  /** An account with billing of the partnership is being cancelled. */
  billingAccountCancelling: boolean;
}

/**
 * Why the person may not open a cash account, or null when they may: partnership context only; never a
 * potato-only user or the bootstrapper requestor; a partner (signatory) or delegate (member); of a bankable
 * partnership; holding capture on the partnership; not while an account with billing is being cancelled.
 */
export function accountOpeningRefusal(facts: AccountOpeningFacts): OpeningRefusal | null {
  if (!facts.partnershipContext) return 'notPartnership';
  if (facts.potatoOnly || isBootstrapperRoles(facts.roles)) return 'noRole';
  if (!facts.roles.some((role) => role === 'partner' || role === 'delegate')) return 'noRole';
  if (facts.partnershipStatus !== 'bankable') return 'notBankable';
  if (!facts.capturesOnPartnership) return 'noRight';
  if (facts.billingAccountCancelling) return 'billingCancelling';
  return null;
}
