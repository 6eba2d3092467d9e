/** What the bank holds about an agent, person or partnership alike: subscription, contracts, accepted agreements, suggestions. */
import type { Generated } from 'kysely';
import type { CreatedAt, TextArray, Defaulted, OwnerType } from './columns';

export interface SubscriptionsTable {
  uid: string;
  agent_uid: string;
  plan_code: string;
  /** new, active, passive, cancelled, suspended, retired. */
  status: string;
  billing_interval: string;
  valid_from: string;
  created_at: CreatedAt;
}

export interface ContractsTable {
  uid: string;
  agent_uid: string;
  agent_type: OwnerType;
  /** deepbox, domestic-account, debitcard, debitcard-program, ebill-business-access. */
  service_name: string;
  status: string;
  accepted_condition_codes: TextArray;
  created_at: CreatedAt;
}

export interface AgreementAcceptancesTable {
  id: Generated<number>;
  agent_uid: string;
  person_uid: string;
  code: string;
  version: string;
  accepted_at: CreatedAt;
}

export interface SuggestionsTable {
  uid: string;
  agent_uid: string;
  type: string;
  title_tag: string;
  hint_tag: string;
  light_mode_image_uri: string | null;
  dark_mode_image_uri: string | null;
  trigger_uid: string;
  has_details: Defaulted<boolean>;
  is_removable: Defaulted<boolean>;
  is_removed: Defaulted<boolean>;
  is_highlighted: Defaulted<boolean>;
  priority: number;
}
