/**
 * The compose edge over TLS with HTTP/2 (docker/nginx/edge.conf.template, docker/edge.Dockerfile): it listens on
 * 443 with the certificate its image makes or the deployment mounts, is published on 8443, and, where nginx is
 * installed, answers the page and the gateway on one HTTP/2 connection with the hardening headers.
 */
import { statSync } from 'node:fs';
import http2 from 'node:http2';
import { join } from 'node:path';
import { configTestBed, NGINX_DIR, read, render, serverOf } from '../nginx/config';
import { describeWithNginx, runningNginx } from '../nginx/server';

const bed = configTestBed();

describe('edge.conf.template', () => {
  it('listens on 80 and, over TLS with HTTP/2, on 443 with the certificate its image makes or the deployment mounts', () => {
    const server = serverOf(bed.rendered('edge.conf.template', 'prod'));
    expect(server.directives).toEqual(
      expect.arrayContaining([
        'listen 80',
        'listen 443 ssl',
        'http2 on',
        'ssl_certificate /etc/nginx/tls/edge.crt',
        'ssl_certificate_key /etc/nginx/tls/edge.key',
      ]),
    );
    const script = read('docker/nginx/edge-certificate.sh');
    expect(script).toContain('dir=${KONTOR_TLS_DIR:-/etc/nginx/tls}');
    expect(script).toContain('"$dir/edge.crt"');
    expect(script).toContain('"$dir/edge.key"');
  });

  it('is built with its template, headers and certificate script, and published on 8080 and 8443 with KONTOR_ENV', () => {
    const compose = read('docker-compose.yml');
    const edge = compose.slice(compose.indexOf('\n  edge:'));
    expect(edge).toContain('dockerfile: docker/edge.Dockerfile');
    expect(edge).toContain("- '${KONTOR_PORT:-8080}:80'");
    expect(edge).toContain("- '${KONTOR_TLS_PORT:-8443}:443'");
    expect(edge).toContain('KONTOR_ENV: ${KONTOR_ENV:-sandbox}');
    const image = read('docker/edge.Dockerfile');
    expect(image).toContain(
      'COPY docker/nginx/edge.conf.template /etc/nginx/templates/default.conf.template',
    );
    expect(image).toContain('COPY docker/nginx/security-headers.conf /etc/nginx/kontor/');
    expect(image).toContain(
      'COPY docker/nginx/edge-certificate.sh /docker-entrypoint.d/15-kontor-edge-certificate.sh',
    );
    expect(image).toContain('RUN apk add --no-cache openssl');
    expect(image).toContain('ENV NGINX_ENVSUBST_FILTER=^KONTOR_');
    // The entrypoint runs only executable scripts; git keeps the mode and COPY keeps it.
    expect(statSync(join(NGINX_DIR, 'edge-certificate.sh')).mode & 0o111).toBe(0o111);
    const host = read('docker/host.Dockerfile');
    expect(host).toContain('docker/nginx/kontor-csp.envsh /docker-entrypoint.d/15-kontor-csp.envsh');
    expect(host).toContain('ENV NGINX_ENVSUBST_FILTER=^KONTOR_');
    expect(read('docker/remote.Dockerfile')).toContain('ENV NGINX_ENVSUBST_FILTER=^KONTOR_');
  });
});

describeWithNginx('in a running nginx', () => {
  const startNginx = runningNginx(bed);

  it('the edge answers over TLS with HTTP/2: the page and the gateway on one connection, with the headers', async () => {
    const { tls } = await startNginx(
      'edge-tls',
      render(read('docker/nginx/edge.conf.template'), { KONTOR_ENV: 'prod' }),
    );
    const session = http2.connect(tls, { rejectUnauthorized: false });
    try {
      const get = (path: string) =>
        new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
          const stream = session.request({ ':path': path });
          let headers: http2.IncomingHttpHeaders = {};
          let body = '';
          stream.setEncoding('utf8');
          stream.on('response', (received) => (headers = received));
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ headers, body }));
          stream.on('error', reject);
        });
      const [page, api] = await Promise.all([get('/dashboard'), get('/api/v2/session')]);
      expect(session.alpnProtocol).toBe('h2');
      expect({ status: page.headers[':status'], body: page.body }).toEqual({
        status: 200,
        body: 'upstream /dashboard',
      });
      expect(api.body).toBe('upstream /api/v2/session');
      expect(page.headers['strict-transport-security']).toBe(
        bed.ref.securityHeaders.prod!['strict-transport-security'],
      );
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      session.close();
    }
  });
});
