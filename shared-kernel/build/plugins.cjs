// Small webpack plugins of the common setup (webpack.cjs).
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The placeholder the servers replace with each response's CSP nonce (scripts/serve.mjs, docker/nginx). */
const CSP_NONCE_PLACEHOLDER = '__KONTOR_CSP_NONCE__';

/** Emits the remote's descriptor.json (its routes and menu) beside mf-manifest.json, stamped with
 * the remote's name, version, the host API it needs and the shared versions it was built against. */
class EmitDescriptorPlugin {
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitDescriptorPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.join(this.options.dirname, 'descriptor.json');
          compilation.fileDependencies.add(file);
          const source = JSON.parse(fs.readFileSync(file, 'utf8'));
          const descriptor = { ...source, ...this.options.stamp };
          compilation.emitAsset('descriptor.json', new RawSource(JSON.stringify(descriptor, null, 2)));
        },
      );
    });
  }
}

/**
 * Gives index.html's script tags a nonce placeholder: the server answers each page with a fresh nonce in
 * the tags and in its Content-Security-Policy (script-src 'nonce-…' 'strict-dynamic'), so only the page's
 * own scripts run, and what they load (chunks, remotes) is trusted through them.
 */
class CspNoncePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CspNoncePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('CspNoncePlugin', (groups) => {
        for (const tag of [...groups.headTags, ...groups.bodyTags]) {
          if (tag.tagName === 'script') tag.attributes.nonce = CSP_NONCE_PLACEHOLDER;
        }
        return groups;
      });
    });
  }
}

module.exports = { EmitDescriptorPlugin, CspNoncePlugin, CSP_NONCE_PLACEHOLDER };
