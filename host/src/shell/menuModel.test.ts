import { personas, type PersonaName } from 'shared-kernel/testing';
import type { RemoteMenuItem, RemoteRoute } from '../federation';
import { assembleSideMenu } from './menuModel';

/** Descriptor entries as the remotes publish them (a subset covering each kind of rule). */
const routes: RemoteRoute[] = [
  {
    remote: 'accounts',
    id: 'accounts.dashboard',
    path: '/',
    titleKey: 't.dashboard',
    auth: 'strong',
    module: './Dashboard',
  },
  {
    remote: 'accounts',
    id: 'accounts.transactions',
    path: '/transactions/:id?',
    titleKey: 't.tx',
    auth: 'strong',
    module: './Transactions',
  },
  {
    remote: 'payments',
    id: 'payments.new',
    path: '/payments/new/:id?',
    titleKey: 't.new',
    auth: 'strong',
    module: './NewPayment',
  },
  {
    remote: 'payments',
    id: 'payments.overview',
    path: '/payment/overview/:id?',
    titleKey: 't.po',
    auth: 'strong',
    module: './PaymentOverview',
  },
  {
    remote: 'cards',
    id: 'cards.admin',
    path: '/cards-admin/:id?/:cardId?',
    titleKey: 't.ca',
    auth: 'strong',
    contexts: ['partnership'],
    module: './CardsAdmin',
  },
  {
    remote: 'team',
    id: 'team.space',
    path: '/team-space/:view?/:id?',
    titleKey: 't.team',
    auth: 'strong',
    contexts: ['partnership'],
    module: './TeamSpace',
  },
  {
    remote: 'onboarding',
    id: 'onboarding.offering',
    path: '/partnership-offering/:id?',
    titleKey: 't.off',
    auth: 'strong',
    module: './PartnershipOffering',
  },
];

const item = (
  remote: string,
  id: string,
  to: string,
  visibility: RemoteMenuItem['visibility'],
  order: number,
  extra: Partial<RemoteMenuItem> = {},
): RemoteMenuItem => ({
  remote,
  id,
  labelKey: `webapp.nav.${id}`,
  icon: 'dashboard',
  order,
  section: 'main',
  to,
  visibility,
  ...extra,
});

// Deliberately out of order: the menu sorts by section, then order.
const menu: RemoteMenuItem[] = [
  item('onboarding', 'onboarding', '/partnership-offering', 'showOrganisationOnboarding', 10, {
    section: 'organisation',
    badge: 'openProspectOnboardings',
  }),
  item('payments', 'paymentOverview', '/payment/overview', 'showPaymentOverview', 40, {
    badge: 'openPayments',
  }),
  item('accounts', 'dashboard', '/', 'always', 10),
  item('payments', 'scanPayment', '/payments/new', 'canCreatePaymentInBankableContext', 31, {
    action: 'payments.scan',
  }),
  item('payments', 'newPayment', '/payments/new', 'canCreatePaymentInBankableContext', 30),
  item('accounts', 'transactions', '/transactions', 'showTransactions', 20),
  item('cards', 'cardsAdmin', '/cards-admin', 'bankableContext', 50),
  item('team', 'teamSpace', '/team-space', 'showTeamSpace', 60),
];

const ids = (persona: PersonaName) =>
  assembleSideMenu(menu, routes, personas[persona]).map(
    ({ section, items }) => `${section}: ${items.map((i) => i.id).join(' ')}`,
  );

describe('side menu from descriptors and the kernel rules', () => {
  it.each<[PersonaName, string[]]>([
    [
      'annaPrivate',
      ['main: dashboard transactions newPayment scanPayment paymentOverview', 'organisation: onboarding'],
    ],
    [
      'annaBaeckerei',
      ['main: dashboard transactions newPayment scanPayment paymentOverview cardsAdmin teamSpace'],
    ],
    // Registered only: no payments, no cards admin; no team space for the registered context type.
    ['ritaBaeckerei', ['main: dashboard']],
    // The bootstrapper sees the dashboard plus items whose real condition holds.
    ['benKellerRobotics', ['main: dashboard']],
    ['pia', ['main: dashboard transactions', 'organisation: onboarding']],
    // Identification-only QES users see no menu at all.
    ['quentinFavreArchitectes', []],
  ])('%s', (persona, expected) => {
    expect(ids(persona)).toEqual(expected);
  });

  it('keeps the remote of each item and its badge count', () => {
    const snapshot = { ...personas.annaPrivate, openPaymentsCount: 3 };
    const overview = assembleSideMenu(menu, routes, snapshot)
      .flatMap((section) => section.items)
      .find((entry) => entry.id === 'paymentOverview');
    expect(overview).toMatchObject({
      remote: 'payments',
      badgeCount: 3,
      label: 'webapp.nav.paymentOverview',
    });
  });
});
