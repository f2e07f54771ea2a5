/**
 * Bounds how long the Worker waits on a cache. A cache that is slower than computing the answer
 * is worse than no cache, so a timeout counts as a miss, never as a failure.
 */
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** `promise`, or a TimeoutError after `ms`. The loser is left to settle on its own (and ignored). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  promise.catch(() => {}); // a late rejection after the timeout must not become unhandled
  return Promise.race([promise, timeout]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}
