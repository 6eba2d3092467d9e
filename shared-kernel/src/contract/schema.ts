/**
 * JSON schemas of the remote contract (./descriptor.ts), checked with ajv when the host loads a
 * remote's descriptor.json and the environment's registry.json. Keep both files in step: the
 * schema test compares the enums below with the real descriptors of all six remotes.
 */
import type { BadgeSource, ContextType, MenuSection, RouteAuthLevel, VisibilityRuleName } from './descriptor';

export const ROUTE_AUTH_LEVELS: readonly RouteAuthLevel[] = ['none', 'pin', 'strong'];
export const CONTEXT_TYPES: readonly ContextType[] = ['private', 'partnership', 'registered'];
export const MENU_SECTIONS: readonly MenuSection[] = ['main', 'organisation', 'pending', 'debug'];
export const BADGE_SOURCES: readonly BadgeSource[] = ['openPayments', 'openProspectOnboardings'];

/** Every VisibilityRuleName; the record form makes the compiler fail when the union gains a name. */
const VISIBILITY_RULES: Record<VisibilityRuleName, true> = {
  always: true,
  canCreatePaymentInBankableContext: true,
  showTransactions: true,
  hasCashAccounts: true,
  showCards: true,
  bankableContext: true,
  showPaymentOverview: true,
  showActivateEbill: true,
  ebillActivationPending: true,
  showEbillBillers: true,
  showNoActiveRoles: true,
  showComplianceDeclaration: true,
  showTeamSpace: true,
  showOrganisationOnboarding: true,
  showQualifiedSignatures: true,
  showRegistrations: true,
  showPendingPartnershipUpdate: true,
  debugEnvironment: true,
  showPersonalDetails: true,
  showPartnershipDetails: true,
  showDocuments: true,
  showSubscription: true,
  offerEbillActivation: true,
  showEbillSettings: true,
  canAddAccount: true,
  identificationOnlyQES: true,
};
export const VISIBILITY_RULE_NAMES = Object.keys(VISIBILITY_RULES) as VisibilityRuleName[];

/** Semver 2.0 version (x.y.z with optional pre-release and build). */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$';
/** A semver range as the host checks it: comparators such as ^1.0.0, ~1.2, >=1.0.0 <2.0.0, 1.x. */
export const SEMVER_RANGE_PATTERN =
  '^[\\^~<>=]{0,2}\\s*[0-9xX*]+(\\.[0-9xX*]+){0,2}[0-9A-Za-z.+-]*(\\s+[\\^~<>=]{0,2}\\s*[0-9xX*]+(\\.[0-9xX*]+){0,2}[0-9A-Za-z.+-]*)*$';

const nonEmpty = { type: 'string', minLength: 1 } as const;
const visibilityRule = { type: 'string', enum: VISIBILITY_RULE_NAMES } as const;

export const routeDescriptorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'path', 'titleKey', 'auth', 'module'],
  properties: {
    id: nonEmpty,
    path: { type: 'string', pattern: '^/' },
    titleKey: nonEmpty,
    auth: { type: 'string', enum: ROUTE_AUTH_LEVELS },
    contexts: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: CONTEXT_TYPES },
    },
    module: { type: 'string', pattern: '^\\./' },
    debugOnly: { type: 'boolean' },
    enterRule: visibilityRule,
    landingFor: visibilityRule,
  },
} as const;

export const menuItemDescriptorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'labelKey', 'icon', 'order', 'section', 'to', 'visibility'],
  properties: {
    id: nonEmpty,
    labelKey: nonEmpty,
    icon: nonEmpty,
    order: { type: 'number' },
    section: { type: 'string', enum: MENU_SECTIONS },
    to: { type: 'string', pattern: '^/' },
    visibility: visibilityRule,
    badge: { type: 'string', enum: BADGE_SOURCES },
    action: nonEmpty,
    alternateLabel: {
      type: 'object',
      additionalProperties: false,
      required: ['rule', 'labelKey'],
      properties: { rule: visibilityRule, labelKey: nonEmpty },
    },
  },
} as const;

export const overlayDescriptorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'module', 'titleKey', 'rule'],
  properties: {
    action: nonEmpty,
    module: { type: 'string', pattern: '^\\./[A-Z][A-Za-z0-9]*$' },
    titleKey: nonEmpty,
    rule: visibilityRule,
  },
} as const;

const descriptorProperties = {
  name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
  version: { type: 'string', pattern: SEMVER_PATTERN },
  hostApi: { type: 'string', pattern: SEMVER_RANGE_PATTERN },
  builtWith: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
  needs: { type: 'object', additionalProperties: { type: 'string', pattern: SEMVER_RANGE_PATTERN } },
  routes: { type: 'array', items: routeDescriptorSchema },
  menu: { type: 'array', items: menuItemDescriptorSchema },
  overlays: { type: 'array', items: overlayDescriptorSchema },
  // Catalogue prefixes as GET /api/collections names them (app.onboarding, team.members).
  texts: {
    type: 'array',
    maxItems: 40,
    items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{0,39}(\\.[A-Za-z][A-Za-z0-9]{0,39}){0,3}$' },
  },
} as const;

/** The descriptor a remote publishes (stamped by the build with name, version, hostApi, builtWith). */
export const remoteDescriptorSchema = {
  $id: 'https://kontor.test/schemas/remote-descriptor.json',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'version', 'hostApi', 'builtWith', 'routes', 'menu'],
  properties: descriptorProperties,
} as const;

/** The descriptor.json a remote keeps in its folder, before the build stamps it (stamp fields optional). */
export const remoteDescriptorSourceSchema = {
  $id: 'https://kontor.test/schemas/remote-descriptor-source.json',
  type: 'object',
  additionalProperties: false,
  required: ['routes', 'menu'],
  properties: descriptorProperties,
} as const;

export const remoteRegistrySchema = {
  $id: 'https://kontor.test/schemas/remote-registry.json',
  type: 'object',
  additionalProperties: false,
  required: ['remotes'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'version', 'manifest', 'descriptor'],
        properties: {
          name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
          version: { type: 'string', pattern: SEMVER_PATTERN },
          manifest: nonEmpty,
          descriptor: nonEmpty,
          // Checked by the host like a fetched descriptor, remote by remote (one bad snapshot refuses one remote).
          descriptorSnapshot: { type: 'object' },
        },
      },
    },
  },
} as const;
