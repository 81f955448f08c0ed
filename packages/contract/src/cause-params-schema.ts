import { z } from 'zod';
import { rdapFailureKinds, tlsFailureKinds } from './cause-kinds';

/** The values a check failure's text is made of, next to its code (the app words them in the reader's language). */
export const causeParamsSchema = z
  .object({
    /** `status`: the HTTP status code received. */
    statusCode: z.number().int().optional(),
    /** `response_time`: how long the response took, in ms. */
    responseMs: z.number().int().optional(),
    /** `assertion`: the JSON path or header name, the operator, the expected value and the value found. */
    path: z.string().max(500).optional(),
    operator: z.string().max(20).optional(),
    expected: z.string().max(1024).optional(),
    actual: z.string().max(200).nullable().optional(),
    /** `ping_loss`: the share of packets lost. */
    lossPercent: z.number().min(0).max(100).optional(),
    /** `domain_expired`, `cert_expired`: when the registration or the certificate expired (ISO 8601). */
    expiresAt: z.string().max(40).optional(),
    /** `tls`: why the certificate or the handshake was refused. */
    tlsFailure: z.enum(tlsFailureKinds).optional(),
    /** `tls`, `cert_expired`: the certificate's subject (`CN=example.com, O=…`). */
    certSubject: z.string().max(200).optional(),
    /** `rdap`: why the registry's lookup failed (`status` with the `statusCode` it answered). */
    rdapFailure: z.enum(rdapFailureKinds).optional(),
    /** `protocol`: the server's reply that the protocol did not expect (its first line, shortened); `auth`: its refusal. */
    reply: z.string().max(200).optional(),
  })
  .meta({ id: 'CauseParams' });
export type CauseParams = z.infer<typeof causeParamsSchema>;
