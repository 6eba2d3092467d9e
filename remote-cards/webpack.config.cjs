// remote-cards: one exposed module per screen; everything else comes from the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'cards',
  exposes: {
    './Cards': './src/cards/index.tsx',
    './CardsAdmin': './src/cards-admin/index.tsx',
  },
  port: 3003,
  devEntry: './src/dev/harness.tsx',
});
