import type { MenuItemDescriptor, RouteDescriptor, VisibilityRuleName } from '../../contract/descriptor';
import { personas, type PersonaName } from '../fixtures/personas';
import type { SessionSnapshot } from '../session';
import { isBankableContext } from './context';
import { isMenuHidden, visibilityRules, visibleMenu } from './menu';

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

const withPartnership = (
  base: SessionSnapshot,
  change: Partial<NonNullable<SessionSnapshot['currentContext']>['partnership']>,
): SessionSnapshot => {
  const context = base.currentContext!;
  return { ...base, currentContext: { ...context, partnership: { ...context.partnership!, ...change } } };
};

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

const route = (
  id: string,
  path: string,
  contexts?: RouteDescriptor['contexts'],
  extra: Partial<RouteDescriptor> = {},
): RouteDescriptor => ({
  id,
  path,
  titleKey: `webapp.title.${id}`,
  auth: 'strong',
  module: `./${id}`,
  ...(contexts ? { contexts } : {}),
  ...extra,
});
const item = (
  id: string,
  to: string,
  visibility: VisibilityRuleName,
  order: number,
  extra: Partial<MenuItemDescriptor> = {},
): MenuItemDescriptor => ({
  id,
  labelKey: `webapp.nav.${id}`,
  icon: id,
  order,
  section: 'main',
  to,
  visibility,
  ...extra,
});

const ROUTES: RouteDescriptor[] = [
  route('dashboard', '/'),
  route('transactions', '/transactions/:id?'),
  route('newPayment', '/payments/new/:id?'),
  route('paymentOverview', '/payment/overview/:id?'),
  route('cards', '/cards/:id?'),
  route('cardsAdmin', '/cards-admin/:id?/:cardId?', ['partnership']),
  route('accountInfo', '/account-information', ['private', 'partnership']),
  route('ebillActivate', '/ebill/activate', ['private', 'partnership']),
  route('ebillBillers', '/ebill/billers/:id?', ['private', 'partnership']),
  route('noActiveRoles', '/no-active-roles', ['partnership']),
  route('compliance', '/compliance-declaration/:id?', ['partnership']),
  route('teamSpace', '/team-space/:view?/:id?', ['partnership']),
  route('onboarding', '/partnership-onboarding'),
  route('confirmations', '/account-confirmations/:id?', ['private']),
  route('registrations', '/r3g15t3r/:id?/:step?', ['private']),
  route('updatePartnership', '/partnership-details/update-partnership-form/:id?/:step?', ['partnership']),
  route('debugInput', '/debug/input', undefined, { debugOnly: true }),
];

const MENU: MenuItemDescriptor[] = [
  item('dashboard', '/', 'always', 1),
  item('transactions', '/transactions', 'showTransactions', 2),
  item('newPayment', '/payments/new', 'canCreatePaymentInBankableContext', 3),
  item('scanPayment', '/payments/new', 'canCreatePaymentInBankableContext', 4, { action: 'payments.scan' }),
  item('paymentOverview', '/payment/overview', 'showPaymentOverview', 5, { badge: 'openPayments' }),
  item('accountInfo', '/account-information', 'hasCashAccounts', 6),
  item('cards', '/cards', 'showCards', 7),
  item('cardsAdmin', '/cards-admin', 'bankableContext', 8),
  item('ebillActivate', '/ebill/activate', 'showActivateEbill', 9, {
    alternateLabel: { rule: 'ebillActivationPending', labelKey: 'webapp.nav.activateEbillPending' },
  }),
  item('ebillBillers', '/ebill/billers', 'showEbillBillers', 10),
  item('noActiveRoles', '/no-active-roles', 'showNoActiveRoles', 11),
  item('compliance', '/compliance-declaration', 'showComplianceDeclaration', 12),
  item('teamSpace', '/team-space', 'showTeamSpace', 13),
  item('legalInfo', '/transactions', 'always', 14),
  item('onboarding', '/partnership-onboarding', 'showOrganisationOnboarding', 1, {
    section: 'organisation',
    badge: 'openProspectOnboardings',
  }),
  item('confirmations', '/account-confirmations', 'showQualifiedSignatures', 2, { section: 'organisation' }),
  item('registrations', '/r3g15t3r', 'showRegistrations', 3, { section: 'organisation' }),
  item(
    'updatePartnership',
    '/partnership-details/update-partnership-form',
    'showPendingPartnershipUpdate',
    1,
    { section: 'pending' },
  ),
  item('debugInput', '/debug/input', 'debugEnvironment', 1, { section: 'debug' }),
];

const ids = (session: SessionSnapshot) => visibleMenu(MENU, ROUTES, session).map((entry) => entry.id);

describe('visibleMenu', () => {
  it.each<[PersonaName, string[]]>([
    [
      'annaPrivate',
      [
        'dashboard',
        'transactions',
        'newPayment',
        'scanPayment',
        'paymentOverview',
        'accountInfo',
        'cards',
        'ebillBillers',
        'legalInfo',
        'onboarding',
        'confirmations',
        'registrations',
        'debugInput',
      ],
    ],
    [
      'lucaBaeckerei',
      [
        'dashboard',
        'transactions',
        'newPayment',
        'scanPayment',
        'paymentOverview',
        'accountInfo',
        'cards',
        'cardsAdmin',
        'compliance',
        'teamSpace',
        'legalInfo',
        'debugInput',
      ],
    ],
    [
      'claireAssociation',
      [
        'dashboard',
        'transactions',
        'paymentOverview',
        'accountInfo',
        'cards',
        'cardsAdmin',
        'compliance',
        'teamSpace',
        'legalInfo',
        'debugInput',
      ],
    ],
    ['claireDuboisConseil', ['dashboard', 'compliance', 'legalInfo', 'debugInput']],
    // Bootstrapper reduced menu: the dashboard plus items whose real condition holds; none of the unconditional ones.
    ['benKellerRobotics', ['dashboard', 'debugInput']],
    ['pia', ['dashboard', 'transactions', 'cards', 'legalInfo', 'onboarding', 'confirmations', 'debugInput']],
    ['quentinFavreArchitectes', []],
    // Registered context: no partnership-only routes (route contexts), no payments.
    ['ritaBaeckerei', ['dashboard', 'legalInfo', 'debugInput']],
  ])('for %s', (persona, expectedIds) => {
    expect(ids(personas[persona])).toEqual(expectedIds);
  });

  it('hides the whole menu for identification-only QES users', () => {
    expect(isMenuHidden(personas.quentinFavreArchitectes)).toBe(true);
    expect(isMenuHidden(personas.annaPrivate)).toBe(false);
  });

  it('shows a bootstrapper items whose condition holds', () => {
    const screened = withPartnership(personas.benKellerRobotics, { status: 'screened' });
    expect(ids(screened)).toEqual(['dashboard', 'noActiveRoles', 'debugInput']);
  });

  it('leaves out debug routes in production', () => {
    expect(ids({ ...personas.annaPrivate, env: 'prod' })).not.toContain('debugInput');
  });

  it('counts badges and picks the alternate label when its rule holds', () => {
    const menu = visibleMenu(MENU, ROUTES, { ...personas.annaPrivate, openProspectOnboardings: 4 });
    expect(menu.find((entry) => entry.id === 'paymentOverview')?.badgeCount).toBe(3);
    expect(menu.find((entry) => entry.id === 'onboarding')?.badgeCount).toBe(4);
    expect(menu.find((entry) => entry.id === 'dashboard')).not.toHaveProperty('badgeCount');
    const suggested = visibleMenu(MENU, ROUTES, {
      ...personas.annaPrivate,
      ebill: { active: false, activationSuggested: true, activationPending: false },
    });
    expect(suggested.find((entry) => entry.id === 'ebillActivate')?.label).toBe('webapp.nav.ebillActivate');
    const pending = visibleMenu(MENU, ROUTES, {
      ...personas.annaPrivate,
      ebill: { active: false, activationSuggested: false, activationPending: true },
    });
    expect(pending.find((entry) => entry.id === 'ebillActivate')?.label).toBe(
      'webapp.nav.activateEbillPending',
    );
    const both = visibleMenu(MENU, ROUTES, personas.annaPrivate);
    expect(both.find((entry) => entry.id === 'ebillBillers')?.label).toBe('webapp.nav.ebillBillers');
  });

  it('drops items whose link matches no known route (a remote down keeps its descriptor, an unknown link does not)', () => {
    expect(visibleMenu([item('ghost', '/nowhere', 'always', 1)], ROUTES, personas.annaPrivate)).toEqual([]);
  });
});
