import { type AuthSessionData, authSessionDataSchema, envelopeSchema, errorEnvelopeSchema } from '@hlidka/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

let counter = 0;
/** A unique e-mail per call (rows persist between the tests of one block). */
export const uniqueEmail = (name = 'user') => `${name}.${Date.now().toString(36)}.${++counter}@example.cz`;

export const GOOD_PASSWORD = 'Kůň pije z řeky 42';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The body of a success answer, parsed with the envelope of `schema` (fails the test on a mismatch). */
export function expectData<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
  status = 200,
): z.output<T> {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = envelopeSchema(schema).safeParse(response.json());
  expect(parsed.error, response.body).toBeUndefined();
  return (parsed.data as { data: z.output<T> }).data;
}

/** A flat answer (the Google endpoints). */
export function expectRaw<T extends z.ZodType>(response: LightMyRequestResponse, schema: T, status = 200): z.output<T> {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = schema.safeParse(response.json());
  expect(parsed.error, response.body).toBeUndefined();
  return parsed.data as z.output<T>;
}

/** An error answer: the status, the code, and the parsed body. */
export function expectError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = errorEnvelopeSchema.safeParse(response.json());
  expect(parsed.error, response.body).toBeUndefined();
  const body = parsed.data as z.output<typeof errorEnvelopeSchema>;
  if (code) expect(body.code).toBe(code);
  return body;
}

export interface Registered extends AuthSessionData {
  email: string;
  password: string;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  inject: Partial<InjectOptions> = {},
): Promise<Registered> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const password = (overrides.password as string | undefined) ?? GOOD_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email,
      password,
      firstName: 'Jana',
      lastName: 'Nováková',
      termsAccepted: true,
      marketingConsent: false,
      ...overrides,
    },
    ...inject,
  });
  const data = expectData(response, authSessionDataSchema, 201);
  return { ...data, email, password };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  inject: Partial<InjectOptions> = {},
): Promise<AuthSessionData> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { email, password },
    ...inject,
  });
  return expectData(response, authSessionDataSchema);
}
