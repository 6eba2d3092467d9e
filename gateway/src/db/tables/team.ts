/** Team space: invitations and deputy changes (spec §3, §5); the team resource owns them. */
import type { ColumnType } from 'kysely';
import type { CreatedAt, TextArray, Defaulted } from './columns';

export interface InvitesTable {
  uid: string;
  partnership_uid: string;
  email: string;
  name: string;
  roles: TextArray;
  as_admin: Defaulted<boolean>;
  /** active, cancelled, expired, new, registered, retired. */
  status: string;
  invited_by: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** SHA-256 (hex) of the mailed link's token; null for an invitation never sent by link (the seed's). */
  token_hash: string | null;
  /** The account rights it gives: the kernel's AccountRightsEntry[] (issue 32). */
  account_rights: ColumnType<InviteAccountRight[], string | undefined, string>;
  /** The person registered through it. */
  registered_person_uid: string | null;
  /** When the link was last mailed. */
  sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One account's rights as the invitation stores them (contracts/invites.ts AccountRightsEntry). */
export interface InviteAccountRight {
  accountUid: string;
  view: boolean;
  capture: boolean;
  approve: boolean;
}

export interface DeputyChangesTable {
  uid: string;
  partnership_uid: string;
  /** start, approve, edit, done, discarded (team/deputy-change-migrations.ts). */
  change_status: string;
  deputies_to_add: TextArray;
  deputies_to_remove: TextArray;
  requested_by: string;
  created_at: CreatedAt;
  /** Who discarded a change awaiting signatures (null otherwise). */
  discarded_by: ColumnType<string | null, string | null | undefined, string | null>;
}
