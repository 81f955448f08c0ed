import { rdapFailureKinds, tlsFailureKinds } from './cause-kinds';
import type { CauseParams } from './cause-params-schema';

// A check failure's values read without zod (the app words notifications in the signed-in shell, which carries no
// schemas): the same answer as `causeParamsSchema.safeParse` in incidents.ts (cause-params.test.ts compares them).

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isText = (max: number) => (value: unknown) => typeof value === 'string' && value.length <= max;
const isOneOf = (values: readonly string[]) => (value: unknown) => typeof value === 'string' && values.includes(value);

/** Each value of `causeParamsSchema` and what it accepts when present (absent is always fine). */
const accepts: { [K in keyof CauseParams]-?: (value: unknown) => boolean } = {
  statusCode: isInteger,
  responseMs: isInteger,
  path: isText(500),
  operator: isText(20),
  expected: isText(1024),
  actual: (value) => value === null || isText(200)(value),
  lossPercent: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100,
  expiresAt: isText(40),
  tlsFailure: isOneOf(tlsFailureKinds),
  certSubject: isText(200),
  rdapFailure: isOneOf(rdapFailureKinds),
  reply: isText(200),
};

/**
 * The cause's values among a notification's parameters (they travel flattened there): all of them, or none when one
 * is not what the schema allows, exactly as `causeParamsSchema.safeParse(params)` with `{}` for a failure.
 */
export function readCauseParams(params: Record<string, unknown>): CauseParams {
  const read: Record<string, unknown> = {};
  for (const [key, isValid] of Object.entries(accepts)) {
    if (!Object.hasOwn(params, key) || params[key] === undefined) continue;
    if (!isValid(params[key])) return {};
    read[key] = params[key];
  }
  return read as CauseParams;
}
