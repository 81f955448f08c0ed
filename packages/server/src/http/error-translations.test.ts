import { defineRoute, errorEnvelopeSchema } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/app';
import { AppError } from './app-error';
import { registerRoute } from './register-route';

// Issue 15: an error answer carries its message and field errors in both languages, so the app words them in the
// language its reader switches to after the request.

const refusedRoute = defineRoute({
  method: 'POST',
  path: '/api/test/refused',
  summary: 'Refuses with a field error',
  tags: ['test'],
  auth: 'none',
  response: z.object({}),
});

const validatedRoute = defineRoute({
  method: 'POST',
  path: '/api/test/validated',
  summary: 'Validates its body',
  tags: ['test'],
  auth: 'none',
  body: z.object({
    name: z.string().min(2),
    pair: z.object({ from: z.number(), to: z.number() }).refine((pair) => pair.to > pair.from, {
      path: ['to'],
      params: { cs: 'Konec musí být po začátku.', en: 'The end must be after the start.' },
    }),
  }),
  response: z.object({}),
});

async function routes(app: FastifyInstance) {
  registerRoute(app, refusedRoute, async () => {
    const wrong = { cs: 'Současné heslo není správné', en: 'The current password is not correct' };
    throw new AppError('VALIDATION_ERROR', wrong, { errors: { password: [wrong], note: ['as typed'] } });
  });
  registerRoute(app, validatedRoute, async () => ({}));
}

describe('error answers in both languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [routes] });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, language: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'accept-language': language } });

  it("words an AppError's message and field errors in the request's language and in both", async () => {
    const res = await post('/api/test/refused', {}, 'en');
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.message).toBe('The current password is not correct');
    expect(body.errors).toEqual({ password: ['The current password is not correct'], note: ['as typed'] });
    expect(body.translations).toEqual({
      cs: {
        message: 'Současné heslo není správné',
        errors: { password: ['Současné heslo není správné'], note: ['as typed'] },
      },
      en: {
        message: 'The current password is not correct',
        errors: { password: ['The current password is not correct'], note: ['as typed'] },
      },
    });
  });

  it('words validation issues, custom refinements too, in both languages', async () => {
    const res = await post('/api/test/validated', { name: 'J', pair: { from: 2, to: 1 } }, 'cs');
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.errors).toEqual({ name: ['Musí mít alespoň 2 znaky.'], 'pair.to': ['Konec musí být po začátku.'] });
    expect(body.translations?.cs.errors).toEqual(body.errors);
    expect(body.translations?.en).toEqual({
      message: 'Please check the data you entered.',
      errors: { name: ['Must be at least 2 characters long.'], 'pair.to': ['The end must be after the start.'] },
    });
  });

  it('answers an unknown API address in both languages, without field errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/nowhere' });
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.translations).toEqual({
      cs: { message: 'Tato adresa API neexistuje.' },
      en: { message: 'This API address does not exist.' },
    });
  });
});
