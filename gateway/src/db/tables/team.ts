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
}

export interface DeputyChangesTable {
  uid: string;
  partnership_uid: string;
  /** start, approve, edit, done. */
  change_status: string;
  deputies_to_add: TextArray;
  deputies_to_remove: TextArray;
  requested_by: string;
  created_at: CreatedAt;
}
