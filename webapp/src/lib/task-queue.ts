/**
 * A queue that runs at most `limit` tasks at once, in the order they were added. A task that
 * fails rejects its own promise only: the tasks after it still run.
 */
export interface TaskQueue {
  /** Runs `task` when a place is free; settles as the task does. */
  add<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
}

export function createTaskQueue(limit: number): TaskQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('A queue runs at least one task at once.');
  const waiting: Array<() => void> = [];
  let running = 0;

  const next = () => {
    if (running >= limit) return;
    const start = waiting.shift();
    if (start) start();
  };

  const add = <T,>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        running += 1;
        // A task that throws before its promise exists fails like one that rejects.
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      });
      next();
    });

  return {
    add,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
