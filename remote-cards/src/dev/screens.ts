import type { ScreenLoaders } from 'shared-kernel/dev-harness';

/** Every exposed module of remote-cards (webpack.config.cjs exposes), loaded lazily by the dev harness. */
export const screens: ScreenLoaders = {
  './Cards': () => import('../cards'),
  './CardsAdmin': () => import('../cards-admin'),
};
