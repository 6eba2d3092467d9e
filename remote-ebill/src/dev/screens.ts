import type { ScreenLoaders } from 'shared-kernel/dev-harness';

/** Every exposed module of remote-ebill (webpack.config.cjs exposes), loaded lazily by the dev harness. */
export const screens: ScreenLoaders = {
  './ActivateEbill': () => import('../activate'),
  './EbillSettings': () => import('../settings'),
  './EbillBillers': () => import('../billers'),
};
