import fs from 'node:fs';
import path from 'node:path';
import type { MenuItemDescriptor, RemoteDescriptor, RouteDescriptor } from '../../contract/descriptor';
import { personas, type PersonaName } from '../fixtures/personas';
import { visibleMenu } from './menu';

// The side menu built from the six real remote descriptors, per persona (spec "Side menu visibility").
const REMOTES = ['accounts', 'payments', 'cards', 'ebill', 'team', 'onboarding'];
const descriptors = REMOTES.map(
  (name) =>
    JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../..', `remote-${name}`, 'descriptor.json'), 'utf8'),
    ) as Pick<RemoteDescriptor, 'routes' | 'menu'>,
);
const routes: RouteDescriptor[] = descriptors.flatMap((descriptor) => descriptor.routes);
const menu: MenuItemDescriptor[] = descriptors.flatMap((descriptor) => descriptor.menu);

const ids = (persona: PersonaName) => visibleMenu(menu, routes, personas[persona]).map((item) => item.id);

describe('the real side menu', () => {
  it.each<[PersonaName, string[]]>([
    [
      'annaPrivate',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'payments.paymentOverview',
        'ebill.ebillBillers',
        'onboarding.organisationOnboarding',
        'onboarding.qualifiedSignatures',
        'onboarding.registrations',
      ],
    ],
    [
      'annaBaeckerei',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'cards.cardsAdmin',
        'payments.paymentOverview',
        'team.complianceDeclaration',
        'team.teamSpace',
      ],
    ],
    [
      'noraPrivate',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'payments.paymentOverview',
        'onboarding.organisationOnboarding',
        'onboarding.qualifiedSignatures',
      ],
    ],
    [
      'noraBaeckerei',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'cards.cardsAdmin',
        'payments.paymentOverview',
        'team.complianceDeclaration',
        'team.teamSpace',
      ],
    ],
    [
      'lucaPrivate',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'payments.paymentOverview',
        'onboarding.organisationOnboarding',
        'onboarding.qualifiedSignatures',
      ],
    ],
    [
      'lucaBaeckerei',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'cards.cardsAdmin',
        'payments.paymentOverview',
        'team.complianceDeclaration',
        'team.teamSpace',
      ],
    ],
    [
      'clairePrivate',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'payments.paymentOverview',
        'onboarding.organisationOnboarding',
        'onboarding.qualifiedSignatures',
      ],
    ],
    [
      'claireAssociation',
      [
        'accounts.dashboard',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'cards.cardsAdmin',
        'payments.paymentOverview',
        'team.complianceDeclaration',
        'team.teamSpace',
      ],
    ],
    ['claireDuboisConseil', ['accounts.dashboard', 'team.complianceDeclaration']],
    [
      'benPrivate',
      [
        'accounts.dashboard',
        'payments.newPayment',
        'payments.scanPayment',
        'accounts.transactions',
        'accounts.accountInformation',
        'cards.cards',
        'payments.paymentOverview',
        'onboarding.organisationOnboarding',
        'onboarding.qualifiedSignatures',
      ],
    ],
    ['benKellerRobotics', ['accounts.dashboard']],
    [
      'pia',
      [
        'accounts.dashboard',
        'accounts.transactions',
        'cards.cards',
        'onboarding.organisationOnboarding',
        'onboarding.qualifiedSignatures',
      ],
    ],
    ['quentinFavreArchitectes', []],
    [
      'ritaPrivate',
      ['accounts.dashboard', 'onboarding.organisationOnboarding', 'onboarding.qualifiedSignatures'],
    ],
    ['ritaBaeckerei', ['accounts.dashboard']],
    ['paulProspect', ['accounts.dashboard']],
  ])('for %s', (persona, expected) => {
    expect(ids(persona)).toEqual(expected);
  });
});

describe('the real activate-eBill item', () => {
  const label = (pending: boolean) =>
    visibleMenu(menu, routes, {
      ...personas.noraPrivate,
      ebill: { active: false, activationSuggested: !pending, activationPending: pending },
    }).find((item) => item.id === 'ebill.activateEbill')?.label;

  it('reads "activate" while suggested and "pending" while the activation is in progress', () => {
    expect(label(false)).toBe('webapp.nav.activateEbill');
    expect(label(true)).toBe('webapp.nav.activateEbillPending');
  });
});
