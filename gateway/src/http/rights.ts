/**
 * `ctx.can` / `ctx.canEach`: the shared-kernel's account-right rule (accountRight, entitlementCovers in
 * shared-kernel/src/domain/rules/context.ts) applied to facts read from the tables, so the gateway decides
 * exactly as the host and the remotes do. Private context: the person's own cash accounts (every action).
 * Partnership context: that partnership's entitlement rows of the person, a partnership-wide row reaching the
 * entities of its includedTypes; entitlements never leak across contexts.
 */
import {
  accountRight,
  entitlementCovers,
  type EntitlementAction,
  type EntitlementEntityType,
  type EntitlementFact,
} from 'shared-kernel/domain';
import type { KontorExecutor } from '../db/database';

export interface ContextRights {
  can(entityUid: string, action: EntitlementAction): Promise<boolean>;
  /** `can` for many entities in few queries (lists); same rule, same cache. */
  canEach(entityUids: readonly string[], action: EntitlementAction): Promise<boolean[]>;
  /**
   * `can` on cash accounts whose owner the caller has already read (with the data it serves): the same rule
   * without reading the owners again; in a partnership context the entitlement rows, once per request.
   */
  canOnAccounts(accounts: readonly AccountOwnership[], action: EntitlementAction): Promise<boolean[]>;
}

/** A cash account as the account-right rule needs it: its uid and its owner's uid. */
export interface AccountOwnership {
  uid: string;
  ownerUid: string;
}

/** The person's entitlement rows in one partnership, as the kernel reads them. */
export async function entitlementFacts(
  db: KontorExecutor,
  personUid: string,
  partnershipUid: string,
): Promise<EntitlementFact[]> {
  const rows = await db
    .selectFrom('entitlements')
    .select(['entity_uid', 'entity_type', 'action', 'included_types'])
    .where('person_uid', '=', personUid)
    .where('partnership_uid', '=', partnershipUid)
    .execute();
  return rows.map(toEntitlementFact);
}

/** An entitlement row as the kernel reads it. */
export function toEntitlementFact(row: {
  entity_uid: string;
  entity_type: string;
  action: string;
  included_types: string[];
}): EntitlementFact {
  return {
    entityUID: row.entity_uid,
    entityType: row.entity_type as EntitlementEntityType,
    action: row.action as EntitlementAction,
    includedTypes: row.included_types,
  };
}

/** The owner (person or partnership uid) of each of `uids` that is a cash account. */
async function accountOwners(db: KontorExecutor, uids: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('cash_accounts')
    .select(['uid', 'owner_uid'])
    .where('uid', 'in', [...uids])
    .execute();
  return new Map(rows.map((row) => [row.uid, row.owner_uid]));
}

/**
 * A resource's entity type that a partnership-wide entitlement may include (spec §3 includedTypes), declared in
 * the resource's folder and registered with the server (routes.ts `gatewayEntityKinds`), e.g. the card
 * programs of cards/entity-kinds.ts: the platform reads no resource's table.
 */
export interface EntityKind {
  type: EntitlementEntityType;
  /** Which of `uids` are entities of this type belonging to the partnership. */
  ownedBy(db: KontorExecutor, partnershipUid: string, uids: readonly string[]): Promise<Set<string>>;
}

/** The entity type of each of `uids` the registered kinds recognise in the partnership (null: none). */
async function entityTypesOf(
  db: KontorExecutor,
  kinds: readonly EntityKind[],
  partnershipUid: string,
  uids: readonly string[],
): Promise<Map<string, EntitlementEntityType>> {
  const types = new Map<string, EntitlementEntityType>();
  if (uids.length === 0) return types;
  for (const kind of kinds)
    for (const uid of await kind.ownedBy(db, partnershipUid, uids))
      if (!types.has(uid)) types.set(uid, kind.type);
  return types;
}

/** Private context: the person's own cash accounts, every action; nothing else (spec §6). */
async function decidePrivate(
  db: KontorExecutor,
  personUid: string,
  uids: readonly string[],
  action: EntitlementAction,
): Promise<boolean[]> {
  const owners = await accountOwners(db, uids);
  const context = { type: 'private', uid: personUid } as const;
  return uids.map((uid) => {
    const ownerUid = owners.get(uid);
    return (
      ownerUid !== undefined &&
      accountRight({ context, account: { uid, ownerUid }, entitlements: [] }, action)
    );
  });
}

/** Partnership context: cash accounts by accountRight, other entities by their entitlement rows. */
async function decideInPartnership(
  db: KontorExecutor,
  kinds: readonly EntityKind[],
  partnershipUid: string,
  entitlements: EntitlementFact[],
  uids: readonly string[],
  action: EntitlementAction,
): Promise<boolean[]> {
  const owners = await accountOwners(db, uids);
  const others = uids.filter((uid) => !owners.has(uid));
  const types = await entityTypesOf(db, kinds, partnershipUid, others);
  const context = { type: 'business', uid: partnershipUid } as const;
  return uids.map((uid) => {
    const ownerUid = owners.get(uid);
    if (ownerUid !== undefined)
      return accountRight({ context, account: { uid, ownerUid }, entitlements }, action);
    return entitlementCovers(entitlements, { uid, type: types.get(uid) ?? null }, action);
  });
}

/** The rights of one request's caller in its context, decided lazily and cached for the request. */
export function contextRights(
  db: KontorExecutor,
  personUid: string | null,
  partnershipUid: string | null,
  kinds: readonly EntityKind[] = [],
): ContextRights {
  const decisions = new Map<string, Promise<boolean>>();
  let entitlements: Promise<EntitlementFact[]> | null = null;
  const key = (uid: string, action: EntitlementAction) => `${uid}\u0000${action}`;

  async function decide(uids: readonly string[], action: EntitlementAction): Promise<boolean[]> {
    if (!personUid) return uids.map(() => false);
    if (partnershipUid === null) return decidePrivate(db, personUid, uids, action);
    entitlements ??= entitlementFacts(db, personUid, partnershipUid);
    return decideInPartnership(db, kinds, partnershipUid, await entitlements, uids, action);
  }

  async function canOnAccounts(
    accounts: readonly AccountOwnership[],
    action: EntitlementAction,
  ): Promise<boolean[]> {
    if (!personUid) return accounts.map(() => false);
    if (partnershipUid === null) {
      const context = { type: 'private', uid: personUid } as const;
      return accounts.map((account) => accountRight({ context, account, entitlements: [] }, action));
    }
    // Only an account of this partnership can be reached: no entitlement rows needed for the others.
    if (!accounts.some((account) => account.ownerUid === partnershipUid)) return accounts.map(() => false);
    entitlements ??= entitlementFacts(db, personUid, partnershipUid);
    const facts = await entitlements;
    const context = { type: 'business', uid: partnershipUid } as const;
    return accounts.map((account) => accountRight({ context, account, entitlements: facts }, action));
  }

  async function canEach(uids: readonly string[], action: EntitlementAction): Promise<boolean[]> {
    const unknown = [...new Set(uids.filter((uid) => !decisions.has(key(uid, action))))];
    if (unknown.length > 0) {
      const decided = decide(unknown, action);
      unknown.forEach((uid, index) =>
        decisions.set(
          key(uid, action),
          decided.then((answers) => answers[index]!),
        ),
      );
    }
    return Promise.all(uids.map((uid) => decisions.get(key(uid, action))!));
  }

  return {
    canEach,
    canOnAccounts,
    can: async (uid, action) => (await canEach([uid], action))[0]!,
  };
}
