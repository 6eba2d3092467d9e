import type { ScreenLoaders } from 'shared-kernel/dev-harness';

/** Every exposed module of remote-team (webpack.config.cjs exposes), loaded lazily by the dev harness. */
export const screens: ScreenLoaders = {
  './TeamSpace': () => import('../team-space'),
  './PartnershipDetails': () => import('../partnership-details'),
  './UpdatePartnershipForm': () => import('../update-partnership-form'),
  './ComplianceDeclaration': () => import('../compliance-declaration'),
  './NoActiveRoles': () => import('../no-active-roles'),
  './SmeSubscription': () => import('../sme-subscription'),
  './SmeSubscriptionChange': () => import('../sme-subscription-change'),
};
