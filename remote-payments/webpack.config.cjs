// remote-payments: one exposed module per screen; everything else comes from the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'payments',
  exposes: {
    './Payments': './src/payments/index.tsx',
    './NewPayment': './src/new-payment/index.tsx',
    './NewInternalPayment': './src/new-internal-payment/index.tsx',
    './PaymentOverview': './src/payment-overview/index.tsx',
  },
  port: 3002,
  devEntry: './src/dev/harness.tsx',
});
