/**
 * The server's recurring chores (purges, dispatches, the staff chores) on one kind of timer: `task` runs after
 * `firstAfterMs` (0: at once) and then every `everyMs`. The timers are unref'd (they never keep the process
 * alive), and a turn that comes while the last run still goes is skipped, so a slow database never stacks runs. A
 * run that fails (the database out of reach) calls `onError` and waits for the next turn. Returns a stop function.
 */
export function repeat(
  task: () => Promise<void>,
  { firstAfterMs, everyMs, onError }: { firstAfterMs: number; everyMs: number; onError: () => void },
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  let first: NodeJS.Timeout | undefined;
  if (firstAfterMs === 0) run();
  else {
    first = setTimeout(run, firstAfterMs);
    first.unref();
  }
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
