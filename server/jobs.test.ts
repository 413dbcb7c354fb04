import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startJobs } from './jobs';

const quietLog = () => ({ warn: vi.fn() });

describe('startJobs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job at start and every everyMs after', async () => {
    const fast = vi.fn(async () => {});
    const slow = vi.fn(async () => {});
    const jobs = startJobs(
      [
        { name: 'fast', everyMs: 1000, run: fast },
        { name: 'slow', everyMs: 5000, run: slow },
      ],
      quietLog(),
    );
    expect([fast.mock.calls.length, slow.mock.calls.length]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(999);
    expect(fast).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fast).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect([fast.mock.calls.length, slow.mock.calls.length]).toEqual([6, 2]);
    await jobs.stop();
  });

  it('never overlaps a run of the same job: the next one is timed from the end of the last', async () => {
    let active = 0;
    let most = 0;
    const run = vi.fn(async () => {
      active++;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      active--;
    });
    const jobs = startJobs([{ name: 'slow', everyMs: 1000, run }], quietLog());
    await vi.advanceTimersByTimeAsync(2499);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1000); // ends at 2500, next at 3500
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(most).toBe(1);
    await jobs.stop();
  });

  it('logs a failure as a warning and runs again next time', async () => {
    const log = quietLog();
    const err = new Error('database away');
    const run = vi.fn().mockRejectedValueOnce(err).mockResolvedValue(undefined);
    const jobs = startJobs([{ name: 'purge', everyMs: 1000, run }], log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledWith({ err, job: 'purge' }, 'purge failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await jobs.stop();
  });

  it('unrefs its timers so they never keep the process alive', async () => {
    const unref = vi.spyOn(globalThis, 'setTimeout');
    const jobs = startJobs([{ name: 'tick', everyMs: 1000, run: async () => {} }], quietLog());
    await vi.advanceTimersByTimeAsync(0);
    const timer = unref.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await jobs.stop();
    unref.mockRestore();
  });

  it('stop() clears the timers and waits for the runs in progress', async () => {
    let finished = false;
    const run = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    });
    const jobs = startJobs([{ name: 'work', everyMs: 1000, run }], quietLog());
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
