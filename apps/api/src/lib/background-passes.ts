/** What a background worker logs with: the app's logger, or a test's. */
export interface WorkerLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * The loop of a background worker in each server (the e-mail outbox, the SSA-623 batch jobs): `work` is one pass,
 * which claims and handles what is due and answers how many it handled. Passes run one after another in a server,
 * never two claiming side by side; a pass asked for while one runs and another waits is dropped (the waiting one
 * will see the same rows). `start` runs a pass now and one every `pollMs`; `wake` asks for one soon; `stop` ends
 * the timer and waits for the pass under way. A failed pass (the database away) goes to `onFailure` (the worker
 * logs it), and the next one tries again.
 */
export function createBackgroundPasses(
  work: () => Promise<number>,
  { pollMs, onFailure }: { pollMs: number; onFailure: (error: unknown) => void },
) {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = true;
  /** The last pass asked for; each waits for the one before. */
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;

  function runPass(): Promise<number> {
    queued++;
    const next = tail.then(work).finally(() => queued--);
    tail = next.catch(() => {});
    return next;
  }
  function pass() {
    if (isStopped || queued > 1) return;
    runPass().catch(onFailure);
  }

  return {
    /** A pass after the one under way, if any: what it handled is done by the time it answers. */
    runPass,
    wake: pass,
    /** `passNow: false`: the first pass at the first tick (the caller ran one already). */
    start({ passNow = true }: { passNow?: boolean } = {}) {
      if (!isStopped) return;
      isStopped = false;
      if (passNow) pass();
      timer = setInterval(pass, pollMs);
      timer.unref();
    },
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await tail;
    },
  };
}
