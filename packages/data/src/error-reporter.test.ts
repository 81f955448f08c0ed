import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createErrorReporter, reportServerError } from './error-reporter';

describe('error reporting', () => {
  it('uses Sentry only when a DSN is set, loading it lazily', async () => {
    const sentry = { init: vi.fn(), captureException: vi.fn() };
    const load = vi.fn(async () => sentry);
    const error = new ApiError({ message: 'x', code: 500, status: 500 });
    createErrorReporter(undefined, load).report(error, { method: 'GET', url: '/' });
    createErrorReporter('  ', load).report(error, { method: 'GET', url: '/' });
    expect(load).not.toHaveBeenCalled();
    const reporter = createErrorReporter('https://key@sentry.example/1', load);
    expect(load).not.toHaveBeenCalled();
    reporter.report(error, { method: 'GET', url: '/a' });
    reporter.report(error, { method: 'GET', url: '/b' });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith({ dsn: 'https://key@sentry.example/1' });
  });

  it('passes on errors ≥ 500 only, and a reporter that throws does not hide the error', () => {
    const report = vi.fn(() => {
      throw new Error('reporter down');
    });
    const context = { method: 'GET', url: '/api/x' };
    reportServerError({ report }, new ApiError({ message: 'x', code: 404, status: 404 }), context);
    expect(report).not.toHaveBeenCalled();
    const error = new ApiError({ message: 'x', code: 503, status: 503 });
    expect(() => reportServerError({ report }, error, context)).not.toThrow();
    expect(report).toHaveBeenCalledWith(error, context);
  });
});
