import { AUDIT_REDACTED, type AuditSnapshot } from '@hlidka/contract';

/**
 * Field names whose values never reach the audit log: passwords, tokens, keys, channel secrets (webhook URLs carry
 * their secret in the path), TOTP secrets and recovery codes, request headers that authenticate.
 */
const SECRET_FIELD =
  /(password|passphrase|secret|token|hash|apikey|api_key|privatekey|signingkey|totp|recovery|credential|authorization|cookie|webhook|dsn|routingkey|integrationkey)/i;

function redactValue(value: unknown, depth: number): unknown {
  if (depth > 8) return AUDIT_REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        SECRET_FIELD.test(key) && inner !== null && inner !== '' ? AUDIT_REDACTED : redactValue(inner, depth + 1);
    }
    // A header given as { name, value } whose name authenticates: its value is a secret too.
    if (typeof out.name === 'string' && 'value' in out && SECRET_FIELD.test(out.name)) out.value = AUDIT_REDACTED;
    return out;
  }
  return typeof value === 'bigint' ? value.toString() : value;
}

/** A resource's fields as the audit log keeps them: JSON values only, secrets replaced by `AUDIT_REDACTED`. */
export function redactSnapshot(value: object | null | undefined): AuditSnapshot | null {
  if (value === null || value === undefined) return null;
  return redactValue(value, 0) as AuditSnapshot;
}
