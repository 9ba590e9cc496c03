/**
 * Runs `step` now and again after the delay it returns, until it returns null or the loop is
 * stopped (the returned function; it also aborts the step's request in flight). A step catches
 * its own failures and answers with the delay it wants (a back-off).
 */
export function runLoop(step: (signal: AbortSignal) => Promise<number | null>): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    const delay = await step(controller.signal);
    if (delay !== null && !controller.signal.aborted) timer = setTimeout(() => void run(), delay);
  };
  void run();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
