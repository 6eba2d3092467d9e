import type { ScreenLoaders } from 'shared-kernel/dev-harness';

/** Every exposed module of remote-payments (webpack.config.cjs exposes), loaded lazily by the dev harness. */
export const screens: ScreenLoaders = {
  './Payments': () => import('../payments'),
  './NewPayment': () => import('../new-payment'),
  './NewInternalPayment': () => import('../new-internal-payment'),
  './PaymentOverview': () => import('../payment-overview'),
};
