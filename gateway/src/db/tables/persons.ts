/** Natural persons and what belongs to them alone (spec §3): profile, virtual identities, declarations, data sharing, prospects and client onboardings. */
import type {
  CreatedAt,
  UpdatedAt,
  TextArray,
  NullableJson,
  Defaulted,
  OwnerType,
  PostalAddressJson,
} from './columns';

export interface NaturalPersonsTable {
  uid: string;
  email: string;
  password_hash: string | null;
  /** Person status (spec §4): new, registered, identified, screened, cancelled, passive, rejected, bankable, retired. */
  status: string;
  /** 2-letter language (de|fr|it|en); the locale (de_CH) is in profiles. */
  language: string;
  name: string;
  family_name: string;
  birthdate: string;
  gender: string;
  nationality: string;
  domicile_country: string;
  is_registered: Defaulted<boolean>;
  identification_only: Defaulted<boolean>;
  is_potato_only: Defaulted<boolean>;
  is_ident_only_qes: Defaulted<boolean>;
  address: NullableJson<PostalAddressJson>;
  planned_address: NullableJson<PostalAddressJson>;
  planned_address_valid_from: string | null;
  phone_country_code: string | null;
  phone_number: string | null;
  referral_code: string | null;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  person_uid: string;
  language_code: string;
  locale: string;
  my_picture: string | null;
  nick_name: string | null;
  no_advertisements: Defaulted<boolean>;
  no_newsletters: Defaulted<boolean>;
  theme: Defaulted<'dark' | 'light'>;
  amount_visible: Defaulted<boolean>;
  updated_at: UpdatedAt;
}

export interface VirtualIdentitiesTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  /** Spec §9: the provider's own identity type, eBill, eBill business, VT, an international transfer provider. */
  type_name: string;
  value: string;
  created_at: CreatedAt;
}

export interface PartnershipDeclarationsTable {
  uid: string;
  person_uid: string;
  partnership_uid: string | null;
  partnership_name: string;
  /** new, cancelled, certification, certification issues, certification failed, certified (spec §4). */
  status: string;
  declaration_type: string;
  created_at: CreatedAt;
}

export interface DataSharingAgreementsTable {
  uid: string;
  person_uid: string;
  partner_name: string;
  contract_status: string;
  contracting_date: string;
  termination_date: string | null;
  scopes: TextArray;
}

export interface ProspectsTable {
  uid: string;
  email: string;
  /** new, active (verified), converted. */
  status: string;
  nick_name: string | null;
  condition_codes: TextArray;
  created_at: CreatedAt;
}

/** A client onboarding (new partnership) a customer started: `open` ones make the organisation badge (spec §5). */
export interface ProspectiveClientsTable {
  uid: string;
  person_uid: string;
  client_name: string;
  legal_form: string;
  /** open, submitted, completed, cancelled. */
  status: string;
  created_at: CreatedAt;
}
