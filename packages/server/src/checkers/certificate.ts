import type { X509Certificate } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import { type ClassifiedError, classifyError, TlsVerifyError, tlsFailureOf } from './errors';
import type { CertificateInfo, CheckPhase, CheckResult, CheckWarning } from './types';

const DAY_MS = 86_400_000;

function oneLine(dn: string): string {
  return dn
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Reads the peer's leaf certificate from a connected TLS socket; null when the peer sent none. */
export function readCertificate(socket: TLSSocket, now: number): CertificateInfo | null {
  const cert = socket.getPeerX509Certificate();
  return cert ? certificateInfo(cert, now) : null;
}

/** A certificate's dates, names and fingerprint, as results report them. */
export function certificateInfo(cert: X509Certificate, now: number): CertificateInfo {
  const validTo = cert.validToDate;
  const validFrom = cert.validFromDate;
  return {
    validTo: validTo.toISOString(),
    validFrom: validFrom.toISOString(),
    daysLeft: Math.floor((validTo.getTime() - now) / DAY_MS),
    issuer: oneLine(cert.issuer),
    subject: oneLine(cert.subject),
    subjectAltName: cert.subjectAltName ?? null,
    fingerprint256: cert.fingerprint256,
  };
}

export function isExpired(cert: CertificateInfo, now: number): boolean {
  return Date.parse(cert.validTo) <= now;
}

/** A warning when the certificate expires within `warnDays` (and has not expired yet). */
export function expiryWarning(cert: CertificateInfo, warnDays: number | undefined): CheckWarning | undefined {
  if (warnDays === undefined || cert.daysLeft > warnDays) return undefined;
  return {
    code: 'cert_expiring',
    message: `Certificate for ${cert.subject || 'the host'} expires in ${cert.daysLeft} day(s), on ${cert.validTo}`,
  };
}

/**
 * A failed check's code and the certificate to report: the one a refused handshake sent (else `known`). An expired
 * certificate is named so, whatever else OpenSSL found wrong with it first (as the TLS check).
 */
export function classifyCertificateFailure(
  error: unknown,
  phase: CheckPhase,
  now: number,
  known: CertificateInfo | undefined,
): { failure: ClassifiedError; certificate: CertificateInfo | undefined } {
  const refused = error instanceof TlsVerifyError;
  const certificate = refused && error.certificate ? certificateInfo(error.certificate, now) : known;
  if (refused && certificate !== undefined && isExpired(certificate, now)) {
    return { failure: { code: 'cert_expired', message: `Certificate expired on ${certificate.validTo}` }, certificate };
  }
  return { failure: classifyError(error, phase), certificate };
}

/**
 * Judges the certificate of a completed handshake (the socket never rejects by itself, so a refused certificate is
 * still read): none sent or any verification failure → `tls` with its kind; expired → `cert_expired`; expiring within
 * `warnDays` → ok with a warning. `certificate` is what was read, for the result in every case.
 */
export function judgeCertificate(
  socket: TLSSocket,
  { now, warnDays, servername }: { now: number; warnDays: number | undefined; servername: string },
): { certificate: CertificateInfo | undefined; outcome: Omit<CheckResult, 'timings'> } {
  const certificate = readCertificate(socket, now) ?? undefined;
  const judged = (outcome: Omit<CheckResult, 'timings'>) => ({ certificate, outcome });
  if (!certificate) {
    const message = 'The server sent no certificate';
    return judged({ ok: false, code: 'tls', message, phase: 'tls', tlsFailure: 'handshake' });
  }
  if (isExpired(certificate, now)) {
    const message = `Certificate expired on ${certificate.validTo}`;
    return judged({ ok: false, code: 'cert_expired', message, phase: 'tls' });
  }
  if (!socket.authorized) {
    const error = String(socket.authorizationError ?? 'unknown');
    const message = `Certificate is not trusted for ${servername}: ${error}`;
    return judged({ ok: false, code: 'tls', message, phase: 'tls', tlsFailure: tlsFailureOf(error) });
  }
  const warning = expiryWarning(certificate, warnDays);
  const message = `Certificate valid until ${certificate.validTo} (${certificate.daysLeft} days)`;
  return judged({ ok: true, code: null, message, ...(warning ? { warning } : {}) });
}
