// The API as end-to-end tests call it: a signed-in caller whose answers must succeed, and signing up.
import { expect } from 'vitest';

interface Envelope<T> {
  success: boolean;
  data: T;
}

/**
 * `api(method, path, body?)` for the server and token the getters give when it is called (both are set in
 * `beforeAll`); fails the test with the answer when it is not a success.
 */
export function apiClient(baseUrl: () => string, token: () => string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as Envelope<T>;
    expect(envelope.success, `${method} ${path}: ${JSON.stringify(envelope)}`).toBe(true);
    return envelope.data;
  };
}

/** Register an account (terms accepted) and sign in: its access token. */
export async function signUp(
  baseUrl: string,
  person: { email: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, termsAccepted: true }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const login = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  return ((await login.json()) as Envelope<{ token: string }>).data.token;
}
