// remote-ebill: one exposed module per screen; everything else comes from the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'ebill',
  exposes: {
    './ActivateEbill': './src/activate/index.tsx',
    './EbillSettings': './src/settings/index.tsx',
    './EbillBillers': './src/billers/index.tsx',
  },
  port: 3004,
  devEntry: './src/dev/harness.tsx',
});
