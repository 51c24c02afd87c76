import { describe, expect, it } from 'vitest';
import { limitParallel } from './limit-parallel';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitParallel', () => {
  it('runs at most three at once, in order, starting the next as one ends', async () => {
    const limiter = limitParallel(3);
    const tasks = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const results = tasks.map((task, i) =>
      limiter.run(() => {
        started.push(i);
        return task.promise;
      }),
    );
    const settled = Promise.allSettled(results);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.waiting).toBe(2);
    tasks[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[0]!.reject(new Error('failed'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks[2]!.resolve();
    tasks[3]!.resolve();
    tasks[4]!.resolve();
    expect((await settled).map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(limiter.active).toBe(0);
  });
});
