import fs from 'node:fs';
import path from 'node:path';
import type { MenuItemDescriptor, RemoteDescriptor, RouteDescriptor } from '../../contract/descriptor';
import { personas, type PersonaName } from '../fixtures/personas';
import { landingPath, mayEnterRoute, resolveGuard, type Navigation } from './guard';
import { routeForLink, visibleMenu } from './menu';
import { SETTINGS_ENTRIES, settingsEntries } from './settings';
import { ADD_ACCOUNT_LINK, otherAccountsArea } from './sideArea';

// The route guard over the six real remote descriptors, per persona: derived from the same rules as the
// side menu, the settings dropdown and the side area, so a link a persona is not offered is a URL they
// cannot open (issue 8, item 3).
const REMOTES = ['accounts', 'payments', 'cards', 'ebill', 'team', 'onboarding'];
const descriptors = REMOTES.map(
  (name) =>
    JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../..', `remote-${name}`, 'descriptor.json'), 'utf8'),
    ) as Pick<RemoteDescriptor, 'routes' | 'menu'>,
);
const routes: RouteDescriptor[] = descriptors.flatMap((descriptor) => descriptor.routes);
const menu: MenuItemDescriptor[] = descriptors.flatMap((descriptor) => descriptor.menu);
const navigation: Navigation = { routes, menu };
const PERSONAS = (Object.keys(personas) as PersonaName[]).filter((name) => name !== 'paulProspect');

/** Where the router sends a typed URL: the route it matches (most specific), then the guard. */
function open(persona: PersonaName, url: string): string {
  const route = routeForLink(routes, url) ?? null;
  const decision = resolveGuard(route, personas[persona], { prospectVerified: false, navigation });
  return decision.allow ? url : decision.redirect;
}

describe('typed URLs land where the rules allow', () => {
  it.each<[PersonaName, string, string]>([
    // Spec §2: /payments and its subtree need a payment that can be created on the selected account.
    ['ritaPrivate', '/payments', '/'],
    ['ritaPrivate', '/payments/new', '/'],
    ['ritaBaeckerei', '/payments/new', '/'],
    ['ritaBaeckerei', '/payments/new/00000000-0000-4000-8000-000000000999', '/'],
    ['ritaBaeckerei', '/payments/newInternal', '/'],
    ['claireDuboisConseil', '/payments', '/'],
    ['claireDuboisConseil', '/payments/new', '/'],
    ['claireDuboisConseil', '/payments/newInternal', '/'],
    ['claireAssociation', '/payments/newInternal', '/'],
    ['lucaBaeckerei', '/payments/new', '/payments/new'],
    ['lucaBaeckerei', '/payments/newInternal', '/payments/newInternal'],
    [
      'annaPrivate',
      '/payments/new/00000000-0000-4000-8000-000000000999',
      '/payments/new/00000000-0000-4000-8000-000000000999',
    ],
    // Spec §6: the bootstrapper requestor sees no partnership details, subscription or team space.
    ['benKellerRobotics', '/partnership-details', '/'],
    ['benKellerRobotics', '/sme-subscription', '/'],
    ['benKellerRobotics', '/sme-subscription-change', '/'],
    ['benKellerRobotics', '/team-space', '/'],
    ['benKellerRobotics', '/team-space/members', '/'],
    ['benKellerRobotics', '/cash-account-create', '/'],
    ['benKellerRobotics', '/account-opening-conditions', '/'],
    ['benKellerRobotics', '/transactions', '/'],
    ['benKellerRobotics', '/settings', '/settings'],
    ['annaBaeckerei', '/partnership-details', '/partnership-details'],
    ['annaBaeckerei', '/sme-subscription-change', '/sme-subscription-change'],
    ['annaBaeckerei', '/team-space/members', '/team-space/members'],
    ['annaBaeckerei', '/cash-account-create', '/cash-account-create'],
    // A screened partnership has no team space; only a bankable one a subscription.
    ['claireDuboisConseil', '/team-space', '/'],
    ['claireDuboisConseil', '/sme-subscription', '/'],
    ['claireDuboisConseil', '/partnership-details', '/partnership-details'],
    // The update form is its own route, not partnership details with an id; it opens from the details' update
    // action (issue 32: the menu's pending item links the details, which show the pending update), with the
    // details' rule; the screen and the gateway refuse the update to everyone but the kernel's canUpdatePartnership.
    [
      'annaBaeckerei',
      '/partnership-details/update-partnership-form',
      '/partnership-details/update-partnership-form',
    ],
    [
      'claireAssociation',
      '/partnership-details/update-partnership-form',
      '/partnership-details/update-partnership-form',
    ],
    ['ritaBaeckerei', '/partnership-details/update-partnership-form', '/'],
    // Registered only: the contract, no capture, no documents without exports, no partnership details.
    ['ritaBaeckerei', '/documents', '/'],
    ['ritaBaeckerei', '/partnership-details', '/'],
    ['ritaPrivate', '/account-information', '/'],
    ['pia', '/cards', '/cards'],
    ['pia', '/cards-admin', '/'],
    ['annaPrivate', '/ebill/billers', '/ebill/billers'],
    ['noraPrivate', '/ebill/billers', '/'],
    ['annaPrivate', '/ebill/settings', '/ebill/settings'],
    ['noraPrivate', '/ebill/settings', '/'],
    // Spec §2/§6: Quentin has no menu and no own context; his pending confirmation is his landing page.
    ['quentinFavreArchitectes', '/', '/account-confirmations'],
    ['quentinFavreArchitectes', '/account-confirmations', '/account-confirmations'],
    ['quentinFavreArchitectes', '/personal-details', '/account-confirmations'],
    ['quentinFavreArchitectes', '/no-such-page', '/account-confirmations'],
    ['annaBaeckerei', '/account-confirmations', '/'],
    ['annaPrivate', '/account-confirmations', '/account-confirmations'],
  ])('%s opening %s lands on %s', (persona, url, expected) => {
    expect(open(persona, url)).toBe(expected);
  });
});

describe.each(PERSONAS)('for %s the guard and the shell cannot disagree', (persona) => {
  const session = personas[persona];
  const routeOf = (to: string) => routeForLink(routes, to)!;

  it('every menu item shown leads to a route that opens', () => {
    for (const item of visibleMenu(menu, routes, session)) {
      expect([item.id, mayEnterRoute(routeOf(item.to), session, navigation)]).toEqual([item.id, true]);
    }
  });

  it('a route linked only by menu items none of which is shown does not open', () => {
    const shown = new Set(visibleMenu(menu, routes, session).map((item) => routeOf(item.to).path));
    const settingsPaths = new Set(
      SETTINGS_ENTRIES.flatMap((entry) => (entry.to ? [routeOf(entry.to).path] : [])),
    );
    for (const item of menu) {
      const route = routeOf(item.to);
      if (shown.has(route.path) || settingsPaths.has(route.path) || route.landingFor) continue;
      // The QES user's hidden menu hides the presentation; their rights are the rules' (spec §2).
      if (persona === 'quentinFavreArchitectes') continue;
      expect([item.id, mayEnterRoute(route, session, navigation)]).toEqual([item.id, false]);
    }
  });

  it('every settings entry follows its rule, and so does its route', () => {
    const shown = new Set(settingsEntries(session).map((entry) => entry.id));
    for (const entry of SETTINGS_ENTRIES) {
      if (!entry.to) continue;
      const route = routeOf(entry.to);
      const viaMenu = visibleMenu(menu, routes, session).some((item) => routeOf(item.to).path === route.path);
      if (viaMenu) continue;
      expect([entry.id, mayEnterRoute(route, session, navigation)]).toEqual([entry.id, shown.has(entry.id)]);
    }
  });

  it('the add-account link and /cash-account-create agree', () => {
    expect(mayEnterRoute(routeOf(ADD_ACCOUNT_LINK.to), session, navigation)).toBe(
      otherAccountsArea(session).canAddAccount,
    );
  });
});

it('lands everyone but the identification-only QES user on the dashboard', () => {
  for (const persona of PERSONAS) {
    expect([persona, landingPath(personas[persona], routes)]).toEqual([
      persona,
      persona === 'quentinFavreArchitectes' ? '/account-confirmations' : '/',
    ]);
  }
});
