/**
 * Client and server cannot drift (issue 9 item 1): a drift table runs a shared-kernel rule on a persona's facts,
 * read straight from the seeded tables (not through the gateway), and asks the gateway's endpoint that enforces
 * the same rule; the test fails on any case where the two answers differ. A resource adds its rules as cases:
 *
 *   const cases = personaContexts.map((context) => driftCase(
 *     `${context.email} in ${context.name}: approve on ${account.name}`,
 *     kernelRule(facts...),                                  // the kernel's answer
 *     () => world.call(context.email, 'POST', url, { partnership: context.partnershipUid }),
 *     { allowed: [200], refused: [403] },                    // what the endpoint answers either way
 *   ));
 *   await expectNoDrift(cases);
 */
import type { LightMyRequestResponse } from 'fastify';
import {
  accountRight,
  bankableContext,
  partnershipContextType,
  type EntitlementAction,
  type EntitlementEntityType,
  type EntitlementFact,
} from 'shared-kernel/domain';
import type { KontorDb } from '../src/db/database';

export interface DriftCase {
  /** Who, where and what, e.g. "luca@kontor.test in Bäckerei Meier GmbH: capture on Lohnkonto". */
  name: string;
  /** The kernel rule's answer on the persona's facts. */
  kernel: boolean;
  /** The gateway's answer: whether its endpoint allowed it. */
  gateway(): Promise<boolean>;
}

export interface StatusMeaning {
  /** Statuses that mean the rule let the call through (e.g. 200, or a later validation 400). */
  allowed: readonly number[];
  /** Statuses that mean the rule refused it (usually 403). */
  refused: readonly number[];
}

/** A case whose gateway answer is an HTTP status; any status outside `meaning` fails the table loudly. */
export function driftCase(
  name: string,
  kernel: boolean,
  request: () => Promise<LightMyRequestResponse>,
  meaning: StatusMeaning = { allowed: [200], refused: [403] },
): DriftCase {
  return {
    name,
    kernel,
    async gateway() {
      const response = await request();
      if (meaning.allowed.includes(response.statusCode)) return true;
      if (meaning.refused.includes(response.statusCode)) return false;
      throw new Error(`${name}: unexpected ${response.statusCode} ${response.body.slice(0, 200)}`);
    },
  };
}

/**
 * Runs every case (one after the other: some write) and expects no disagreement. A table must hold both
 * answers, so it can show a drift either way.
 */
export async function expectNoDrift(cases: readonly DriftCase[]): Promise<void> {
  const drifts: string[] = [];
  for (const entry of cases) {
    const gateway = await entry.gateway();
    if (gateway !== entry.kernel)
      drifts.push(
        `${entry.name}: kernel ${entry.kernel ? 'allows' : 'refuses'}, gateway ${gateway ? 'allows' : 'refuses'}`,
      );
  }
  expect(drifts).toEqual([]);
  expect(cases.some((entry) => entry.kernel)).toBe(true);
  expect(cases.some((entry) => !entry.kernel)).toBe(true);
}

/** A context a persona may act in, with the facts the kernel's rules read. */
export interface PersonaContext {
  email: string;
  personUid: string;
  potatoOnly: boolean;
  /** The person's status (spec §4): bankable, registered, ... */
  personStatus: string;
  type: 'private' | 'business';
  /** The person's uid in private context, the partnership's otherwise. */
  uid: string;
  name: string;
  /** The x-partnership-uid to send (null in private context). */
  partnershipUid: string | null;
  roles: string[];
  partnershipStatus: string | null;
  /** The person's entitlements in this partnership (empty in private context). */
  entitlements: EntitlementFact[];
}

/** Every persona's private context and every partnership they are engaged in, from the seeded tables. */
export async function personaContexts(db: KontorDb): Promise<PersonaContext[]> {
  const persons = await db
    .selectFrom('natural_persons')
    .select(['uid', 'email', 'name', 'family_name', 'is_potato_only', 'status'])
    .orderBy('email')
    .execute();
  const engagements = await db
    .selectFrom('partnership_engagements as e')
    .innerJoin('partnerships as p', 'p.uid', 'e.partnership_uid')
    .select(['e.person_uid', 'e.roles', 'p.uid', 'p.name', 'p.status'])
    .orderBy('p.name')
    .execute();
  const rows = await db
    .selectFrom('entitlements')
    .select(['person_uid', 'partnership_uid', 'entity_uid', 'entity_type', 'action', 'included_types'])
    .execute();
  const entitlementsOf = (personUid: string, partnershipUid: string): EntitlementFact[] =>
    rows
      .filter((row) => row.person_uid === personUid && row.partnership_uid === partnershipUid)
      .map((row) => ({
        entityUID: row.entity_uid,
        entityType: row.entity_type as EntitlementEntityType,
        action: row.action as EntitlementAction,
        includedTypes: row.included_types,
      }));
  return persons.flatMap((person) => {
    const who = {
      email: person.email,
      personUid: person.uid,
      potatoOnly: person.is_potato_only,
      personStatus: person.status,
    };
    const own: PersonaContext = {
      ...who,
      type: 'private',
      uid: person.uid,
      name: `${person.name} ${person.family_name} (private)`,
      partnershipUid: null,
      roles: [],
      partnershipStatus: null,
      entitlements: [],
    };
    const partnerships = engagements
      .filter((engagement) => engagement.person_uid === person.uid)
      .map((engagement): PersonaContext => ({
        ...who,
        type: 'business',
        uid: engagement.uid,
        name: engagement.name,
        partnershipUid: engagement.uid,
        roles: engagement.roles,
        partnershipStatus: engagement.status,
        entitlements: entitlementsOf(person.uid, engagement.uid),
      }));
    return [own, ...partnerships];
  });
}

/** The kernel's bankable rule (spec §2/§6) for a persona context, from the seeded tables' facts. */
export const bankableOf = (context: PersonaContext): boolean =>
  bankableContext({
    contextType: context.type === 'private' ? 'private' : partnershipContextType(context.roles),
    personStatus: context.personStatus,
    partnershipStatus: context.partnershipStatus,
    roles: context.roles,
  });

/** The kernel's context fact for a persona context (see AccountRightFacts). */
export const kernelContext = (context: PersonaContext) => ({ type: context.type, uid: context.uid });

/** The kernel's accountRight for a persona context on an account row. */
export const rightOn = (
  context: PersonaContext,
  account: { uid: string; owner_uid: string },
  action: EntitlementAction,
): boolean =>
  accountRight(
    {
      context: kernelContext(context),
      account: { uid: account.uid, ownerUid: account.owner_uid },
      entitlements: context.entitlements,
    },
    action,
  );
