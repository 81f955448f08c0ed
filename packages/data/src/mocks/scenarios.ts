import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { createMockDb, type MockDb } from './db';
import { createHandlers } from './handlers';
import { api, type Both, fail, failIn } from './respond';

export type ScenarioName =
  | 'populated'
  | 'empty'
  | 'validationError'
  | 'serverError'
  | 'slow'
  | 'offline'
  | 'planLimitReached'
  | 'expiredSession'
  | 'czechLongTexts';

export interface ScenarioOptions {
  /** The database to serve (a fresh one of the scenario's preset by default). */
  db?: MockDb;
  /** Latency of the 'slow' scenario in ms, or 'infinite' for a loading state that never ends (default 2500). */
  latency?: number | 'infinite';
}

const anyApi = api('/api/*');

/** Messages of the mock field errors, in Czech as the server answers for `Accept-Language: cs`. */
export const mockFieldErrors = {
  email: ['Zadejte platnou e-mailovou adresu'],
  name: ['Název je povinný'],
  password: ['Heslo musí mít alespoň 8 znaků'],
};

/** The same field errors and the answers' messages in both languages, as the server words them for the request. */
const answers = {
  cs: { fieldErrors: mockFieldErrors, invalidForm: 'Formulář obsahuje chyby', unexpected: 'Došlo k neočekávané chybě' },
  en: {
    fieldErrors: {
      email: ['Enter a valid e-mail address'],
      name: ['The name is required'],
      password: ['The password must have at least 8 characters'],
    },
    invalidForm: 'The form contains errors',
    unexpected: 'An unexpected error occurred',
  },
};

const inBoth = (message: 'invalidForm' | 'unexpected'): Both => ({ cs: answers.cs[message], en: answers.en[message] });

const bothFieldErrors = Object.fromEntries(
  Object.entries(answers.cs.fieldErrors).map(([field, messages]) => [
    field,
    messages.map((cs, index) => ({
      cs,
      en: answers.en.fieldErrors[field as keyof typeof mockFieldErrors][index] ?? cs,
    })),
  ]),
);

/**
 * Handler presets for stories and tests (STYLE.md: populated, empty, error 4xx with field errors, 500, slow, offline,
 * plan limit reached, expired session, Czech long texts). Use in a story's `beforeEach({ msw }) { msw.use(...) }` or
 * with msw/node `server.use(...)`.
 */
export function scenario(name: ScenarioName, options: ScenarioOptions = {}): RequestHandler[] {
  const preset = name === 'empty' || name === 'czechLongTexts' || name === 'planLimitReached' ? name : 'populated';
  const db = options.db ?? createMockDb(preset);
  const base = createHandlers(db);
  switch (name) {
    case 'populated':
    case 'empty':
    case 'czechLongTexts':
      return base;
    case 'validationError':
      return [
        ...['post', 'put', 'patch', 'delete'].map((method) =>
          http[method as 'post'](anyApi, ({ request }) => {
            if (new URL(request.url).pathname === '/api/logout') return undefined;
            return failIn(request, 400, 'VALIDATION_ERROR', inBoth('invalidForm'), bothFieldErrors);
          }),
        ),
        ...base,
      ];
    case 'serverError':
      return [http.all(anyApi, ({ request }) => failIn(request, 500, 'INTERNAL_ERROR', inBoth('unexpected')))];
    case 'slow':
      return [
        http.all(anyApi, async () => {
          await delay(options.latency ?? 2500);
          return undefined;
        }),
        ...base,
      ];
    case 'offline':
      return [http.all(anyApi, () => HttpResponse.error())];
    case 'planLimitReached':
      // As many websites as the free plan allows: POST /api/websites answers 403 PLAN_LIMIT_REACHED.
      return base;
    case 'expiredSession':
      return [
        http.post(api('/api/refresh-token'), () =>
          fail(401, 'REFRESH_TOKEN_UNAVAILABLE', 'Platnost přihlášení vypršela. Přihlaste se prosím znovu.'),
        ),
        http.post(api('/api/auth/oauth/google/refresh'), () => fail(401, 'TOKEN_EXPIRED', 'Platnost tokenu vypršela')),
        http.post(api('/api/logout'), () => HttpResponse.json({ success: true, data: { loggedOut: true } })),
        http.post(api('/api/login_check'), () => undefined),
        http.all(anyApi, ({ request }) =>
          /\/api\/(login_check|register|plans)/.test(new URL(request.url).pathname)
            ? undefined
            : fail(401, 'TOKEN_EXPIRED', 'Platnost tokenu vypršela'),
        ),
        ...base,
      ];
  }
}

export const scenarioNames: readonly ScenarioName[] = [
  'populated',
  'empty',
  'validationError',
  'serverError',
  'slow',
  'offline',
  'planLimitReached',
  'expiredSession',
  'czechLongTexts',
];
