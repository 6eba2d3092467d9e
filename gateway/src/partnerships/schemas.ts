/** Response shapes of the partnerships routes (spec §3 Partnership, Member, Entitlement, Activity, Confirmation). */
import { postalAddress } from '../reference/schemas';
import {
  arrayOf,
  boolean,
  integer,
  nullable,
  object,
  text,
  timestamp,
  type JsonSchema,
} from '../http/schemas';

const partnershipProperties: Record<string, JsonSchema> = {
  uid: text,
  name: text,
  legalForm: text,
  status: text,
  requestStatus: nullable(text),
  votingRule: text,
  partnerCategory: nullable(text),
  organizationStatus: text,
  isInternalRegistry: boolean,
  hasPendingRegistryUpdate: boolean,
  nickname: nullable(text),
  pictureUri: nullable(text),
  myRoles: arrayOf(text),
};

/** partnerships/views.ts partnershipView. */
export const partnershipSchema = object(partnershipProperties);

const personRef = object({ personUid: text });

/** GET /v2/partnerships/{uid}: the partnership, its people by role, ids and contact details on request. */
export const partnershipDetailsSchema = object(
  {
    ...partnershipProperties,
    externalIds: arrayOf(object({ scheme: text, value: text })),
    contactDetails: object({
      domicileAddress: nullable(postalAddress),
      phone: nullable(text),
      email: nullable(text),
    }),
    partnerEngagements: arrayOf(object({ personUid: text, roles: arrayOf(text) })),
    partners: arrayOf(personRef),
    delegates: arrayOf(personRef),
    deputies: arrayOf(personRef),
  },
  { optional: ['externalIds', 'contactDetails'] },
);

export const objectivesSchema = object({ serviceObjectives: arrayOf(text) });

export const registrySchema = object({ pendingCertificateUID: nullable(text), isInternalRegistry: boolean });

export const roleSchema = object({
  personUid: text,
  role: text,
  state: { type: 'string', enum: ['granted', 'pending'] },
});

const onboardingDetails = object({ isRegistered: boolean });

export const memberSchema = object({
  personInfo: object({ uid: text, name: text, onboardingDetails }),
  roleTypes: arrayOf(text),
  pendingRoleTypes: arrayOf(text),
});

const entitlement = object({ entityUID: text, entityType: text, action: text });

export const memberDetailsSchema = object({
  personInfo: object({ uid: text, name: text, email: text, onboardingDetails }),
  roleTypes: arrayOf(text),
  pendingRoleTypes: arrayOf(text),
  memberSince: timestamp,
  entitlements: arrayOf(entitlement),
});

export const activitySchema = object({
  uid: text,
  code: text,
  status: text,
  title: text,
  refDataTag: text,
  activityNodeDefinition: object({ name: text, activities: arrayOf({}) }),
  workStatus: object({ status: text, actionablePersonUids: arrayOf(text) }),
  created: timestamp,
});

export const confirmationSchema = object({
  confirmationHandle: text,
  confirmationType: text,
  purpose: text,
  title: text,
  conditionCodes: arrayOf(text),
});

export const confirmationDecisionSchema = object({ confirmationHandle: text, status: text });

export const myEntitlementsSchema = object({
  entitlements: arrayOf(
    object({ entityUID: text, entityType: text, action: text, includedTypes: arrayOf(text) }),
  ),
});

export const entitlementsOverviewSchema = arrayOf(
  object({ personUid: text, entityUID: text, entityType: text, action: text }),
);

/** POST pending-approvals/{uid}/{decision}: payment subjects answer the payments resource's ApprovalDecision (more fields). */
/** The decision's answer: the payments contract (shared-kernel/src/domain/contracts/payments.ts), for every subject. */
export { approvalDecisionSchema } from 'shared-kernel/domain';

export const pendingApprovalSchema = object({
  uid: text,
  subjectType: text,
  subjectUid: text,
  requestedBy: text,
  requiredApprovals: integer,
  approvedBy: arrayOf(text),
  created: timestamp,
});
