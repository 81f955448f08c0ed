import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs the job once for everyone who asks while it runs, and anew once it has settled', async () => {
    const releases: ((value: string) => void)[] = [];
    const job = vi.fn(() => new Promise<string>((resolve) => releases.push(resolve)));
    const flight = singleFlight(job);
    const first = flight.run();
    expect(flight.run()).toBe(first);
    expect(job).toHaveBeenCalledTimes(1);
    expect(flight.isRunning()).toBe(true);
    releases[0]?.('a');
    await expect(first).resolves.toBe('a');
    expect(flight.isRunning()).toBe(false);
    const second = flight.run();
    expect(job).toHaveBeenCalledTimes(2);
    releases[1]?.('b');
    await expect(second).resolves.toBe('b');
  });

  it('runs anew after a failure', async () => {
    const job = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce('yes');
    const flight = singleFlight(job);
    await expect(flight.run()).rejects.toThrow('no');
    expect(flight.isRunning()).toBe(false);
    await expect(flight.run()).resolves.toBe('yes');
    expect(job).toHaveBeenCalledTimes(2);
  });
});
