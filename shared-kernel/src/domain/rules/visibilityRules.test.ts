// Each visibility rule of the side menu (spec "Side menu visibility") per persona, and on sessions changed to
// reach the edges the personas do not.
import type { VisibilityRuleName } from '../../contract/descriptor';
import { withPartnership } from '../fixtures/snapshot';
import { personas, type PersonaName } from '../fixtures/personas';
import type { SessionSnapshot } from '../session';
import { isBankableContext } from './context';
import { visibilityRules } from './menu';

const RULES = Object.keys(visibilityRules) as VisibilityRuleName[];
const PERSONAS = Object.keys(personas) as PersonaName[];

/** Expected truth per persona for each rule: the personas exist to exercise these (PERSONAS.md). */
const expected: Record<VisibilityRuleName, PersonaName[]> = {
  always: PERSONAS,
  canCreatePaymentInBankableContext: [
    'annaPrivate',
    'annaBaeckerei',
    'noraPrivate',
    'noraBaeckerei',
    'lucaPrivate',
    'lucaBaeckerei',
    'clairePrivate',
    'benPrivate',
  ],
  showTransactions: [
    'annaPrivate',
    'annaBaeckerei',
    'noraPrivate',
    'noraBaeckerei',
    'lucaPrivate',
    'lucaBaeckerei',
    'clairePrivate',
    'claireAssociation',
    'benPrivate',
    'pia',
  ],
  hasCashAccounts: [
    'annaPrivate',
    'annaBaeckerei',
    'noraPrivate',
    'noraBaeckerei',
    'lucaPrivate',
    'lucaBaeckerei',
    'clairePrivate',
    'claireAssociation',
    'benPrivate',
    'ritaBaeckerei',
  ],
  showCards: [
    'annaPrivate',
    'annaBaeckerei',
    'noraPrivate',
    'noraBaeckerei',
    'lucaPrivate',
    'lucaBaeckerei',
    'clairePrivate',
    'claireAssociation',
    'benPrivate',
    'pia',
  ],
  bankableContext: [
    'annaPrivate',
    'annaBaeckerei',
    'noraPrivate',
    'noraBaeckerei',
    'lucaPrivate',
    'lucaBaeckerei',
    'clairePrivate',
    'claireAssociation',
    'benPrivate',
  ],
  showPaymentOverview: [
    'annaPrivate',
    'annaBaeckerei',
    'noraPrivate',
    'noraBaeckerei',
    'lucaPrivate',
    'lucaBaeckerei',
    'clairePrivate',
    'claireAssociation',
    'benPrivate',
  ],
  showActivateEbill: [],
  ebillActivationPending: [],
  showEbillBillers: ['annaPrivate'],
  showNoActiveRoles: [],
  showComplianceDeclaration: [
    'annaBaeckerei',
    'noraBaeckerei',
    'lucaBaeckerei',
    'claireAssociation',
    'claireDuboisConseil',
    'quentinFavreArchitectes',
    'ritaBaeckerei',
  ],
  showTeamSpace: [
    'annaBaeckerei',
    'noraBaeckerei',
    'lucaBaeckerei',
    'claireAssociation',
    'quentinFavreArchitectes',
  ],
  showOrganisationOnboarding: [
    'annaPrivate',
    'noraPrivate',
    'lucaPrivate',
    'clairePrivate',
    'benPrivate',
    'pia',
    'ritaPrivate',
  ],
  showQualifiedSignatures: [
    'annaPrivate',
    'noraPrivate',
    'lucaPrivate',
    'clairePrivate',
    'benPrivate',
    'pia',
    'ritaPrivate',
  ],
  showRegistrations: ['annaPrivate'],
  showPendingPartnershipUpdate: [],
  debugEnvironment: PERSONAS,
  showPersonalDetails: [
    'annaPrivate',
    'noraPrivate',
    'lucaPrivate',
    'clairePrivate',
    'benPrivate',
    'pia',
    'ritaPrivate',
  ],
  showPartnershipDetails: [
    'annaBaeckerei',
    'noraBaeckerei',
    'lucaBaeckerei',
    'claireAssociation',
    'claireDuboisConseil',
    'quentinFavreArchitectes',
  ],
  showDocuments: [
    'annaPrivate',
    'annaBaeckerei',
    'noraPrivate',
    'lucaPrivate',
    'clairePrivate',
    'benPrivate',
    'pia',
    'ritaPrivate',
  ],
  showSubscription: ['annaBaeckerei', 'noraBaeckerei', 'lucaBaeckerei', 'claireAssociation'],
  offerEbillActivation: [],
  showEbillSettings: ['annaPrivate'],
  canAddAccount: [
    'annaBaeckerei',
    'noraBaeckerei',
    'lucaBaeckerei',
    'claireAssociation',
    'claireDuboisConseil',
    'quentinFavreArchitectes',
  ],
  identificationOnlyQES: ['quentinFavreArchitectes'],
};

describe.each(RULES)('visibility rule %s', (rule) => {
  it.each(PERSONAS)(`for %s`, (persona) => {
    expect(visibilityRules[rule](personas[persona])).toBe(expected[rule].includes(persona));
  });
});

describe('rules on changed sessions', () => {
  it.each<[string, VisibilityRuleName, SessionSnapshot, boolean]>([
    [
      'Ben once Keller Robotics is screened sees no-active-roles',
      'showNoActiveRoles',
      withPartnership(personas.benKellerRobotics, { status: 'screened' }),
      true,
    ],
    [
      'Ben while registered does not',
      'showNoActiveRoles',
      withPartnership(personas.benKellerRobotics, { status: 'registered' }),
      false,
    ],
    [
      'Anna never sees no-active-roles',
      'showNoActiveRoles',
      withPartnership(personas.annaBaeckerei, { status: 'screened' }),
      false,
    ],
    [
      'the bootstrapper sees no compliance declaration',
      'showComplianceDeclaration',
      withPartnership(personas.benKellerRobotics, { status: 'bankable' }),
      false,
    ],
    [
      'a registered partnership has no compliance declaration',
      'showComplianceDeclaration',
      withPartnership(personas.annaBaeckerei, { status: 'registered' }),
      false,
    ],
    [
      'a pending internal-registry update shows',
      'showPendingPartnershipUpdate',
      withPartnership(personas.claireAssociation, { hasPendingRegistryUpdate: true }),
      true,
    ],
    [
      'a pending update of an external registry does not',
      'showPendingPartnershipUpdate',
      withPartnership(personas.annaBaeckerei, { hasPendingRegistryUpdate: true }),
      false,
    ],
    [
      'an ebill activation suggestion shows ActivateEbill',
      'showActivateEbill',
      {
        ...personas.noraPrivate,
        ebill: { active: false, activationSuggested: true, activationPending: false },
      },
      true,
    ],
    [
      'a pending activation shows ActivateEbill',
      'showActivateEbill',
      {
        ...personas.noraPrivate,
        ebill: { active: false, activationSuggested: false, activationPending: true },
      },
      true,
    ],
    [
      'an activation in progress is pending',
      'ebillActivationPending',
      {
        ...personas.noraPrivate,
        ebill: { active: false, activationSuggested: false, activationPending: true },
      },
      true,
    ],
    [
      'a suggested activation is not yet pending',
      'ebillActivationPending',
      {
        ...personas.noraPrivate,
        ebill: { active: false, activationSuggested: true, activationPending: false },
      },
      false,
    ],
    [
      'billers hide while an activation is pending',
      'showEbillBillers',
      {
        ...personas.annaPrivate,
        ebill: { active: true, activationSuggested: false, activationPending: true },
      },
      false,
    ],
    [
      'debug pages are gone in production',
      'debugEnvironment',
      { ...personas.annaPrivate, env: 'prod' },
      false,
    ],
    ['debug pages exist locally', 'debugEnvironment', { ...personas.annaPrivate, env: 'local' }, true],
    [
      'an inactive selected account stops new payments',
      'canCreatePaymentInBankableContext',
      {
        ...personas.annaPrivate,
        cashAccounts: personas.annaPrivate.cashAccounts.map((a, i) =>
          i === 0 ? { ...a, status: 'blocked' } : a,
        ),
      },
      false,
    ],
    [
      'Luca selecting Lohnkonto (view only) cannot pay',
      'canCreatePaymentInBankableContext',
      { ...personas.lucaBaeckerei, selectedCashAccountUid: personas.lucaBaeckerei.cashAccounts[1]!.uid },
      false,
    ],
  ])('%s', (_label, rule, session, result) => {
    expect(visibilityRules[rule](session)).toBe(result);
  });

  it('a partnership where the user is not delegate is not bankable', () => {
    expect(isBankableContext(withPartnership(personas.annaBaeckerei, { myRoles: ['partner'] }))).toBe(false);
  });
});
