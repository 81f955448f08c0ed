import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { TOTP_DIGITS } from '@hlidka/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** Codes from one step before or after are accepted too (clock drift between phone and server). */
const WINDOW = 1;
const ISSUER = 'Hlídka';

/** Encrypts TOTP secrets at rest with AES-256-GCM under a key derived from the server's secret. */
export class TotpSecretBox {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    this.#key = createHmac('sha256', serverSecret).update('hlidka:totp-secret').digest();
  }

  seal(base32: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
      '.',
    );
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
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
