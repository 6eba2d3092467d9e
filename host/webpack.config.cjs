// The host shell: it knows no remote at build time; remotes come from /registry.json at start-up.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  kind: 'host',
  name: 'host',
  entry: './src/index.ts',
  earlyEntry: './src/boot/early.ts',
  port: 8080,
});
