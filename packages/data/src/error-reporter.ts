import type { ApiError } from './api-error';

export interface ErrorReportContext {
  method: string;
  url: string;
}

/** Where answers with status ≥ 500 go. Injectable; a no-op unless an error-reporting service is configured. */
export interface ErrorReporter {
  report(error: ApiError, context: ErrorReportContext): void;
}

export const noopErrorReporter: ErrorReporter = { report() {} };

/** Hands an error with status ≥ 500 to the reporter. */
export function reportServerError(reporter: ErrorReporter, error: ApiError, context: ErrorReportContext): void {
  if (error.status < 500) return;
  try {
    reporter.report(error, context);
  } catch {
    // a broken reporter must not hide the error
  }
}

interface SentryLike {
  init(options: { dsn: string }): unknown;
  captureException(error: unknown, hint?: { extra?: Record<string, unknown>; tags?: Record<string, string> }): unknown;
}

export type SentryLoader = () => Promise<SentryLike>;

const loadSentry: SentryLoader = () => import('@sentry/browser');

/** Sentry, loaded on the first report only (so the bundle carries it only as a lazy chunk). */
export function createSentryReporter(dsn: string, load: SentryLoader = loadSentry): ErrorReporter {
  let sentry: Promise<SentryLike | undefined> | undefined;
  return {
    report(error, context) {
      sentry ??= load()
        .then((module) => {
          module.init({ dsn });
          return module;
        })
        .catch(() => undefined);
      void sentry.then((module) =>
        module?.captureException(error, {
          tags: { code: String(error.code), status: String(error.status) },
          extra: { ...context, requestId: error.requestId },
        }),
      );
    },
  };
}

/** Sentry when a DSN is given (the app passes `import.meta.env.VITE_SENTRY_DSN`), a no-op otherwise. */
export function createErrorReporter(dsn: string | undefined, load?: SentryLoader): ErrorReporter {
  return dsn && dsn.trim() !== '' ? createSentryReporter(dsn.trim(), load) : noopErrorReporter;
}
