import type { CauseParams } from './cause-params-schema';
import type { CauseCode } from './cause-texts';

/**
 * One check's values for every cause code, as a check records them: what the renderers' tests word (the app's, the
 * e-mail's, the bell's) to show that each of them says exactly what `causeText` says. Tests only.
 */
export const CAUSE_SAMPLES: Readonly<Record<CauseCode, CauseParams>> = {
  dns: {},
  refused: {},
  reset: {},
  timeout: {},
  unreachable: {},
  tls: { tlsFailure: 'self_signed', certSubject: 'CN=localhost' },
  cert_expired: { expiresAt: '2026-01-02T00:00:00.000Z', certSubject: 'CN=old.test' },
  cert_expiring: {},
  status: { statusCode: 503 },
  keyword: {},
  body_too_large: {},
  too_many_redirects: {},
  invalid_redirect: {},
  blocked_target: {},
  response_time: { responseMs: 4000 },
  protocol: { reply: '554 5.3.2 Service unavailable' },
  auth: { reply: 'password authentication failed for user "app"' },
  heartbeat_missed: {},
  aborted: {},
  error: {},
  invalid_url: {},
  unsupported_protocol: {},
  invalid_port: {},
  assertion: { path: '$.count', operator: 'gte', expected: '5', actual: '3' },
  dns_mismatch: { expected: '192.0.2.1', actual: '192.0.2.2' },
  ping_loss: { lossPercent: 50 },
  ping_unavailable: {},
  domain_expired: { expiresAt: '2026-01-02T00:00:00.000Z' },
  domain_expiring: {},
  rdap: { rdapFailure: 'unreachable' },
  heartbeat_failed: {},
  heartbeat_running_too_long: {},
};
