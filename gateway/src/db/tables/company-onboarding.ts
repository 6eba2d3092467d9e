/** Company onboarding's tables (company-onboarding/, docs/onboarding.md "Company onboarding and registrations"). */
import type { ColumnType } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns';

/** The sandbox commercial register: one company per UID. */
export interface CompanyRegisterTable {
  /** CHE-123.456.789 */
  uid: string;
  /** The UID's nine digits, for searches by number. */
  uid_digits: string;
  name: string;
  legal_form: string;
  seat: string;
}

/** A person's onboarding of a company (its prospective client), with the requested partnership once a plan is chosen. */
export interface CompanyOnboardingsTable {
  /** The prospective client's uid. */
  uid: string;
  person_uid: string;
  company_uid: string;
  seat: string;
  /** Found in the register (true) or entered by hand. */
  from_register: boolean;
  partnership_uid: string | null;
  plan_code: string | null;
  billing_interval: string | null;
  created_at: CreatedAt;
}

/** A member named in a registration. */
export interface RegistrationMemberJson {
  name: string;
  role: 'partner' | 'delegate';
}

/** The registration of a non-registered partnership (internal registry), step by step. */
export interface PartnershipRegistrationsTable {
  uid: string;
  person_uid: string;
  declaration_uid: string;
  /** draft, completed. */
  status: string;
  name: string;
  legal_form: string | null;
  seat: string | null;
  purpose: string | null;
  /** jsonb not null default '[]' (written as JSON text). */
  members: ColumnType<RegistrationMemberJson[], string | undefined, string>;
  partnership_uid: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
