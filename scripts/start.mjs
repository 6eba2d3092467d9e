#!/usr/bin/env node
// `npm start`: one command from a fresh clone to the composed app on http://localhost:8080
// (docs/running.md). `npm run dev` (--watch) rebuilds on change instead of building once.
// Options: --registry <file> (or KONTOR_REGISTRY) picks the remote registry the host serves;
// KONTOR_HOST_PORT, KONTOR_HOST_TLS_PORT, KONTOR_GATEWAY_PORT and KONTOR_REMOTE_PORT (the first of six) move
// the ports. The same app is also served over TLS with HTTP/2 on one origin, as deployed (https://localhost:8443).
//
// A fresh clone has no node_modules: this file and everything it imports statically use Node's
// built-ins only; the servers (sirv, http-proxy-3) are imported after the install step has run.
// `npm test` proves it on a fresh clone of HEAD (scripts/lib/fresh-clone.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startGateway } from './lib/gateway.mjs';
import { APPS, buildApps } from './lib/build.mjs';
import { startProcess, stopRunningCommands, waitForHttp } from './lib/processes.mjs';
import { assertPortsFree, ensurePnpm, installDependencies, portIsFree } from './lib/tools.mjs';
import {
  DEFAULT_REGISTRY,
  GATEWAY_PORT,
  HOST_PORT,
  HOST_TLS_PORT,
  HOST_TLS_PORT_CHOSEN,
  PASSWORD,
  PERSONAS,
  REMOTES,
  REMOTE_PORTS_MOVED,
  ROOT,
  remoteDir,
} from './lib/workspace.mjs';

const { values: flags } = parseArgs({
  options: { watch: { type: 'boolean', default: false }, registry: { type: 'string' } },
});
const registryFile = path.resolve(ROOT, flags.registry ?? process.env.KONTOR_REGISTRY ?? DEFAULT_REGISTRY);

/** Everything started so far, stopped in reverse order on exit. */
/**
 * The sandbox operator's key of this run (docs/security.md "Sandbox tools"): KONTOR_SANDBOX_OPERATOR_KEY, else a
 * new random one, printed below. A persona reads its own codes with its session; the key reads anyone's.
 */
const OPERATOR_KEY = process.env.KONTOR_SANDBOX_OPERATOR_KEY || crypto.randomBytes(12).toString('hex');
const running = [];
let stopping = false;

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Kontor ...');
  for (const stop of running.reverse()) {
    await stop().catch((error) => console.error(error.message));
  }
  stopRunningCommands(); // e.g. builds still going when Ctrl-C came
  process.exit(exitCode);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Watch mode: one webpack process compiles the host and all remotes in development mode into dist/. */
async function startWatchBuild() {
  const configs = APPS.flatMap((app) => ['--config', path.join(ROOT, app, 'webpack.config.cjs')]);
  const started = Date.now();
  const webpack = startProcess(
    'webpack',
    'pnpm',
    ['exec', 'webpack', '--watch', '--mode', 'development', ...configs],
    {
      cwd: ROOT,
    },
  );
  running.push(webpack.stop);
  // The servers look files up per request in watch mode; wait until the first compilation wrote them.
  const firstOutputs = [
    path.join(ROOT, 'host', 'dist', 'index.html'),
    ...REMOTES.map((r) =>
      path.join(remoteDir(r.name), 'dist', 'remotes', r.name, remoteVersion(r.name), 'mf-manifest.json'),
    ),
  ];
  for (;;) {
    if (webpack.child.exitCode !== null)
      throw new Error(`webpack --watch exited:\n${webpack.recentOutput()}`);
    if (firstOutputs.every((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= started)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function remoteVersion(name) {
  return (
    process.env.REMOTE_VERSION ??
    JSON.parse(fs.readFileSync(path.join(remoteDir(name), 'package.json'), 'utf8')).version
  );
}

async function main() {
  const startedAt = Date.now();
  await ensurePnpm();
  await installDependencies();
  // Only now are the workspace's packages there to import.
  const { registryOnOneOrigin, registryOnPorts, startHostServer, startRemoteServer } =
    await import('./serve.mjs');
  const { localCertificate } = await import('./lib/tls.mjs');
  // The TLS port is the second way in: a default 8443 held by another program costs only that, with a word.
  const withTls = HOST_TLS_PORT_CHOSEN || (await portIsFree(HOST_TLS_PORT));
  if (!withTls) {
    console.warn(
      `warning: port ${HOST_TLS_PORT} is in use, so the app is not served over TLS (HTTP/2) this time; ` +
        'KONTOR_HOST_TLS_PORT=<port> picks another.',
    );
  }
  await assertPortsFree([
    { port: HOST_PORT, what: 'host' },
    ...(withTls ? [{ port: HOST_TLS_PORT, what: 'host over TLS (HTTP/2)' }] : []),
    { port: GATEWAY_PORT, what: 'gateway' },
    ...REMOTES.map((remote) => ({ port: remote.port, what: `remote ${remote.name}` })),
  ]);

  if (flags.watch) {
    await startWatchBuild();
  } else {
    console.log('Building the host and the six remotes (production, 2 at a time) ...');
    const failed = (await buildApps({ concurrency: 2, quiet: true })).filter((result) => !result.ok);
    if (failed.length > 0) {
      for (const result of failed) console.error(`\n--- ${result.app} ---\n${result.output}`);
      throw new Error(`Build failed: ${failed.map((result) => result.app).join(', ')}`);
    }
  }

  const dataDir = path.join(ROOT, '.kontor', 'pglite');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  console.log(
    `Starting the gateway on port ${GATEWAY_PORT} (embedded database in ${path.relative(ROOT, dataDir)}) ...`,
  );
  const gateway = await startGateway({
    port: GATEWAY_PORT,
    dataDir,
    // tsx watch restarts the gateway when its source changes.
    script: flags.watch ? 'dev' : 'start',
    // Per-request logs would bury the console; LOG_LEVEL=info brings them back.
    extraEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', KONTOR_SANDBOX_OPERATOR_KEY: OPERATOR_KEY },
  });
  running.push(gateway.stop);

  for (const remote of REMOTES) {
    const server = await startRemoteServer(remote.name, remote.port);
    running.push(server.close);
  }
  const host = await startHostServer({
    port: HOST_PORT,
    registryFile,
    gatewayUrl: gateway.url,
    // The registry files name ports 3001-3006; remotes started elsewhere are announced where they run.
    ...(REMOTE_PORTS_MOVED
      ? {
          rewriteRegistry: (registry) =>
            registryOnPorts(registry, (name) => REMOTES.find((remote) => remote.name === name)?.port ?? 0),
        }
      : {}),
  });
  running.push(host.close);
  // The same app as the deployed edge serves it: one origin (the remotes' files proxied to their servers) over
  // TLS, where browsers speak HTTP/2 (one connection for every file and call). The certificate is self-signed.
  const edge = withTls
    ? await startHostServer({
        port: HOST_TLS_PORT,
        registryFile,
        gatewayUrl: gateway.url,
        tls: await localCertificate(),
        rewriteRegistry: registryOnOneOrigin,
        remoteUpstreams: Object.fromEntries(
          REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}`]),
        ),
      })
    : null;
  if (edge) running.push(edge.close);

  // Healthy means: the host page, the registry and every registered remote's manifest answer.
  const registry = await (await waitForHttp(`${host.url}/registry.json`)).json();
  await waitForHttp(`${host.url}/`);
  for (const entry of registry.remotes) {
    const manifest = new URL(entry.manifest, host.url).href;
    await waitForHttp(manifest, { timeoutMs: 10_000 }).catch((error) => {
      console.warn(`warning: remote ${entry.name}: ${error.message} (the host shows it as unavailable)`);
    });
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  const tlsLines = edge
    ? `  HTTP/2    ${edge.url} serves the same app as deployed: one origin over TLS, HTTP/2
            (a self-signed certificate for localhost: the browser asks once; docs/running.md)\n`
    : '';
  console.log(`
Kontor is running: open http://localhost:${HOST_PORT}   (ready in ${seconds} s${flags.watch ? ', watching for changes' : ''})

${tlsLines}  registry  ${path.relative(ROOT, registryFile)}
  gateway   ${gateway.url}/api
  remotes   ${REMOTES.map((r) => `${r.name} :${r.port}`).join(', ')}

Sandbox personas (password ${PASSWORD}; after the password, the 6-digit code is at
http://localhost:${HOST_PORT}/api/sandbox/outbox?email=<email> in the same browser. A prospect's code, sent
before any session, needs this run's sandbox operator key: header x-sandbox-operator-key: ${OPERATOR_KEY}):
${PERSONAS.map((p) => `  ${p.email.padEnd(22)} ${p.name.padEnd(15)} ${p.note}`).join('\n')}

Press Ctrl-C to stop.`);
}

main().catch(async (error) => {
  console.error(`\nKontor could not start: ${error.message}`);
  await stopAll(1);
});
