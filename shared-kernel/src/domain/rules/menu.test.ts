// visibleMenu: the side menu a session sees from the remotes' menu items and routes (sections, route contexts,
// badges, alternate labels), on a menu made for the test; realMenu.test.ts runs the real descriptors.
import type { MenuItemDescriptor, RouteDescriptor, VisibilityRuleName } from '../../contract/descriptor';
import { withPartnership } from '../fixtures/snapshot';
import { personas, type PersonaName } from '../fixtures/personas';
import type { SessionSnapshot } from '../session';
import { isMenuHidden, visibleMenu } from './menu';

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
