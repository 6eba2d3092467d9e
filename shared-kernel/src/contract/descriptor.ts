/**
 * The remote contract: what a remote offers the host, read in one file.
 * A remote publishes a descriptor.json beside its mf-manifest.json; the host validates it with ajv
 * (see ./schema.ts) and builds guards, titles and the side menu from it, so navigation still works
 * while a remote's code is down.
 */

/** Spec §2: each route needs none, pin or strong authentication. */
export type RouteAuthLevel = 'none' | 'pin' | 'strong';

/** Spec §6: the context a user acts in. */
export type ContextType = 'private' | 'partnership' | 'registered';

/** Names of visibility rules implemented in shared-kernel/domain (menu.ts). */
export type VisibilityRuleName =
  | 'always'
  | 'canCreatePaymentInBankableContext'
  | 'showTransactions'
  | 'hasCashAccounts'
  | 'showCards'
  | 'bankableContext'
  | 'showPaymentOverview'
  | 'showActivateEbill'
  | 'ebillActivationPending'
  | 'showEbillBillers'
  | 'showNoActiveRoles'
  | 'showComplianceDeclaration'
  | 'showTeamSpace'
  | 'showOrganisationOnboarding'
  | 'showQualifiedSignatures'
  | 'showRegistrations'
  | 'showPendingPartnershipUpdate'
  | 'debugEnvironment'
  // Settings dropdown entries (spec §2 "Settings dropdown entries").
  | 'showPersonalDetails'
  | 'showPartnershipDetails'
  | 'showDocuments'
  | 'showSubscription'
  | 'offerEbillActivation'
  | 'showEbillSettings'
  // The side area's add-account link (spec §2 "Side area", §6).
  | 'canAddAccount'
  // Spec §2: the menu is hidden for identification-only QES users.
  | 'identificationOnlyQES';

/** Badge sources the host knows how to count and keep live. */
export type BadgeSource = 'openPayments' | 'openProspectOnboardings';

export type MenuSection = 'main' | 'organisation' | 'pending' | 'debug';

export interface RouteDescriptor {
  /** Stable id, unique across all remotes (e.g. "accounts.dashboard"). */
  id: string;
  /** react-router path pattern, e.g. "/transactions/:id?". */
  path: string;
  /** i18n key of the page title (document.title); defaults to "Kontor". */
  titleKey: string;
  auth: RouteAuthLevel;
  /** Allowed contexts; omitted = every context. */
  contexts?: ContextType[];
  /** The federated module that renders this route (single-spa-react lifecycles), e.g. "./Dashboard". */
  module: string;
  /** Only in local and sandbox (spec §2 debug pages). */
  debugOnly?: boolean;
  /**
   * A further named rule that must hold to enter, else redirect to the dashboard (e.g. /payments). It
   * covers the route's subtree: /payments/new/:id? needs it too.
   */
  enterRule?: VisibilityRuleName;
  /**
   * This route replaces the dashboard as the landing page of sessions where the named rule holds, and opens
   * in whatever context they are in (spec §2, §6: an identification-only QES user has no menu and cannot
   * switch to a private context, so the one task must come to them).
   */
  landingFor?: VisibilityRuleName;
}

export interface MenuItemDescriptor {
  id: string;
  labelKey: string;
  /** Icon name from the UI kit's icon set. */
  icon: string;
  order: number;
  section: MenuSection;
  /** Path the item links to (must match one of this remote's route paths without optional params). */
  to: string;
  visibility: VisibilityRuleName;
  badge?: BadgeSource;
  /** Instead of navigating, publish this action on the bus (e.g. the scan payment modal). */
  action?: string;
  /** A label key used instead of labelKey when the named rule holds (ActivateEbill → pending). */
  alternateLabel?: { rule: VisibilityRuleName; labelKey: string };
}

/**
 * A screen the host mounts over whatever screen is open when a bus action is dispatched (issue 30: the scan
 * payment modal opened from the side menu). The host loads the module through federation on the action, mounts it
 * in its one overlay slot inside the same error boundary as routes, and unmounts it when the overlay dispatches
 * CLOSE_OVERLAY (shared-kernel/bus).
 */
export interface OverlayDescriptor {
  /** The bus action that opens it (a menu item's `action`). */
  action: string;
  /** The exposed module rendering it (single-spa lifecycles, like a route's), e.g. "./ScanPayment". */
  module: string;
  /** i18n key naming it in the host's failure notice ("… is not available right now"). */
  titleKey: string;
  /** The named rule that must hold for the host to open it (the same as the menu item's visibility). */
  rule: VisibilityRuleName;
}

export interface RemoteDescriptor {
  /** Remote name as in the registry: accounts, payments, cards, ebill, team, onboarding. */
  name: string;
  /** Semver of this build. */
  version: string;
  /** Semver range of the host API this remote needs. */
  hostApi: string;
  /** Versions of the enforced singletons (react, react-dom, react-router(-dom), shared-kernel) it was built with. */
  builtWith: Record<string, string>;
  /**
   * Semver ranges of shared packages this remote needs, written in its descriptor.json source, e.g.
   * `{ "shared-kernel": "^1.1.0" }`: the host refuses the remote when its own copy is outside the range.
   */
  needs?: Record<string, string>;
  routes: RouteDescriptor[];
  menu: MenuItemDescriptor[];
  /** Screens opened over the current one by a bus action (optional). */
  overlays?: OverlayDescriptor[];
  /**
   * The catalogue prefixes only this remote's screens use (GET /api/collections names, e.g. `app.onboarding`):
   * the host loads them, in the language shown, before it mounts one of its screens or overlays (host API 1.4).
   * The build writes them from the remote's catalogue (shared-kernel/build/texts.cjs). Omitted (a remote built
   * before): the host loads every catalogue for it.
   */
  texts?: string[];
}

/** One entry of an environment's remote registry (registry.json). */
export interface RegistryEntry {
  name: string;
  version: string;
  manifest: string;
  descriptor: string;
  /**
   * The descriptor of this (immutable) version, stamped into the registry by whoever publishes it (the
   * host's server from the built files, the docker image build, a release pipeline). With it the host knows
   * the remote's routes and menu without reaching its origin: a remote down at page load keeps its menu
   * item and shows "temporarily unavailable" with Retry on its routes.
   */
  descriptorSnapshot?: RemoteDescriptor;
}

export interface RemoteRegistry {
  remotes: RegistryEntry[];
}
