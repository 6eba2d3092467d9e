// remote-payments: its routes (and so what it exposes) are declared in descriptor.json; the rest is the common setup.
const { createWebpackConfig } = require('shared-kernel/build/webpack');

const common = createWebpackConfig({
  dirname: __dirname,
  kind: 'remote',
  name: 'payments',
  port: 3002,
  devEntry: './src/dev/harness.tsx',
});

/**
 * Issue 30: pdf.js's worker is a file of this remote (src/qr-bill/assets.ts, `new URL(…, import.meta.url)`), emitted
 * as it ships (already minified), hashed, and named .js: nginx sends .mjs as application/octet-stream, which a
 * module worker refuses.
 */
const PDF_WORKER_FILE = /pdfjs-dist[\\/]build[\\/]pdf\.worker\.min\.mjs$/;
const PDF_WORKER_ASSET = /^pdf\.worker\.[0-9a-f]{8}\.js$/;

module.exports = (env, argv) => {
  const config = common(env, argv);
  config.module.rules.push({
    test: PDF_WORKER_FILE,
    type: 'asset/resource',
    generator: { filename: 'pdf.worker.[contenthash:8].js' },
  });
  // The minifier would read the ES module as a script: it ships minified, so it is left as it is.
  for (const minimizer of config.optimization?.minimizer ?? []) {
    if (minimizer?.constructor?.name === 'TerserPlugin') minimizer.options.exclude = PDF_WORKER_ASSET;
  }
  return config;
};
