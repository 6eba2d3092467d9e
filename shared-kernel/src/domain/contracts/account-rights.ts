/**
 * A member's account rights (spec §3 Entitlement actions view, capture, approve per cash account; issue 32): the
 * table member × account that signatories and admins read and change. Read and write share the entry of
 * ./invites.ts (`accountRightsEntrySchema`), so an invitation gives rights in the very shape they are edited.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { accountRightsEntrySchema } from './invites';
import { PARTNERSHIP_ROLES } from './partnerships';
import { arrayOf, boolean, closed, text, uuid } from './pieces';

const role = { type: 'string', enum: PARTNERSHIP_ROLES } as const;

/** One member's rights on the partnership's accounts. */
export const memberAccountRightsSchema = closed({
  personUid: text,
  name: text,
  roleTypes: arrayOf(role),
  /**
   * Rights the member holds on every account through a partnership-wide entitlement (spec §3 includedTypes
   * CashAccount): they are not changed per account.
   */
  partnershipWide: closed({ view: boolean, capture: boolean, approve: boolean }),
  accounts: arrayOf(accountRightsEntrySchema),
});

/** GET /v2/partnerships/{uid}/account-rights: the partnership's accounts and every member's rights on them. */
export const accountRightsOverviewSchema = closed({
  accounts: arrayOf(closed({ uid: text, name: text, iban: text, currency: text })),
  members: arrayOf(memberAccountRightsSchema),
});

/** `/v2/partnerships/{uid}/members/{memberUid}/account-rights` */
export const memberAccountRightsParams = closed({ uid: uuid, memberUid: uuid });

/** PUT …/account-rights: the member's rights on the accounts named (others unchanged). */
export const accountRightsWriteBodySchema = closed({
  accounts: { type: 'array', items: accountRightsEntrySchema, minItems: 1, maxItems: 50 },
});

export type MemberAccountRights = FromSchema<typeof memberAccountRightsSchema>;
export type AccountRightsOverview = FromSchema<typeof accountRightsOverviewSchema>;
export type MemberAccountRightsParams = FromSchema<typeof memberAccountRightsParams>;
export type AccountRightsWriteBody = FromSchema<typeof accountRightsWriteBodySchema>;
