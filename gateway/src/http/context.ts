import type { EntitlementAction } from 'shared-kernel/domain';
import type { AuthLevel } from '../db/database';

export type Language = 'de' | 'fr' | 'it' | 'en';
export const LANGUAGES: readonly Language[] = ['de', 'fr', 'it', 'en'];
export type { EntitlementAction };

/**
 * What every handler knows about the caller, set by the authorization hook of `defineRoute`
 * as `request.ctx`.
 */
export interface RequestContext {
  personUid: string | null;
  prospectUid: string | null;
  sessionId: string | null;
  /** The email the session was opened for (null without a session). */
  email: string | null;
  level: AuthLevel;
  language: Language;
  /** From `x-partnership-uid`, already checked: the caller is engaged in it. Null = private context. */
  partnershipUid: string | null;
  /** The caller's roles in `partnershipUid` (partner, delegate, deputy, ...); empty in private context. */
  roles: string[];
  /**
   * Whether the caller may do `action` on an entity (cash account, card...) in the current context:
   * the entitlements table in a partnership context; in private context the owner of a cash account
   * can do everything (spec §6 "In private context the owner can act on the selected account").
   */
  can(entityUid: string, action: EntitlementAction): Promise<boolean>;
  /** `can` for many entities in one database round trip (lists), same rules, same cache. */
  canEach(entityUids: readonly string[], action: EntitlementAction): Promise<boolean[]>;
  /** `canEach` on cash accounts already read with their owner: no second read of the owners. */
  canOnAccounts(
    accounts: readonly { uid: string; ownerUid: string }[],
    action: EntitlementAction,
  ): Promise<boolean[]>;
}

export const LEVEL_RANK: Record<AuthLevel, number> = { none: 0, pin: 1, weak: 2, strong: 3 };
