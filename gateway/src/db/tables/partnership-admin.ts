/** Partnership administration (issue 32; partnerships/migrations.ts): pending updates and compliance declarations. */
import type { ControllingPerson, PartnershipUpdateBody } from 'shared-kernel/domain';
import type { CreatedAt, Json, NullableTimestamp, UpdatedAt } from './columns';

/** An internal-registry partnership's update waiting for the bank (at most one pending per partnership). */
export interface PartnershipPendingUpdatesTable {
  uid: string;
  partnership_uid: string;
  /** pending, applied, withdrawn. */
  status: string;
  changes: Json<PartnershipUpdateBody>;
  requested_by: string;
  requested_at: CreatedAt;
  decided_at: NullableTimestamp;
}

/** A compliance declaration (spec §4 statuses; at most one open per partnership). */
export interface ComplianceDeclarationsTable {
  uid: string;
  partnership_uid: string;
  /** new, cancelled, certification, certification issues, certification failed, certified. */
  status: string;
  /** K (controlling persons) or A (beneficial owners). */
  form: string;
  controlling_persons: Json<ControllingPerson[]>;
  submitted_by: string;
  submitted_at: CreatedAt;
  status_changed_at: UpdatedAt;
}
