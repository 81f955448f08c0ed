import { messageTranslations } from '../api-error';
import { createErrorReporter } from '../error-reporter';
import { type MessageKey, type Messages, messagesFor } from '../messages';
import { createSessionStore } from '../session/session-store';
import { defaultStorage } from '../session/storage';
import type { ApiClientOptions, Query, RequestOptions } from './types';
import { buildQueryString } from './url';

/** The client's request function, for the requests whose 401 is an answer (refresh, logout). */
export type Send = <T>(path: string, options: RequestOptions) => Promise<T>;

function defaultBaseUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : '';
}

/** The client's options with their defaults filled in, shared by its modules. */
export type ClientContext = ReturnType<typeof createClientContext>;

export function createClientContext(options: ApiClientOptions) {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, '');
  const storage = options.storage ?? defaultStorage();
  const messages = (): Messages => ({ ...messagesFor(options.getLanguage?.()), ...options.messages });
  return {
    options,
    baseUrl,
    storage,
    session: options.session ?? createSessionStore(storage),
    reporter: options.errorReporter ?? createErrorReporter(options.sentryDsn),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    isOnline: options.isOnline ?? (() => (globalThis as { navigator?: Navigator }).navigator?.onLine ?? true),
    logger: options.logger ?? { warn: (message, detail) => console.warn(message, detail) },
    /** The client's own texts in the UI's current language. */
    messages,
    /** An error's text of the client's own, in the current language and in both. */
    own: (key: MessageKey) => ({ message: messages()[key], translations: messageTranslations(key) }),
    url: (path: string, query?: Query) =>
      `${/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`}${buildQueryString(query)}`,
  };
}
