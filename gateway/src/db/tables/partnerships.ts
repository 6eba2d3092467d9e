/** Partnerships, who is engaged in them with which roles and rights, and their workflow objects (spec §3, §6). */
import type { ColumnType, Generated } from 'kysely';
import type {
  CreatedAt,
  NullableTimestamp,
  TextArray,
  NullableJson,
  Defaulted,
  PostalAddressJson,
} from './columns';

export interface PartnershipsTable {
  uid: string;
  name: string;
  legal_form: string;
  status: string;
  request_status: string | null;
  voting_rule: string;
  partner_category: string | null;
  organization_status: Defaulted<string>;
  is_internal_registry: Defaulted<boolean>;
  pending_registry_certificate_uid: string | null;
  domicile_address: NullableJson<PostalAddressJson>;
  nickname: string | null;
  phone: string | null;
  email: string | null;
  picture_uri: string | null;
  service_objectives: TextArray;
  created_at: CreatedAt;
}

export interface PartnershipExternalIdsTable {
  partnership_uid: string;
  /** e.g. uid_reg (the Swiss business identification number CHE-xxx.xxx.xxx). */
  scheme: string;
  value: string;
}

export interface PartnershipEngagementsTable {
  person_uid: string;
  partnership_uid: string;
  /** Granted roles: bootstrapper, partner, delegate, deputy, requestor. */
  roles: string[];
  /** Roles requested or nominated but not yet granted (roles?mode=pending). */
  pending_roles: TextArray;
  /** matched, matchingRequestor, nominated. */
  matching_state: string | null;
  created_at: CreatedAt;
}

export interface EntitlementsTable {
  id: Generated<number>;
  person_uid: string;
  partnership_uid: string;
  entity_uid: string;
  /** Partnership, PartnershipContract, CashAccount, CardIdentity, CardProgram. */
  entity_type: string;
  /** view, capture, approve. */
  action: string;
  included_types: TextArray;
}

export interface ActivitiesTable {
  uid: string;
  partnership_uid: string;
  code: string;
  title: string;
  ref_data_tag: string;
  node_name: string;
  /** processing, completed, done, not-started, work-in-progress, confirmation-in-progress. */
  status: string;
  actionable_person_uids: TextArray;
  created_at: CreatedAt;
}

export interface ConfirmationsTable {
  handle: string;
  /** Person or partnership the confirmation is asked in. */
  context_uid: string;
  person_uid: string;
  confirmation_type: string;
  purpose: string;
  title: string;
  condition_codes: TextArray;
  /** pending, accepted, refused. */
  status: string;
  reason_code: string | null;
  accepted_condition_codes: TextArray;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PendingApprovalsTable {
  uid: string;
  partnership_uid: string;
  /** paymentOrder, beneficiary, deputyChange. */
  subject_type: string;
  subject_uid: string;
  requested_by: string;
  required_approvals: number;
  approved_by: TextArray;
  rejected_by: string | null;
  /** pending, approved, rejected. */
  status: string;
  created_at: CreatedAt;
  /** When each signature was given: person uid → ISO timestamp (payments' decisions migration). */
  signed_at: ColumnType<Record<string, string>, string | undefined, string>;
}
