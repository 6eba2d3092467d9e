/** The onboarding resource's tables (issue 33): a prospect's application and the password reset links. */
import type { AccountRequestBody, PersonalStep, ProfessionStep, TaxStep } from 'shared-kernel/domain';
import type {
  Defaulted,
  NullableJson,
  NullableTimestamp,
  TextArray,
  Timestamp,
  UpdatedAt,
  CreatedAt,
} from './columns';

export interface ProspectApplicationsTable {
  prospect_uid: string;
  /** contracts/onboarding.ts APPLICATION_STATUSES: draft, submitted, identified, rejected. */
  status: Defaulted<string>;
  request: NullableJson<AccountRequestBody>;
  personal: NullableJson<PersonalStep>;
  profession: NullableJson<ProfessionStep>;
  tax: NullableJson<TaxStep>;
  accepted_condition_codes: TextArray;
  password_hash: string | null;
  person_uid: string | null;
  submitted_at: NullableTimestamp;
  identified_at: NullableTimestamp;
  updated_at: UpdatedAt;
}

export interface PasswordResetsTable {
  id: string;
  person_uid: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}
