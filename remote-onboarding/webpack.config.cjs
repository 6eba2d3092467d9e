// remote-onboarding: its routes (and so what it exposes) are declared in descriptor.json; the rest is the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'onboarding',
  port: 3006,
  devEntry: './src/dev/harness.tsx',
});
