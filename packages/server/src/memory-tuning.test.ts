import { describe, expect, it } from 'vitest';
import { ensureMemoryTuning, type TunableProcess } from './memory-tuning';

function fakeProcess(overrides: Partial<TunableProcess> = {}) {
  const calls: { file: string; args: string[]; env: NodeJS.ProcessEnv }[] = [];
  const proc: TunableProcess = {
    platform: 'linux',
    env: { PATH: '/usr/bin' },
    execPath: '/usr/bin/node',
    execArgv: ['--enable-source-maps'],
    argv: ['/usr/bin/node', '/srv/hlidka/cli.js', 'start', '--role', 'worker'],
    execve: ((file: string, args: string[], env: NodeJS.ProcessEnv) => {
      calls.push({ file, args, env });
    }) as never,
    ...overrides,
  };
  return { proc, calls };
}

describe('memory tuning at start', () => {
  it('re-executes once with the allocator settings and a small young generation, keeping every argument', () => {
    const { proc, calls } = fakeProcess();
    ensureMemoryTuning(proc);
    expect(calls).toEqual([
      {
        file: '/usr/bin/node',
        args: [
          '/usr/bin/node',
          '--max-semi-space-size=4',
          '--enable-source-maps',
          '/srv/hlidka/cli.js',
          'start',
          '--role',
          'worker',
        ],
        env: {
          PATH: '/usr/bin',
          MALLOC_ARENA_MAX: '2',
          MALLOC_TRIM_THRESHOLD_: '131072',
          MALLOC_MMAP_THRESHOLD_: '32768',
        },
      },
    ]);
    // The re-executed process finds its settings and goes on.
    const again = fakeProcess({ env: calls[0]?.env ?? {}, execArgv: calls[0]?.args.slice(1, 3) ?? [] });
    ensureMemoryTuning(again.proc);
    expect(again.calls).toEqual([]);
  });

  it("keeps the operator's own values and can be turned off", () => {
    const own = fakeProcess({
      env: { MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max_semi_space_size=16' },
      execArgv: [],
    });
    ensureMemoryTuning(own.proc);
    expect(own.calls[0]?.args).toEqual(['/usr/bin/node', '/srv/hlidka/cli.js', 'start', '--role', 'worker']);
    expect(own.calls[0]?.env).toMatchObject({
      MALLOC_ARENA_MAX: '4',
      MALLOC_TRIM_THRESHOLD_: '131072',
      MALLOC_MMAP_THRESHOLD_: '32768',
    });

    const off = fakeProcess({ env: { HLIDKA_MEMORY_TUNING: 'off' } });
    ensureMemoryTuning(off.proc);
    expect(off.calls).toEqual([]);
    const mac = fakeProcess({ platform: 'darwin' });
    ensureMemoryTuning(mac.proc);
    expect(mac.calls).toEqual([]);
  });
});
