import type { ScreenLoaders } from 'shared-kernel/dev-harness';

/** Every exposed module of remote-accounts (webpack.config.cjs exposes), loaded lazily by the dev harness. */
export const screens: ScreenLoaders = {
  './Dashboard': () => import('../dashboard'),
  './Transactions': () => import('../transactions'),
  './AccountInformation': () => import('../account-information'),
  './CashAccountCreate': () => import('../cash-account-create'),
  './AccountOpeningConditions': () => import('../account-opening-conditions'),
  './Documents': () => import('../documents'),
  './Suggestions': () => import('../suggestions'),
  './Settings': () => import('../settings'),
  './PersonalDetails': () => import('../personal-details'),
  './Legal': () => import('../legal'),
  './DataSharing': () => import('../data-sharing'),
};
