import { describe, expect, it } from 'vitest';

import { createTaskQueue } from './task-queue';

/** A task that starts when the queue runs it and ends when the test says so. */
function deferred(name: string, log: string[]) {
  let finish: (ok: boolean) => void = () => undefined;
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = (ok) => (ok ? resolve(name) : reject(new Error(`${name} failed`)));
    });
  return { task, finish: (ok = true) => finish(ok) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs no more than its limit at once and the rest in the order they were added', async () => {
    const log: string[] = [];
    const queue = createTaskQueue(2);
    const [a, b, c, d] = [deferred('a', log), deferred('b', log), deferred('c', log), deferred('d', log)];
    const results = [a, b, c, d].map((t) => queue.add(t.task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);
    b.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    a.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    c.finish();
    d.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('lets a failed task reject only its own promise while the next ones still run', async () => {
    const log: string[] = [];
    const queue = createTaskQueue(1);
    const [bad, good] = [deferred('bad', log), deferred('good', log)];
    const first = queue.add(bad.task);
    const second = queue.add(good.task);
    await settle();
    bad.finish(false);
    await expect(first).rejects.toThrow('bad failed');
    await settle();
    good.finish();
    await expect(second).resolves.toBe('good');
    expect(log).toEqual(['start bad', 'start good']);
  });

  it('treats a task that throws at once as a failure of that task', async () => {
    const queue = createTaskQueue(1);
    const thrown = queue.add(() => {
      throw new Error('at once');
    });
    await expect(thrown).rejects.toThrow('at once');
    await expect(queue.add(async () => 'after')).resolves.toBe('after');
  });

  it('refuses a limit below one', () => {
    expect(() => createTaskQueue(0)).toThrow(RangeError);
  });
});
