// The local servers' TLS certificate (scripts/serve.mjs): browsers speak HTTP/2 only over TLS, so the host's
// HTTP/2 port (docs/running.md, "HTTP/2") needs one. Self-signed for localhost, 127.0.0.1 and ::1, made once
// with `selfsigned` and kept in .kontor/tls until a week before it expires. No browser trusts it: a person
// opening the HTTP/2 port confirms it once, the bench and the tests tell Chromium to accept it. Key and
// certificate are one file, written whole (a temporary file renamed), so a server started while another makes
// it reads a matching pair.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { ROOT } from './workspace.mjs';

const DIR = path.join(ROOT, '.kontor', 'tls');
const VALID_DAYS = 90;
const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000;

/** A certificate still good for a week, or false. */
function usable(cert) {
  try {
    return new Date(new crypto.X509Certificate(cert).validTo).getTime() - Date.now() > RENEW_BEFORE_MS;
  } catch {
    return false;
  }
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----\n?/g;

/** The key and certificate in one PEM file, or null when it is missing or unreadable. */
function readPair(file) {
  try {
    const blocks = fs.readFileSync(file, 'utf8').match(PEM_BLOCK) ?? [];
    const key = blocks.find((block) => block.includes('PRIVATE KEY-----'));
    const cert = blocks.find((block) => block.includes('BEGIN CERTIFICATE'));
    return key && cert ? { key, cert } : null;
  } catch {
    return null;
  }
}

/**
 * The key and certificate for `https://localhost`, made on first use.
 * @returns {Promise<{ key: string, cert: string }>}
 */
export async function localCertificate(dir = DIR) {
  const file = path.join(dir, 'localhost.pem');
  const kept = readPair(file);
  if (kept && usable(kept.cert)) return kept;
  const { generate } = (await import('selfsigned')).default;
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 3600 * 1000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, `${pems.private.trim()}\n${pems.cert.trim()}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return { key: pems.private, cert: pems.cert };
}
