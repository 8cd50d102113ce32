/** Where a periodic job's failures are logged (the server's logger). */
export interface PeriodicLog {
  error(fields: Record<string, unknown>, message: string): void;
}

/** One periodic job of a server process. */
export interface PeriodicJob {
  /** Names the job in its failure's log line, e.g. 'settling owed refunds'. */
  name: string;
  /** Milliseconds between the starts of two runs. */
  everyMs: number;
  /** One run; a rejection is logged and the next run comes as planned. */
  run: () => Promise<unknown>;
}

/**
 * Runs `job.run` every `job.everyMs` in this process: the timer does not keep the process alive (unref), a
 * failure is logged at error level with the job's name, and a run still going when the next is due makes
 * that one skip (never two runs of one job at once in a process). Answers `stop`, which ends the timer and
 * waits for a run still going (call it on shutdown before closing the database).
 *
 * Several server processes run the same jobs: the job itself must be safe with N processes (one atomic
 * statement, or rows claimed with `FOR UPDATE SKIP LOCKED` as settleOwedRefunds does).
 */
export function runPeriodically(job: PeriodicJob, log: PeriodicLog): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job
      .run()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: job.name }, `${job.name} failed`),
      )
      .finally(() => {
        running = null;
      });
  }, job.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
