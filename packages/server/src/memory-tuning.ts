// A Hlídka process on PGlite held twice the memory it uses: V8 grew its young generation to ~100 MB of short-lived
// check objects, and glibc kept memory freed by V8's compiler and by PGlite in per-thread arenas. Both are settled when
// the process starts (V8 flags, the C library's environment), so `hlidka start` re-executes itself once with them: same
// process id, same arguments; an operator's own values win.

/**
 * The allocator settings the server runs with. V8 compiles PGlite's hot WebAssembly functions in zones of 32 KB
 * segments (one compile peaked at ~700 MB); from malloc's heap, much of that stays with the process after it is freed.
 * Allocations of 32 KB and more are mapped on their own instead and go back to the system when freed.
 */
export const MALLOC_SETTINGS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '32768',
} as const;
/** Young generation semi-spaces of 4 MB: checks allocate little that lives, so a small nursery costs no throughput. */
export const V8_FLAGS = ['--max-semi-space-size=4'] as const;

type Execve = (file: string, args: string[], env: NodeJS.ProcessEnv) => never;
export type TunableProcess = Pick<NodeJS.Process, 'platform' | 'env' | 'execPath' | 'execArgv' | 'argv'> & {
  execve?: Execve;
};

const flagName = (flag: string) => flag.split('=')[0]?.replace(/_/g, '-');

/**
 * Re-execute with MALLOC_SETTINGS and V8_FLAGS unless every one is set already (or HLIDKA_MEMORY_TUNING=off). Linux
 * only: elsewhere, or where `process.execve` is missing, the process carries on as it is.
 */
export function ensureMemoryTuning(proc: TunableProcess): void {
  if (proc.platform !== 'linux' || typeof proc.execve !== 'function') return;
  if (proc.env.HLIDKA_MEMORY_TUNING === 'off') return;
  const env = Object.entries(MALLOC_SETTINGS).filter(([name]) => proc.env[name] === undefined);
  const given = new Set([...proc.execArgv, ...(proc.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName));
  const flags = V8_FLAGS.filter((flag) => !given.has(flagName(flag)));
  // Once re-executed, the environment is set; the flags alone never trigger a second round.
  if (env.length === 0) return;
  proc.execve(proc.execPath, [proc.execPath, ...flags, ...proc.execArgv, ...proc.argv.slice(1)], {
    ...proc.env,
    ...Object.fromEntries(env),
  });
}
