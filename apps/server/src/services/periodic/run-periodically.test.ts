import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './run-periodically';

afterEach(() => {
  vi.useRealTimers();
});

/** A job whose runs end when the test says: `finish()` settles the oldest run still going. */
function controlledJob() {
  const endings: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let runs = 0;
  return {
    run: () => {
      runs += 1;
      return new Promise<void>((resolve, reject) => endings.push({ resolve, reject }));
    },
    runs: () => runs,
    finish: () => endings.shift()?.resolve(),
    fail: (error: Error) => endings.shift()?.reject(error),
  };
}

describe('runPeriodically', () => {
  it('runs every interval, never twice at once in a process, and logs a failure with the job name', async () => {
    vi.useFakeTimers();
    const job = controlledJob();
    const errors: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const stop = runPeriodically({ name: 'settling owed refunds', everyMs: 1000, run: job.run }, { error: (fields, message) => errors.push({ fields, message }) });
    expect(job.runs()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs()).toBe(1);
    // The first run is still going: the next two ticks skip.
    await vi.advanceTimersByTimeAsync(2000);
    expect(job.runs()).toBe(1);
    job.fail(new Error('provider down'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs()).toBe(2);
    expect(errors).toEqual([{ fields: { err: new Error('provider down'), job: 'settling owed refunds' }, message: 'settling owed refunds failed' }]);
    // stop waits for the run still going and ends the timer.
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    job.finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(job.runs()).toBe(2);
  });
});
