import type { ScreenLoaders } from 'shared-kernel/dev-harness';

/** Every exposed module of remote-onboarding (webpack.config.cjs exposes), loaded lazily by the dev harness. */
export const screens: ScreenLoaders = {
  './ProspectLogin': () => import('../prospect-login'),
  './ProspectLoginVerify': () => import('../prospect-login-verify'),
  './LoginMoreInfo': () => import('../login-more-info'),
  './AccountRequest': () => import('../account-request'),
  './ProspectHome': () => import('../prospect-home'),
  './ProspectRequest': () => import('../prospect-request'),
  './ProspectRequestPersonal': () => import('../prospect-request-personal'),
  './PartnershipOffering': () => import('../partnership-offering'),
  './PartnershipOnboarding': () => import('../partnership-onboarding'),
  './Registrations': () => import('../registrations'),
  './AccountConfirmations': () => import('../account-confirmations'),
  './ViaApp': () => import('../via-app'),
  './QualifiedSignature': () => import('../qualified-signature'),
};
