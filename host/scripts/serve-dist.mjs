// Serves the built host (8080, with /registry.json and SPA fallback) and every built remote's dist
// (300x, CORS *) so the loader can be tried without the dev servers. Usage: node host/scripts/serve-dist.mjs
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const hostDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const root = path.dirname(hostDir);
const registryFile = path.resolve(root, process.env.KONTOR_REGISTRY ?? 'host/registry/local.json');
const REMOTES = ['accounts', 'payments', 'cards', 'ebill', 'team', 'onboarding'];

const host = sirv(process.env.KONTOR_HOST_DIST ?? path.join(hostDir, 'dist'), { single: true, dev: true });
http
  .createServer((req, res) => {
    if (req.url?.split('?')[0] === '/registry.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      fs.createReadStream(registryFile).pipe(res);
      return;
    }
    host(req, res);
  })
  .listen(8080, () => console.log(`host http://localhost:8080 (registry ${registryFile})`));

REMOTES.forEach((name, index) => {
  // KONTOR_DIST_<NAME> serves another build folder (e.g. one built with --output-path elsewhere).
  const dist = process.env[`KONTOR_DIST_${name.toUpperCase()}`] ?? path.join(root, `remote-${name}`, 'dist');
  if (!fs.existsSync(dist)) return;
  const serve = sirv(dist, {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const port = 3001 + index;
  http
    .createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      serve(req, res, () => {
        res.statusCode = 404;
        res.end('not found');
      });
    })
    .listen(port, () => console.log(`${name} http://localhost:${port}`));
});
