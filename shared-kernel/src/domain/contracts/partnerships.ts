/**
 * The partnerships resource, once (issue 27 item 1; spec §3 Partnership, Member, Entitlement, Activity,
 * Confirmation, §7 "Partnership"): a partnership as listed and read, the person's engagements, members and roles,
 * entitlements, activities, confirmations and pending approvals, with their query strings and bodies. The
 * gateway declares them as its routes' schemas; the host, remote-onboarding and remote-team read the types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { VOTING_RULES } from '../entities';
import { postalAddressSchema } from './persons';
import { arrayOf, boolean, closed, integer, nullableText, orNull, text, timestamp, uuid } from './pieces';
import type { QueryOf } from './request-pieces';

/** Spec §4 partnership status. */
export const PARTNERSHIP_STATUSES = [
  'new',
  'registered',
  'screened',
  'identified',
  'bankable',
  'passive',
  'cancelling',
  'cancelled',
] as const;
/** Spec §4 partnership roles (spec §6: partners = signatories, delegates = members, deputies = admins). */
export const PARTNERSHIP_ROLES = ['bootstrapper', 'partner', 'delegate', 'deputy', 'requestor'] as const;
/** Spec §3 organization status. */
export const ORGANIZATION_STATUSES = ['OrganizationStatusActive', 'OrganizationStatusInactive'] as const;
/** Spec §4 matching states of an engagement. */
export const MATCHING_STATES = ['matched', 'matchingRequestor', 'nominated'] as const;
/** Spec §3 entitlement actions. */
export const ENTITLEMENT_ACTIONS = ['view', 'capture', 'approve'] as const;
/** Spec §3 entitlement entity types. */
export const ENTITLEMENT_ENTITY_TYPES = [
  'Partnership',
  'PartnershipContract',
  'CashAccount',
  'CardIdentity',
  'CardProgram',
] as const;
/** Spec §4 activity status. */
export const ACTIVITY_STATUSES = [
  'processing',
  'completed',
  'done',
  'not-started',
  'work-in-progress',
  'confirmation-in-progress',
] as const;
/** What a pending approval is for. */
export const APPROVAL_SUBJECT_TYPES = ['paymentOrder', 'beneficiary', 'deputyChange'] as const;

const role = { type: 'string', enum: PARTNERSHIP_ROLES } as const;
const entityType = { type: 'string', enum: ENTITLEMENT_ENTITY_TYPES } as const;
const action = { type: 'string', enum: ENTITLEMENT_ACTIONS } as const;
const personRef = closed({ personUid: text });

const partnershipProperties = {
  uid: text,
  name: text,
  legalForm: text,
  status: { type: 'string', enum: PARTNERSHIP_STATUSES },
  requestStatus: nullableText,
  votingRule: { type: 'string', enum: VOTING_RULES },
  partnerCategory: nullableText,
  organizationStatus: { type: 'string', enum: ORGANIZATION_STATUSES },
  isInternalRegistry: boolean,
  hasPendingRegistryUpdate: boolean,
  nickname: nullableText,
  pictureUri: nullableText,
  /** The reader's roles in it. */
  myRoles: arrayOf(role),
} as const;

/** Spec §3 Partnership as listed (the person's engagements). */
export const partnershipSchema = closed(partnershipProperties);

/** GET /v2/partnerships/{uid}: the partnership, its people by role; ids and contact details on request. */
export const partnershipDetailsSchema = closed(
  {
    ...partnershipProperties,
    externalIds: arrayOf(closed({ scheme: text, value: text })),
    contactDetails: closed({
      domicileAddress: orNull(postalAddressSchema),
      phone: nullableText,
      email: nullableText,
    }),
    partnerEngagements: arrayOf(closed({ personUid: text, roles: arrayOf(role) })),
    partners: arrayOf(personRef),
    delegates: arrayOf(personRef),
    deputies: arrayOf(personRef),
  },
  ['externalIds', 'contactDetails'],
);

/** GET /v2/partnerships/{uid}?extIds&contactDetails */
export const partnershipQuerySchema = {
  type: 'object',
  properties: { extIds: boolean, contactDetails: boolean },
} as const;

/** GET /v2/natural-persons/{uid}/partnerships/engagements: the person's partnerships and its roles in each. */
export const engagementsSchema = closed({
  engagements: arrayOf(
    closed({
      partnership: partnershipSchema,
      roles: arrayOf(role),
      pendingRoles: arrayOf(role),
      matchingState: orNull({ type: 'string', enum: MATCHING_STATES }),
    }),
  ),
  /** Not yet bankable partnerships the person asked for (requestor role). */
  requestedPartnerships: arrayOf(partnershipSchema),
});

/** GET /v2/natural-persons/{uid}/partnerships/engagements?noConstitution&partnershipStatus */
export const engagementsQuerySchema = {
  type: 'object',
  properties: { noConstitution: boolean, partnershipStatus: arrayOf(text) },
} as const;

/** GET /v2/partnerships/{uid}/objectives */
export const objectivesSchema = closed({ serviceObjectives: arrayOf(text) });

/** GET /partnerships/{uid}/registry/current */
export const registrySchema = closed({ pendingCertificateUID: nullableText, isInternalRegistry: boolean });

/** GET /v2/partnerships/{uid}/roles: one granted or pending role of a person. */
export const roleSchema = closed({
  personUid: text,
  role,
  state: { type: 'string', enum: ['granted', 'pending'] },
});

/** GET /v2/partnerships/{uid}/roles?roles[]=&mode= */
export const rolesQuerySchema = {
  type: 'object',
  properties: {
    roles: arrayOf(role),
    mode: { type: 'string', enum: ['all', 'pending', 'granted'], default: 'all' },
  },
} as const;

const onboardingDetails = closed({ isRegistered: boolean });

/** Spec §3 Member: GET /v2/partnerships/{uid}/members (total in x-total-count). */
export const memberSchema = closed({
  personInfo: closed({ uid: text, name: text, onboardingDetails }),
  roleTypes: arrayOf(role),
  pendingRoleTypes: arrayOf(role),
});

/** GET /v2/partnerships/{uid}/members?roles&orderByName&isRegistered&nameFilter&uid&count&offset */
export const membersQuerySchema = {
  type: 'object',
  properties: {
    roles: arrayOf(role),
    orderByName: boolean,
    isRegistered: boolean,
    nameFilter: { type: 'string', maxLength: 140 },
    /** Team space filter cardholder (spec §6): members holding a card on one of the partnership's accounts. */
    cardholder: boolean,
    /** members?uid= (spec §7): one member by person uid, same shape as the list. */
    uid: { type: 'string', maxLength: 64 },
    count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;

/** GET /v2/partnerships/{uid}/members/{memberUid}/details */
export const memberDetailsParams = closed({ uid: uuid, memberUid: uuid });

/** GET /v2/partnerships/{uid}/members/{memberUid}/details (signatories and admins): email, since, every right. */
export const memberDetailsSchema = closed({
  personInfo: closed({ uid: text, name: text, email: text, onboardingDetails }),
  roleTypes: arrayOf(role),
  pendingRoleTypes: arrayOf(role),
  memberSince: timestamp,
  entitlements: arrayOf(closed({ entityUID: text, entityType, action })),
});

/** Spec §3 Entitlement: a right of the reader (POST /v2/partnerships/{uid}/my-entitlements). */
export const entitlementSchema = closed({
  entityUID: text,
  entityType,
  action,
  /** A Partnership entitlement's entity types it covers (spec §3). */
  includedTypes: arrayOf(text),
});

/** POST /v2/partnerships/{uid}/my-entitlements */
export const myEntitlementsSchema = closed({ entitlements: arrayOf(entitlementSchema) });

/** GET /v2/partnerships/{uid}/entitlements-overview: who may do what (signatories and admins). */
export const entitlementsOverviewSchema = arrayOf(
  closed({ personUid: text, entityUID: text, entityType, action }),
);

/** GET /v2/partnerships/{uid}/entitlements-overview?accountUid= */
export const entitlementsOverviewQuerySchema = { type: 'object', properties: { accountUid: uuid } } as const;

/** Spec §3 Activity: GET /v2/partnerships/{uid}/activities. */
export const activitySchema = closed({
  uid: text,
  code: text,
  status: { type: 'string', enum: ACTIVITY_STATUSES },
  title: text,
  refDataTag: text,
  activityNodeDefinition: closed({ name: text, activities: arrayOf({}) }),
  workStatus: closed({
    status: { type: 'string', enum: ACTIVITY_STATUSES },
    actionablePersonUids: arrayOf(text),
  }),
  created: timestamp,
});

/** Spec §3 Confirmation: GET /v2/partnerships/{uid}/confirmations (the reader's pending ones). */
export const confirmationSchema = closed({
  confirmationHandle: text,
  confirmationType: text,
  purpose: text,
  /** i18n key of its title, e.g. app.confirmations.qes_account_opening. */
  title: text,
  /** The conditions accepting it accepts (spec §4). */
  conditionCodes: arrayOf(text),
});

/** POST {v2 base}/{uid}/confirmation/accept: accepting accepts every condition. */
export const confirmationAcceptSchema = closed({
  confirmationHandle: { type: 'string', maxLength: 64 },
  acceptedConditionCodes: arrayOf({ type: 'string', maxLength: 8 }),
});

/** POST {v2 base}/{uid}/confirmation/refuse */
export const confirmationRefuseSchema = closed({
  confirmationHandle: { type: 'string', maxLength: 64 },
  reasonCode: { type: 'string', enum: ['reject'] },
});

/** The confirmation after the decision. */
export const confirmationDecisionSchema = closed({
  confirmationHandle: text,
  status: { type: 'string', enum: ['accepted', 'refused'] },
});

/** POST /v2/partnerships/pending-approvals/{uid}/approve|reject (the answer: payments' approvalDecisionSchema). */
export const approvalDecisionParams = closed({
  uid: uuid,
  decision: { type: 'string', enum: ['approve', 'reject'] },
});

/** GET /v2/partnerships/{uid}/pending-approvals: those the reader may read. */
export const pendingApprovalSchema = closed({
  uid: text,
  subjectType: { type: 'string', enum: APPROVAL_SUBJECT_TYPES },
  subjectUid: text,
  requestedBy: text,
  requiredApprovals: integer,
  approvedBy: arrayOf(text),
  created: timestamp,
});

export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];
export type PartnershipRole = (typeof PARTNERSHIP_ROLES)[number];
export type EntitlementAction = (typeof ENTITLEMENT_ACTIONS)[number];
export type EntitlementEntityType = (typeof ENTITLEMENT_ENTITY_TYPES)[number];
export type Partnership = FromSchema<typeof partnershipSchema>;
export type PartnershipDetails = FromSchema<typeof partnershipDetailsSchema>;
export type PartnershipQuery = QueryOf<typeof partnershipQuerySchema>;
export type Engagements = FromSchema<typeof engagementsSchema>;
export type Engagement = Engagements['engagements'][number];
export type EngagementsQuery = QueryOf<typeof engagementsQuerySchema>;
export type Objectives = FromSchema<typeof objectivesSchema>;
export type Registry = FromSchema<typeof registrySchema>;
export type RoleGrant = FromSchema<typeof roleSchema>;
export type RolesQuery = QueryOf<typeof rolesQuerySchema>;
export type Member = FromSchema<typeof memberSchema>;
export type MembersQuery = QueryOf<typeof membersQuerySchema>;
export type MemberDetailsParams = FromSchema<typeof memberDetailsParams>;
export type MemberDetails = FromSchema<typeof memberDetailsSchema>;
export type Entitlement = FromSchema<typeof entitlementSchema>;
export type MyEntitlements = FromSchema<typeof myEntitlementsSchema>;
export type EntitlementsOverview = FromSchema<typeof entitlementsOverviewSchema>;
export type EntitlementsOverviewQuery = QueryOf<typeof entitlementsOverviewQuerySchema>;
export type Activity = FromSchema<typeof activitySchema>;
export type Confirmation = FromSchema<typeof confirmationSchema>;
export type ConfirmationAccept = FromSchema<typeof confirmationAcceptSchema>;
export type ConfirmationRefuse = FromSchema<typeof confirmationRefuseSchema>;
export type ConfirmationDecision = FromSchema<typeof confirmationDecisionSchema>;
export type ApprovalDecisionParams = FromSchema<typeof approvalDecisionParams>;
export type PendingApproval = FromSchema<typeof pendingApprovalSchema>;
