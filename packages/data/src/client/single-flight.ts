export interface SingleFlight<T> {
  /** Starts the job, or joins the run under way. */
  run(): Promise<T>;
  isRunning(): boolean;
}

/** A job that runs once at a time: whoever asks while it runs shares its promise. */
export function singleFlight<T>(job: () => Promise<T>): SingleFlight<T> {
  let current: Promise<T> | null = null;
  return {
    run: () =>
      (current ??= job().finally(() => {
        current = null;
      })),
    isRunning: () => current !== null,
  };
}
