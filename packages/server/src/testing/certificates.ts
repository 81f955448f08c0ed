import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface KeyPair {
  key: string;
  cert: string;
}

export interface TestCertificates {
  ca: string;
  /** Signed by the test CA for localhost, app.test and 127.0.0.1, valid 90 days. */
  valid: KeyPair;
  /** Signed by the test CA, valid for 3 more days. */
  expiringSoon: KeyPair;
  /** Signed by the test CA, expired. */
  expired: KeyPair;
  /** Signed by the test CA for other.test only. */
  wrongHost: KeyPair;
  /** Self-signed for localhost. */
  selfSigned: KeyPair;
}

const SAN = 'subjectAltName=DNS:localhost,DNS:app.test,DNS:allowed.test,IP:127.0.0.1';

/**
 * Generates a throwaway CA and leaf certificates with the system `openssl`, spawned asynchronously (never blocking the
 * event loop that serves the test servers).
 */
export async function generateTestCertificates(): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'hlidka-certs-'));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    await openssl(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-subj',
      '/CN=Hlidka Test CA',
      '-days',
      '2',
    );
    await writeFile(file('san.ext'), `${SAN}\n`);
    await writeFile(file('other.ext'), 'subjectAltName=DNS:other.test\n');

    const leaf = async (name: string, cn: string, days: number, ext: string): Promise<KeyPair> => {
      await openssl('req', ...ec, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}/O=Hlidka Tests`);
      await openssl(
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-out',
        `${name}.crt`,
        '-days',
        String(days),
        '-extfile',
        ext,
      );
      return { key: await readFile(file(`${name}.key`), 'utf8'), cert: await readFile(file(`${name}.crt`), 'utf8') };
    };

    const valid = await leaf('valid', 'localhost', 90, 'san.ext');
    const expiringSoon = await leaf('soon', 'localhost', 3, 'san.ext');
    // A negative validity puts notAfter in the past: an expired certificate.
    const expired = await leaf('expired', 'localhost', -1, 'san.ext');
    const wrongHost = await leaf('wrong', 'other.test', 90, 'other.ext');
    await openssl(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'self.key',
      '-out',
      'self.crt',
      '-subj',
      '/CN=localhost',
      '-days',
      '30',
      '-addext',
      SAN,
    );
    const selfSigned = {
      key: await readFile(file('self.key'), 'utf8'),
      cert: await readFile(file('self.crt'), 'utf8'),
    };
    return { ca: await readFile(file('ca.crt'), 'utf8'), valid, expiringSoon, expired, wrongHost, selfSigned };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
