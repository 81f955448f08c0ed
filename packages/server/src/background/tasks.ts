import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Role } from '../role';

export interface RepeatOptions {
  /** The work of one run; a failure is logged and the next run comes as usual. */
  run: () => Promise<unknown>;
  /** Pause between the end of one run and the start of the next. */
  everyMs: number;
  /** Delay of the first run (default `everyMs`); 0 starts it at once. */
  firstAfterMs?: number;
  log: FastifyBaseLogger;
  /** The log message of a failed run. */
  failure: string;
  level?: 'warn' | 'error';
}

export interface RepeatingTask {
  /** Cancels the next run and waits for the one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` again and again in the background, one run at a time, until `stop()`. Its timers do not keep the process
 * alive.
 */
export function repeat(options: RepeatOptions): RepeatingTask {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    timer = setTimeout(runNow, ms);
    timer.unref();
  };
  function runNow() {
    timer = null;
    running = (async () => options.run())()
      .then(
        () => {},
        (error: unknown) => {
          if (!stopped) options.log[options.level ?? 'warn']({ err: error }, options.failure);
        },
      )
      .finally(() => {
        if (!stopped) schedule(options.everyMs);
      });
  }
  const first = options.firstAfterMs ?? options.everyMs;
  if (first === 0) runNow();
  else schedule(first);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

/**
 * A module's background task for the process roles given (`app.role`): it starts when the app is ready and stops, its
 * run in progress finished, when the app closes.
 */
export function scheduleBackgroundTask(
  app: FastifyInstance,
  options: Omit<RepeatOptions, 'log'> & { roles: readonly Role[] },
): void {
  if (!options.roles.includes(app.role)) return;
  let task: RepeatingTask | null = null;
  app.addHook('onReady', async () => {
    task = repeat({ ...options, log: app.log });
  });
  app.addHook('onClose', async () => {
    await task?.stop();
  });
}
