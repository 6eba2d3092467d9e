/** Spec §2 "Side menu visibility": every VisibilityRuleName as a named function of the session. */
import type { MenuItemDescriptor, RouteDescriptor, VisibilityRuleName } from '../../contract/descriptor';
import type { SessionSnapshot } from '../session';
import {
  currentContextType,
  currentPartnership,
  isActiveAccount,
  isBankableContext,
  isBootstrapper,
  isBusinessContext,
  isEntitledToAccount,
  isPotatoOnly,
  isPrivateContext,
  partnershipStatusIn,
} from './context';
import { canRegisterPartnership } from './company-onboarding';
import { canCreatePaymentInBankableContext } from './payments';
import { settingsRules } from './settings';
import { canAddAccount } from './sideArea';

type Rule = (session: SessionSnapshot) => boolean;

/** ActivateEbill's title changes to pending while an activation is in progress (its alternateLabel rule). */
export const isEbillActivationPending: Rule = (session) => session.ebill.activationPending;

/** Not yet New or Registered: the partnership has passed onboarding's first steps. */
const beyondRegistration: Rule = (session) =>
  isBusinessContext(session) && !partnershipStatusIn(session, ['new', 'registered']);

export const visibilityRules: Record<VisibilityRuleName, Rule> = {
  always: () => true,
  canCreatePaymentInBankableContext,
  // "Transactions: for potato-only users or when that capability is present": the context has accounts to list.
  showTransactions: (session) =>
    isPotatoOnly(session) || session.cashAccounts.some((account) => isEntitledToAccount(session, account)),
  hasCashAccounts: (session) => session.cashAccounts.length > 0,
  showCards: (session) => isPotatoOnly(session) || isBankableContext(session),
  bankableContext: isBankableContext,
  showPaymentOverview: (session) =>
    isBankableContext(session) &&
    session.cashAccounts.some((account) => isActiveAccount(account) && isEntitledToAccount(session, account)),
  // Shown while suggested or in progress (its pending title comes from the item's alternateLabel rule).
  showActivateEbill: (session) =>
    !isPotatoOnly(session) && (session.ebill.activationSuggested || session.ebill.activationPending),
  ebillActivationPending: isEbillActivationPending,
  showEbillBillers: (session) =>
    session.ebill.active && !session.ebill.activationSuggested && !session.ebill.activationPending,
  showNoActiveRoles: (session) => isBootstrapper(session) && beyondRegistration(session),
  showComplianceDeclaration: (session) => !isBootstrapper(session) && beyondRegistration(session),
  showTeamSpace: (session) =>
    currentContextType(session) === 'partnership' &&
    !isBootstrapper(session) &&
    !partnershipStatusIn(session, ['screened']),
  showOrganisationOnboarding: isPrivateContext,
  showQualifiedSignatures: isPrivateContext,
  showRegistrations: canRegisterPartnership,
  showPendingPartnershipUpdate: (session) => {
    const partnership = currentPartnership(session);
    return partnership?.isInternalRegistry === true && partnership.hasPendingRegistryUpdate === true;
  },
  debugEnvironment: (session) => session.env === 'local' || session.env === 'sandbox',
  ...settingsRules,
  canAddAccount,
  identificationOnlyQES: (session) => session.user?.isIdentOnlyQES === true,
};

export const isVisible = (rule: VisibilityRuleName, session: SessionSnapshot): boolean =>
  visibilityRules[rule](session);

/** Spec: the menu is hidden entirely for identification-only QES users. */
export const isMenuHidden = (session: SessionSnapshot): boolean =>
  visibilityRules.identificationOnlyQES(session);

/** Whether a route may be entered in the current context (spec route table "Context" column). */
export function routeAllowsContext(
  route: Pick<RouteDescriptor, 'contexts'>,
  session: SessionSnapshot,
): boolean {
  if (!route.contexts) return true;
  const type = currentContextType(session);
  return type !== null && route.contexts.includes(type);
}

export interface VisibleMenuItem extends MenuItemDescriptor {
  /** labelKey, or the alternate label when its rule holds (ActivateEbill → pending). */
  label: string;
  /** Count for the item's badge source, when it has one. */
  badgeCount?: number;
}

const SECTION_ORDER: Record<MenuItemDescriptor['section'], number> = {
  main: 0,
  organisation: 1,
  pending: 2,
  debug: 3,
};

/** Whether a concrete link such as "/team-space/members" is served by a pattern such as "/team-space/:view?/:id?". */
export function routeMatchesPath(pattern: string, to: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const toParts = to.split('?')[0]!.split('/').filter(Boolean);
  if (toParts.length > patternParts.length) return false;
  return patternParts.every((part, index) =>
    part.startsWith(':') ? toParts[index] !== undefined || part.endsWith('?') : toParts[index] === part,
  );
}

const literalSegments = (pattern: string): number =>
  pattern.split('/').filter((part) => part !== '' && !part.startsWith(':')).length;

/** routeForLink's answers per routes list: the shell asks for every menu item on every render. */
const linkRoutes = new WeakMap<readonly Pick<RouteDescriptor, 'path'>[], Map<string, unknown>>();

/**
 * Finds the route that serves a link (pattern segments ":x?" may be omitted); like the router, the most
 * specific pattern wins: "/partnership-details/update-partnership-form" is the form, not details with an id.
 * Routes lists are never changed once built (the registry's), so each answer is remembered per list.
 */
export function routeForLink<R extends Pick<RouteDescriptor, 'path'>>(
  routes: R[],
  to: string,
): R | undefined {
  let known = linkRoutes.get(routes);
  if (!known) linkRoutes.set(routes, (known = new Map()));
  if (known.has(to)) return known.get(to) as R | undefined;
  let best: R | undefined;
  for (const route of routes) {
    if (!routeMatchesPath(route.path, to)) continue;
    if (!best || literalSegments(route.path) > literalSegments(best.path)) best = route;
  }
  known.set(to, best);
  return best;
}

const badgeCount = (item: MenuItemDescriptor, session: SessionSnapshot): number | undefined => {
  if (item.badge === 'openPayments') return session.openPaymentsCount;
  if (item.badge === 'openProspectOnboardings') return session.openProspectOnboardings;
  return undefined;
};

/**
 * Whether a menu item applies to this session: its rule holds and the route it links to allows the
 * current context (and is a debug route only in local/sandbox). A bootstrapper sees only the dashboard
 * plus items with a real condition that holds, not the unconditional ones. The route guard asks the same
 * question, so an item a persona may not see is a route they may not open.
 */
export function menuItemApplies(
  item: Pick<MenuItemDescriptor, 'to' | 'visibility'>,
  route: Pick<RouteDescriptor, 'contexts' | 'debugOnly'>,
  session: SessionSnapshot,
): boolean {
  if (!routeAllowsContext(route, session)) return false;
  if (route.debugOnly && !visibilityRules.debugEnvironment(session)) return false;
  if (isBootstrapper(session) && item.visibility === 'always' && item.to !== '/') return false;
  return isVisible(item.visibility, session);
}

/** The side menu for this session (menuItemApplies), sorted by section, then order. */
export function visibleMenu(
  menuItems: MenuItemDescriptor[],
  routes: RouteDescriptor[],
  session: SessionSnapshot,
): VisibleMenuItem[] {
  if (isMenuHidden(session)) return [];
  return menuItems
    .filter((item) => {
      const route = routeForLink(routes, item.to);
      return route !== undefined && menuItemApplies(item, route, session);
    })
    .sort((a, b) => SECTION_ORDER[a.section] - SECTION_ORDER[b.section] || a.order - b.order)
    .map((item) => {
      const label =
        item.alternateLabel && isVisible(item.alternateLabel.rule, session)
          ? item.alternateLabel.labelKey
          : item.labelKey;
      const count = badgeCount(item, session);
      return count === undefined ? { ...item, label } : { ...item, label, badgeCount: count };
    });
}
