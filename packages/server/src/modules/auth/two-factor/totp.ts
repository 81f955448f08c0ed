import { TOTP_DIGITS } from '@hlidka/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { SecretBox } from '../secret-box';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** Codes from one step before or after are accepted too (clock drift between phone and server). */
const WINDOW = 1;
const ISSUER = 'Hlídka';

/** Encrypts TOTP secrets at rest with AES-256-GCM under a key derived from the server's secret. */
export class TotpSecretBox extends SecretBox {
  constructor(serverSecret: string) {
    super(serverSecret, 'hlidka:totp-secret');
  }
}

function totpFor(base32: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/** A new secret (160 bits, base32), its otpauth URL and that URL as an SVG QR code (data URL). */
export async function newTotpSecret(accountLabel: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, accountLabel).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** A typed code without spaces or dashes, if it has the right shape. */
export function normalizeTotpCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

/**
 * The time step a code belongs to, if it is valid now (within the window) and later than `lastUsedStep`, so an
 * accepted code (and any older one) never works again. Null otherwise.
 */
export function acceptedTotpStep(base32: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const totp = totpFor(base32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}
