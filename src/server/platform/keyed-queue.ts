/**
 * Runs tasks that share a key one after another, in this process; tasks under other keys do not
 * wait. Each task starts once the one before it has settled, whatever its outcome.
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.catch(() => {});
    tails.set(key, tail);
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return result;
  };
}
