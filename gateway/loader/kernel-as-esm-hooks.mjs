// Module hooks registered by ./kernel-as-esm.mjs: shared-kernel's .ts/.tsx sources load as ES modules. tsx's
// resolve marks them CommonJS (their package declares no "type") and tags the URL for its CommonJS loader
// (a query, partly %-encoded into the path); the file URL without the tags, as a module, is what tsx then
// compiles as ESM.
const KERNEL_SOURCE = /\/shared-kernel\/src\/.+\.tsx?$/;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.startsWith('file:')) return resolved;
  const url = new URL(resolved.url);
  url.search = '';
  url.pathname = url.pathname.replace(/%3F.*$/i, '');
  if (!KERNEL_SOURCE.test(url.pathname)) return resolved;
  return { ...resolved, url: url.href, format: 'module' };
}
