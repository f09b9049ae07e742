/** Runs at most `concurrency` tasks at a time; the others wait in order. */
export function createLimiter(concurrency: number) {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (active >= concurrency) return;
    const start = waiting.shift();
    if (!start) return;
    active++;
    start();
  };
  return function limit<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
  };
}
