import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed event may be (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` for a body signed with `secret`. */
export function signPayload(payload: string | Buffer, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'too_old';

/**
 * Check a `Stripe-Signature` header against the RAW body: any `v1` may match (secrets roll over), and the timestamp
 * must be within the tolerance of `now` (a replay of an old capture is refused even with a good signature).
 */
export function verifySignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): { ok: true; timestamp: number } | { ok: false; problem: SignatureProblem } {
  if (!header) return { ok: false, problem: 'missing' };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, problem: 'malformed' };
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex'));
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s), expected));
  if (!matches) return { ok: false, problem: 'mismatch' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, problem: 'too_old' };
  return { ok: true, timestamp };
}
