/**
 * The rendered nginx configs (docker/nginx) run in the nginx installed here and asked over HTTP: they answer as
 * nginx-configs.test.ts reads them (the edge's sandbox tools, a remote's precompressed and cached files, the
 * host page's nonce). Skipped where no nginx is installed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { configTestBed, cspVariables, read, REGISTRY, render } from '../nginx/config';
import { describeWithNginx, runningNginx } from '../nginx/server';

const bed = configTestBed();

describeWithNginx('in a running nginx', () => {
  const startNginx = runningNginx(bed);

  it.each([
    ['prod', 404],
    ['sandbox', 200],
  ])('the edge with KONTOR_ENV=%s answers /api/sandbox/bookings with %i', async (env, status) => {
    const { base } = await startNginx(
      `edge-${env}`,
      render(read('docker/nginx/edge.conf.template'), { KONTOR_ENV: env }),
    );
    const tools = await fetch(`${base}/api/sandbox/bookings`, { method: 'POST', body: '{}' });
    expect(tools.status).toBe(status);
    if (status === 404) expect(await tools.json()).toMatchObject({ code: 'not_found' });
    expect(tools.headers.get('x-content-type-options')).toBe('nosniff');
    expect(tools.headers.get('strict-transport-security')).toBe(
      bed.ref.securityHeaders[env]!['strict-transport-security'],
    );
    const api = await fetch(`${base}/api/v2/session`);
    expect(await api.text()).toBe('upstream /api/v2/session');
  });

  it("a remote's server sends the build's .gz, hashed files immutable, entry files revalidated", async () => {
    const root = join(bed.workDir, 'remote-html');
    const version = join(root, 'remotes', 'cards', '1.0.0');
    mkdirSync(version, { recursive: true });
    const chunk = 'export const x = 1;'.repeat(50);
    writeFileSync(join(version, 'main.1a2b3c4d.js'), chunk);
    writeFileSync(join(version, 'main.1a2b3c4d.js.gz'), gzipSync(chunk));
    writeFileSync(join(version, 'remoteEntry.js'), 'var entry;');
    const config = render(read('docker/nginx/remote.conf.template'), { KONTOR_ENV: 'prod' })
      .replaceAll('/usr/share/nginx/html', root)
      .replace(/gzip_types/, 'types { application/javascript js; } gzip_types');
    const { base } = await startNginx('remote', config);
    const hashed = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        `${base}/remotes/cards/1.0.0/main.1a2b3c4d.js`,
        { headers: { 'accept-encoding': 'gzip' } },
        resolve,
      ),
    );
    hashed.resume();
    expect(hashed.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': bed.ref.remoteFileCsp,
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': bed.ref.securityHeaders.prod!['strict-transport-security'],
    });
    const entry = await fetch(`${base}/remotes/cards/1.0.0/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-security-policy')).toBe(bed.ref.remoteFileCsp);
  });

  it('the host answers every page with a fresh nonce, the same in the policy and the script tags', async () => {
    const html = join(bed.workDir, 'html');
    mkdirSync(html, { recursive: true });
    writeFileSync(
      join(html, 'index.html'),
      `<meta name="kontor-env" content="prod"/><script nonce="${bed.ref.placeholder}" src="/main.1a2b3c4d.js"></script><script nonce="${bed.ref.placeholder}" src="/x.0a0b0c0d.js"></script>`,
    );
    writeFileSync(join(html, 'registry.json'), JSON.stringify(REGISTRY));
    const config = render(
      read('docker/nginx/host.conf.template'),
      cspVariables('prod', join(html, 'registry.json')),
    )
      .replaceAll('/usr/share/nginx/html', html)
      .replace(/gzip_types/, 'types { text/html html; application/json json; } gzip_types');
    const { base } = await startNginx('host', config);
    const nonces = new Set<string>();
    for (const path of ['/', '/payments/new']) {
      const page = await fetch(`${base}${path}`);
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      const body = await page.text();
      expect({ status: page.status, body }).toEqual({
        status: 200,
        body: expect.stringContaining('<script'),
      });
      expect(nonce).toBeDefined();
      expect(body.match(/nonce="([^"]*)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(body).toContain('content="prod"');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });
});
