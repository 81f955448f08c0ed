import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { scenario } from './scenarios';

/** An msw/node server for unit tests of the app, serving the 'populated' scenario unless told otherwise. */
export function createMockServer(...handlers: RequestHandler[]) {
  return setupServer(...(handlers.length > 0 ? handlers : scenario('populated')));
}
