/**
 * Partnership administration rules (issue 32, brief C): who may update an internal-registry partnership, see and
 * submit its compliance declarations and change its plan, and how a declaration's status may move. Each rule is a
 * fact-level function the gateway calls with facts from its tables, and a session wrapper for the screens.
 */
import type { DeclarationStatus } from '../contracts/persons';
import type { SessionSnapshot } from '../session';
import { currentPartnership, isBootstrapperRoles, isBusinessContext } from './context';
import { isInternalRegistryLegalForm } from './company-onboarding';
import { isSignatoryOrAdmin } from './team';

/** What the partnership-administration rules know of the reader and the partnership. */
export interface PartnershipAdminFacts {
  /** The reader's granted roles in the partnership (empty: registered only). */
  roles: readonly string[];
  /** Spec §4 partnership status. */
  partnershipStatus: string | null;
  legalForm: string | null;
}

/** Spec §6: the bootstrapper requestor cannot see partnership details or subscription. */
const setUp = (facts: PartnershipAdminFacts): boolean => !isBootstrapperRoles(facts.roles);

/** Spec §2 ComplianceDeclaration: not the bootstrapper, and the partnership is neither New nor Registered. */
const beyondRegistration = (facts: PartnershipAdminFacts): boolean =>
  facts.partnershipStatus !== null && !['new', 'registered'].includes(facts.partnershipStatus);

/**
 * The update of an internal-registry partnership (spec §2 update-partnership-form): signatories and admins
 * (isSignatoryOrAdmin) of a partnership whose legal form the bank registers itself, once it is set up.
 */
export const partnershipUpdateAllowed = (facts: PartnershipAdminFacts): boolean =>
  setUp(facts) &&
  isSignatoryOrAdmin(facts.roles) &&
  isInternalRegistryLegalForm(facts.legalForm) &&
  facts.partnershipStatus !== 'cancelling' &&
  facts.partnershipStatus !== 'cancelled';

/** Spec §2: who sees the partnership's compliance declarations (as the menu item's rule). */
export const complianceDeclarationsVisible = (facts: PartnershipAdminFacts): boolean =>
  setUp(facts) && beyondRegistration(facts);

/** Signatories (partners) declare who controls the partnership: they sign for it. */
export const complianceDeclarationAllowed = (facts: PartnershipAdminFacts): boolean =>
  complianceDeclarationsVisible(facts) && facts.roles.includes('partner');

/**
 * Spec §9 plans: a signatory changes the partnership's plan (it is a contract of the partnership), once it is
 * bankable (spec §2: the subscription entry is offered only then).
 */
export const planChangeAllowed = (facts: PartnershipAdminFacts): boolean =>
  setUp(facts) && facts.partnershipStatus === 'bankable' && facts.roles.includes('partner');

/** Spec §4: cancelled declarations are hidden. */
export const isDeclarationShown = (status: string): boolean => status !== 'cancelled';

/** A declaration in one of these is still being worked on: no second one is started beside it. */
export const OPEN_DECLARATION_STATUSES: readonly DeclarationStatus[] = [
  'new',
  'certification',
  'certification issues',
];

/**
 * The bank's certification steps (spec §4 declaration statuses): a new declaration goes into certification or is
 * cancelled; certification ends certified or failed, or finds issues; issues are fixed back into certification,
 * fail it, or cancel the declaration. Certified and failed are final (a new declaration replaces them).
 */
const DECLARATION_STEPS: Record<DeclarationStatus, readonly DeclarationStatus[]> = {
  new: ['certification', 'cancelled'],
  certification: ['certification issues', 'certification failed', 'certified'],
  'certification issues': ['certification', 'certification failed', 'cancelled'],
  'certification failed': [],
  certified: [],
  cancelled: [],
};

export const declarationStepAllowed = (from: DeclarationStatus, to: DeclarationStatus): boolean =>
  DECLARATION_STEPS[from].includes(to);

/** The catalogue key part of a status ("certification issues" → certification_issues, dict.declarationStatus). */
export const declarationStatusKey = (status: string): string => status.replace(/ /g, '_');

/** The session's facts for these rules (the current partnership context). */
export function partnershipAdminFacts(session: SessionSnapshot): PartnershipAdminFacts {
  const partnership = isBusinessContext(session) ? currentPartnership(session) : null;
  return {
    roles: partnership?.myRoles ?? [],
    partnershipStatus: partnership?.status ?? null,
    legalForm: partnership?.legalForm ?? null,
  };
}

export const canUpdatePartnership = (session: SessionSnapshot): boolean =>
  currentPartnership(session) !== null && partnershipUpdateAllowed(partnershipAdminFacts(session));

export const canSubmitComplianceDeclaration = (session: SessionSnapshot): boolean =>
  currentPartnership(session) !== null && complianceDeclarationAllowed(partnershipAdminFacts(session));

export const canChangePlan = (session: SessionSnapshot): boolean =>
  currentPartnership(session) !== null && planChangeAllowed(partnershipAdminFacts(session));
