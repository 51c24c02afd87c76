/**
 * Runs tasks with at most `concurrency` at once, in the order they were added.
 * Uploads use 3: enough to keep a line busy, few enough that each file shows
 * steady progress and the browser's six connections per host stay free for the rest.
 */
export function limitParallel(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    if (active >= concurrency) return;
    const start = waiting.shift();
    if (start) {
      active++;
      start();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => {
              active--;
              next();
            });
        });
        next();
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
