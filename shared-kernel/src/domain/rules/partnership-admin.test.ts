// The partnership-administration rules per persona (PERSONAS.md) and at the edges the personas do not reach.
import { DECLARATION_STATUSES, type DeclarationStatus } from '../contracts/persons';
import { personas, type PersonaName } from '../fixtures/personas';
import {
  canChangePlan,
  canSubmitComplianceDeclaration,
  canUpdatePartnership,
  complianceDeclarationsVisible,
  declarationStatusKey,
  declarationStepAllowed,
  isDeclarationShown,
  partnershipAdminFacts,
  partnershipUpdateAllowed,
  planChangeAllowed,
} from './partnership-admin';
import { isInternalRegistryLegalForm } from './company-onboarding';

const PERSONAS = Object.keys(personas) as PersonaName[];
const holding = (rule: (session: (typeof personas)[PersonaName]) => boolean) =>
  PERSONAS.filter((name) => rule(personas[name]));

describe('partnership administration per persona', () => {
  it('lets only admins and signatories of an internal-registry partnership update it (Claire in ASL)', () => {
    expect(holding(canUpdatePartnership)).toEqual(['claireAssociation']);
  });

  it('lets signatories of a bankable partnership change its plan', () => {
    expect(holding(canChangePlan).sort()).toEqual(['annaBaeckerei', 'noraBaeckerei']);
  });

  it('lets signatories submit a compliance declaration once the partnership is past registration', () => {
    expect(holding(canSubmitComplianceDeclaration).sort()).toEqual(
      ['annaBaeckerei', 'claireDuboisConseil', 'noraBaeckerei', 'quentinFavreArchitectes'].sort(),
    );
  });

  it('gives no private context any of it', () => {
    for (const rule of [canUpdatePartnership, canChangePlan, canSubmitComplianceDeclaration])
      expect(holding(rule).some((name) => name.endsWith('Private'))).toBe(false);
  });
});

describe('the fact-level rules the gateway calls', () => {
  const facts = { roles: ['deputy'], partnershipStatus: 'bankable', legalForm: 'association' };

  it.each([
    ['simple_partnership', true],
    ['association', true],
    ['body_corporate', true],
    ['limited_liability_company', false],
    ['company_limited_by_shares', false],
    [null, false],
  ])('legal form %s is internal registry: %s', (legalForm, internal) => {
    expect(isInternalRegistryLegalForm(legalForm)).toBe(internal);
    expect(partnershipUpdateAllowed({ ...facts, legalForm })).toBe(internal);
  });

  it.each([
    [['partner'], true],
    [['deputy'], true],
    [['delegate'], false],
    [[], false],
    [['bootstrapper', 'requestor'], false],
  ])('roles %j may update: %s', (roles, allowed) => {
    expect(partnershipUpdateAllowed({ ...facts, roles })).toBe(allowed);
  });

  it('refuses updates of a partnership being closed', () => {
    expect(partnershipUpdateAllowed({ ...facts, partnershipStatus: 'cancelling' })).toBe(false);
    expect(partnershipUpdateAllowed({ ...facts, partnershipStatus: 'cancelled' })).toBe(false);
  });

  it.each([
    ['new', false],
    ['registered', false],
    ['screened', true],
    ['bankable', true],
  ])('declarations of a %s partnership are visible: %s', (partnershipStatus, visible) => {
    expect(complianceDeclarationsVisible({ ...facts, roles: [], partnershipStatus })).toBe(visible);
  });

  it('plan changes are for partners, never for the bootstrapper', () => {
    expect(planChangeAllowed({ ...facts, roles: ['partner', 'delegate'] })).toBe(true);
    expect(planChangeAllowed({ ...facts, roles: ['deputy', 'delegate'] })).toBe(false);
    expect(planChangeAllowed({ ...facts, roles: ['bootstrapper', 'requestor'] })).toBe(false);
    expect(planChangeAllowed({ ...facts, roles: ['partner'], partnershipStatus: 'screened' })).toBe(false);
  });

  it('reads the session facts of the current partnership', () => {
    expect(partnershipAdminFacts(personas.claireAssociation)).toEqual({
      roles: expect.arrayContaining(['deputy', 'delegate']),
      partnershipStatus: 'bankable',
      legalForm: 'association',
    });
    expect(partnershipAdminFacts(personas.annaPrivate).roles).toEqual([]);
  });
});

describe('declaration statuses (spec §4)', () => {
  const steps: [DeclarationStatus, DeclarationStatus[]][] = [
    ['new', ['certification', 'cancelled']],
    ['certification', ['certification issues', 'certification failed', 'certified']],
    ['certification issues', ['certification', 'certification failed', 'cancelled']],
    ['certification failed', []],
    ['certified', []],
    ['cancelled', []],
  ];
  it.each(steps)('from %s the bank may go to %j only', (from, allowed) => {
    for (const to of DECLARATION_STATUSES)
      expect(declarationStepAllowed(from, to)).toBe(allowed.includes(to));
  });

  it('hides cancelled ones and names the catalogue keys', () => {
    expect(DECLARATION_STATUSES.filter(isDeclarationShown)).not.toContain('cancelled');
    expect(declarationStatusKey('certification issues')).toBe('certification_issues');
  });
});
