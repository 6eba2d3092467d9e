// A remote declares each route once, in its descriptor.json. From it the common setup derives what webpack
// exposes and the screen list of the standalone dev harness: the route's module "./PaymentOverview" is the
// folder src/payment-overview (its index.tsx exports the single-spa lifecycles).
const fs = require('node:fs');
const path = require('node:path');

/** The virtual module (webpack VirtualUrlPlugin) the dev harness imports its screens from. */
const DEV_SCREENS_MODULE = 'kontor-dev-screens';

/** "./PaymentOverview" → "./src/payment-overview/index.tsx". */
function moduleSource(module) {
  const name = module.replace(/^\.\//, '');
  const folder = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
  return `./src/${folder}/index.tsx`;
}

function readDescriptor(dirname) {
  const file = path.join(dirname, 'descriptor.json');
  if (!fs.existsSync(file)) throw new Error(`${file}: a remote needs a descriptor.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The webpack `exposes` of a remote: every module its descriptor's routes and overlays render (an overlay's
 * "./ScanPayment" is src/scan-payment/index.tsx), each mapped to its source.
 * Throws (the build stops) on a route without a module or a module without its source folder.
 * @param {string} dirname the remote's folder
 * @param {{ routes?: Array<{ id?: string, module?: unknown }> }} [descriptor] read from dirname by default
 * @returns {Record<string, string>}
 */
function exposesFromDescriptor(dirname, descriptor = readDescriptor(dirname)) {
  const routes = Array.isArray(descriptor.routes) ? descriptor.routes : [];
  if (routes.length === 0) throw new Error(`${dirname}/descriptor.json declares no routes`);
  const exposes = {};
  for (const route of routes) {
    const where = `${dirname}/descriptor.json route ${route.id ?? '(without id)'}`;
    if (typeof route.module !== 'string' || !/^\.\/[A-Z][A-Za-z0-9]*$/.test(route.module))
      throw new Error(`${where}: "module" must name the screen module, e.g. "./PaymentOverview"`);
    const source = moduleSource(route.module);
    if (!fs.existsSync(path.join(dirname, source)))
      throw new Error(`${where}: module ${route.module} has no source at ${source}`);
    exposes[route.module] = source;
  }
  const overlays = Array.isArray(descriptor.overlays) ? descriptor.overlays : [];
  for (const overlay of overlays) {
    const where = `${dirname}/descriptor.json overlay ${overlay.action ?? '(without action)'}`;
    if (typeof overlay.module !== 'string' || !/^\.\/[A-Z][A-Za-z0-9]*$/.test(overlay.module))
      throw new Error(`${where}: "module" must name the overlay module, e.g. "./ScanPayment"`);
    const source = moduleSource(overlay.module);
    if (!fs.existsSync(path.join(dirname, source)))
      throw new Error(`${where}: module ${overlay.module} has no source at ${source}`);
    exposes[overlay.module] = source;
  }
  return exposes;
}

/** Source of the dev harness's screen list: exposed module → lazy import of its lifecycles. */
function devScreensSource(dirname, exposes) {
  const entries = Object.entries(exposes).map(
    ([module, source]) =>
      `  ${JSON.stringify(module)}: () => import(${JSON.stringify(path.join(dirname, source))}),`,
  );
  return `export const screens = {\n${entries.join('\n')}\n};\n`;
}

module.exports = { DEV_SCREENS_MODULE, moduleSource, exposesFromDescriptor, devScreensSource };
