import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../role';
import { repeat, scheduleBackgroundTask } from './tasks';

function fakeLog() {
  return { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

/** A run that the test finishes by hand. */
function controlledRun() {
  const finishers: (() => void)[] = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finishers.push(resolve);
      }),
  );
  return { run, finish: () => finishers.shift()?.() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('repeat', () => {
  it('runs first after firstAfterMs, then everyMs after each run ends, never two at once', async () => {
    const { run, finish } = controlledRun();
    const task = repeat({ run, everyMs: 1000, firstAfterMs: 100, log: fakeLog(), failure: 'failed' });
    await vi.advanceTimersByTimeAsync(99);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    // A slow run holds the next one back.
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await task.stop();
  });

  it('waits everyMs before the first run by default, and starts at once for firstAfterMs 0', async () => {
    const later = vi.fn(async () => {});
    const atOnce = vi.fn(async () => {});
    const tasks = [
      repeat({ run: later, everyMs: 500, log: fakeLog(), failure: 'failed' }),
      repeat({ run: atOnce, everyMs: 500, firstAfterMs: 0, log: fakeLog(), failure: 'failed' }),
    ];
    expect(atOnce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(later).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(atOnce).toHaveBeenCalledTimes(2);
    await Promise.all(tasks.map((task) => task.stop()));
  });

  it('logs a failed run at the level asked and keeps going', async () => {
    const log = fakeLog();
    const run = vi.fn(async () => {
      throw new Error('database away');
    });
    const task = repeat({ run, everyMs: 100, log, failure: 'pruning failed', level: 'error' });
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenLastCalledWith({ err: expect.any(Error) }, 'pruning failed');
    expect(log.warn).not.toHaveBeenCalled();
    await task.stop();
  });

  it('stops: no further runs, and stop() waits for the run in progress', async () => {
    const { run, finish } = controlledRun();
    const task = repeat({ run, everyMs: 100, log: fakeLog(), failure: 'failed' });
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('scheduleBackgroundTask', () => {
  async function appWith(role: Role, run: () => Promise<unknown>): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    app.decorate('role', role);
    scheduleBackgroundTask(app, { roles: ['all', 'worker'], run, everyMs: 100, failure: 'failed' });
    return app;
  }

  it('runs in the roles given once the app is ready, and not after it closes', async () => {
    const run = vi.fn(async () => {});
    const app = await appWith('worker', run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    await app.ready();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    await app.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing in other roles', async () => {
    const run = vi.fn(async () => {});
    const app = await appWith('api', run);
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    await app.close();
  });
});

describe('background timers', () => {
  it('are kept by this helper alone, not by the modules or monitoring', () => {
    const src = join(import.meta.dirname, '..');
    const files = readdirSync(join(src, 'modules'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(src, 'modules', name))
      .concat(join(src, 'monitoring', 'index.ts'));
    const ownTimers = files.filter((file) => /\bsetInterval\(|\.unref\(\)/.test(readFileSync(file, 'utf8')));
    expect(ownTimers).toEqual([]);
  });
});
