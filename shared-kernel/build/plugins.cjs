// Small webpack plugins of the common setup (webpack.cjs).
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { remoteTexts } = require('./texts.cjs');

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
          const catalogue = path.join(this.options.dirname, 'catalogues', 'en.json');
          if (fs.existsSync(catalogue)) compilation.fileDependencies.add(catalogue);
          // The texts its screens load themselves (shared-kernel/build/texts.cjs), from its own catalogue.
          const texts = remoteTexts(this.options.dirname);
          const descriptor = { ...source, ...(texts.length > 0 ? { texts } : {}), ...this.options.stamp };
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

/** Where index.html has its early script (EarlyScriptPlugin). */
const EARLY_SCRIPT_PLACEHOLDER = '__KONTOR_EARLY_SCRIPT__';
/** Where the early script lists the files of the app's chunk (EarlyScriptPlugin). */
const APP_FILES_PLACEHOLDER = '__KONTOR_APP_FILES__';

/**
 * The files a signed-in page start runs: the host's entry (`main`) and the app's chunk group (`app`, which
 * host/src/boot/index.tsx imports).
 */
function startFiles(compilation) {
  return {
    entry: compilation.entrypoints.get('main')?.getFiles() ?? [],
    app: compilation.namedChunkGroups.get('app')?.getFiles() ?? [],
  };
}

/**
 * Writes the host's early script into index.html (issue 17: fewer round trips): the build's "early" entry
 * (host/src/boot/early.ts, production only), minified, inline (no request of its own) and not emitted as a
 * file, with the files of the "app" chunk group (router, shell, session, federation runtime: boot/index.tsx loads
 * it on every path but the login) written in, so it asks for them beside the entry script instead of once the
 * entry script has run. Without an early entry (development) the placeholder is left empty. The entry script
 * itself is fetched at high priority.
 */
class EarlyScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('EarlyScriptPlugin', (compilation) => {
      // The entry script is the page's most needed file; as a defer script the browser would fetch it at low
      // priority, behind the early script's preloads (the app's chunks, the route's remote files).
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyScriptPlugin', (groups) => {
        for (const tag of [...groups.headTags, ...groups.bodyTags]) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        return groups;
      });
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('EarlyScriptPlugin', (data) => {
        const earlyFiles = compilation.entrypoints.get('early')?.getFiles() ?? [];
        const script = earlyFiles.find((file) => file.endsWith('.js'));
        let source = '';
        if (script) {
          source = compilation
            .getAsset(script)
            .source.source()
            .toString()
            .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
          for (const file of earlyFiles) compilation.deleteAsset(file);
          compilation.deleteAsset(`${script}.map`);
        }
        const start = startFiles(compilation);
        const entry = new Set(start.entry);
        const files = start.app.filter((file) => !entry.has(file) && /\.(js|css)$/.test(file));
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        const urls = files.map((file) => `${publicPath === 'auto' ? '/' : publicPath}${file}`);
        source = source.split(APP_FILES_PLACEHOLDER).join(JSON.stringify(urls));
        data.html = data.html.split(EARLY_SCRIPT_PLACEHOLDER).join(source);
        return data;
      });
    });
  }
}

/** V8's explicit compile hint for a whole file (Chrome 136+): its first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the scripts every page start runs (the entry and the app's chunk group, the files the early script
 * preloads) for eager compilation: V8 then compiles their functions on a background thread while they
 * download, instead of on the main thread the first time each is called. Other browsers read a comment.
 * After the minifier (which drops comments), before the source maps (which shift by the one line).
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const start = startFiles(compilation);
          const files = new Set([...start.entry, ...start.app]);
          for (const file of files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}

module.exports = {
  EmitDescriptorPlugin,
  CompileHintsPlugin,
  CspNoncePlugin,
  CSP_NONCE_PLACEHOLDER,
  EarlyScriptPlugin,
};
