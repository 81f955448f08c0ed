import type { ApiKeyScopes } from '@hlidka/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/types';
import type { Mailer } from '../mail/mailer';
import type { CustomDomains } from './custom-domains';

export type Language = 'cs' | 'en';

/** Who is calling, set by `app.authenticate`. */
export interface RequestAuth {
  userId: string;
  sessionId?: string;
  method: 'jwt' | 'api_key';
  /** Id of the API key when `method` is `api_key`. */
  apiKeyId?: string;
  /** The key's scopes (null: all its creator's role allows) when `method` is `api_key`. */
  apiKeyScopes?: ApiKeyScopes | null;
}

/** Source of "now" — inject a fixed clock in tests. */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Drizzle with the full schema. */
    db: Db;
    database: Database;
    mailer: Mailer;
    clock: Clock;
    /** Custom domains of status pages, applied before routing (`rewriteUrl`). */
    customDomains: CustomDomains;
    /** preValidation of `auth: 'user'` routes (the auth module's): sets `request.auth` or throws UNAUTHORIZED. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth?: RequestAuth;
    /** The user's language once authenticated, else from Accept-Language; `cs` by default. */
    language: Language;
  }
}
