/**
 * Starts the composed app once for all tests from the production builds (building what is missing):
 * a gateway on a fresh in-memory database, the remote servers, three hosts (main, pinned, fault;
 * see support/stack.ts) and a control endpoint through which tests stop and start the fault host's
 * remote servers. The returned function tears everything down.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  registryOnOneOrigin,
  registryOnPorts,
  startHostServer,
  startRemoteServer,
  type RunningServer,
} from '../scripts/serve.mjs';
import { startGateway } from '../scripts/lib/gateway.mjs';
import { APPS, buildApps, ensureRemoteVersion, remoteBuildDir } from '../scripts/lib/build.mjs';
import { ROOT } from '../scripts/lib/workspace.mjs';
import { localCertificate } from '../scripts/lib/tls.mjs';
import { assertPortsFree } from '../scripts/lib/tools.mjs';
import {
  E2E_PORTS,
  PINNED_ACCOUNTS_VERSION,
  PINNED_HOST_ENV,
  REMOTE_NAMES,
  SANDBOX_OPERATOR_KEY,
  type RemoteName,
} from './support/stack';

const LOCAL_REGISTRY = path.join(ROOT, 'host', 'registry', 'local.json');
const PINNED_REGISTRY = path.join(ROOT, 'host', 'registry', 'pinned-example.json');

function remoteVersion(name: RemoteName): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, `remote-${name}`, 'package.json'), 'utf8'));
  return pkg.version as string;
}

/** Builds the apps whose production output is missing (`npm test` builds them all just before). */
async function ensureBuilds(): Promise<void> {
  const missing = APPS.filter((app) =>
    app === 'host'
      ? !fs.existsSync(path.join(ROOT, 'host', 'dist', 'index.html'))
      : !fs.existsSync(
          path.join(
            remoteBuildDir(
              app.slice('remote-'.length),
              remoteVersion(app.slice('remote-'.length) as RemoteName),
            ),
            'mf-manifest.json',
          ),
        ),
  );
  if (missing.length > 0) {
    console.log(`e2e: building ${missing.join(', ')}`);
    const failed = (await buildApps({ apps: missing, concurrency: 2, quiet: true })).filter(
      (result) => !result.ok,
    );
    if (failed.length > 0) {
      throw new Error(
        `build failed: ${failed.map((result) => `${result.app}\n${result.output}`).join('\n')}`,
      );
    }
  }
  if (!(await ensureRemoteVersion('accounts', PINNED_ACCOUNTS_VERSION, { quiet: true }))) {
    throw new Error(`could not build remote-accounts ${PINNED_ACCOUNTS_VERSION} (REMOTE_VERSION)`);
  }
}

/** POST /remotes/<name>/stop|start on the fault host's remote servers; GET / lists which run. */
function startControlServer(fault: Map<RemoteName, RunningServer | null>): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const match = /^\/remotes\/([a-z]+)\/(stop|start)$/.exec(req.url ?? '');
    try {
      if (req.method === 'GET' && req.url === '/') {
        const running = Object.fromEntries([...fault].map(([name, remote]) => [name, remote !== null]));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(running));
        return;
      }
      const name = match?.[1] as RemoteName | undefined;
      if (req.method !== 'POST' || !match || !name || !fault.has(name)) {
        res.writeHead(404).end();
        return;
      }
      const current = fault.get(name) ?? null;
      if (match[2] === 'stop' && current) {
        await current.close();
        fault.set(name, null);
      }
      if (match[2] === 'start' && !current) {
        fault.set(name, await startRemoteServer(name, E2E_PORTS.faultRemote(name)));
      }
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_PORTS.control, '127.0.0.1', () => resolve(server));
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  };
  try {
    // A server left over from an interrupted run would answer in place of this run's (stale data, locks).
    await assertPortsFree([
      { port: E2E_PORTS.host, what: 'e2e host' },
      { port: E2E_PORTS.pinnedHost, what: 'e2e pinned host' },
      { port: E2E_PORTS.faultHost, what: 'e2e fault host' },
      { port: E2E_PORTS.edgeHost, what: 'e2e edge host (TLS)' },
      { port: E2E_PORTS.gateway, what: 'e2e gateway' },
      { port: E2E_PORTS.control, what: 'e2e control' },
      ...REMOTE_NAMES.flatMap((name) => [
        { port: E2E_PORTS.remote(name), what: `e2e remote ${name}` },
        { port: E2E_PORTS.faultRemote(name), what: `e2e fault remote ${name}` },
      ]),
    ]);
    await ensureBuilds();
    const logFile = path.join(os.tmpdir(), 'kontor-e2e-gateway.log');
    fs.writeFileSync(logFile, '');
    const gateway = await startGateway({
      port: E2E_PORTS.gateway,
      dataDir: 'memory',
      quiet: true,
      extraEnv: { LOG_LEVEL: 'warn', KONTOR_SANDBOX_OPERATOR_KEY: SANDBOX_OPERATOR_KEY },
      onLine: (line) => fs.appendFileSync(logFile, `${line}\n`),
    });
    stops.push(gateway.stop);

    for (const name of REMOTE_NAMES) {
      const server = await startRemoteServer(name, E2E_PORTS.remote(name));
      stops.push(server.close);
    }
    const fault = new Map<RemoteName, RunningServer | null>();
    for (const name of REMOTE_NAMES)
      fault.set(name, await startRemoteServer(name, E2E_PORTS.faultRemote(name)));
    stops.push(async () => {
      for (const server of fault.values()) await server?.close();
    });
    const control = await startControlServer(fault);
    stops.push(() => new Promise((resolve) => control.close(() => resolve())));

    // The pinned host states another environment than local (support/stack.ts PINNED_HOST_ENV) and, as the
    // deployed edge, serves the remotes' files on its own origin; the edge host does too, over TLS with HTTP/2
    // as `npm start`'s TLS port; the others name the remotes' own servers, as a registry pointing at remotes on
    // other origins does.
    const tls = await localCertificate();
    const hosts = [
      { port: E2E_PORTS.host, registryFile: LOCAL_REGISTRY, portOf: E2E_PORTS.remote, env: 'local' },
      {
        port: E2E_PORTS.pinnedHost,
        registryFile: PINNED_REGISTRY,
        portOf: E2E_PORTS.remote,
        env: PINNED_HOST_ENV,
        oneOrigin: true,
      },
      {
        port: E2E_PORTS.faultHost,
        registryFile: LOCAL_REGISTRY,
        portOf: E2E_PORTS.faultRemote,
        env: 'local',
      },
      {
        port: E2E_PORTS.edgeHost,
        registryFile: LOCAL_REGISTRY,
        portOf: E2E_PORTS.remote,
        env: 'local',
        oneOrigin: true,
        tls,
      },
    ] as const;
    for (const host of hosts) {
      const remoteUrl = (name: string) => `http://localhost:${host.portOf(name as RemoteName)}`;
      const server = await startHostServer({
        port: host.port,
        env: host.env,
        registryFile: host.registryFile,
        gatewayUrl: gateway.url,
        ...('tls' in host ? { tls: host.tls } : {}),
        ...('oneOrigin' in host
          ? {
              rewriteRegistry: registryOnOneOrigin,
              remoteUpstreams: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteUrl(name)])),
            }
          : {
              rewriteRegistry: (registry) =>
                registryOnPorts(registry, (name) => host.portOf(name as RemoteName)),
            }),
      });
      stops.push(server.close);
    }
    console.log(`e2e: app up (gateway log: ${logFile})`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
