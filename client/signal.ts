/**
 * One abort signal per call from the caller's signal and the call's timeout, and a way to tell
 * afterwards which of the two fired (a timeout and an abort are different failures to a caller).
 */

export interface Deadline {
  /** Aborts when the caller's signal does or when the timeout passes. */
  readonly signal: AbortSignal;
  /** What ended the call early, if anything did: whichever of the two came first. */
  readonly cause: () => 'timeout' | 'aborted' | undefined;
  /** Clears the timer and detaches from the caller's signal; call it when the call is over. */
  readonly dispose: () => void;
}

/** A signal aborted by whichever of `signals` aborts first. */
function anySignal(signals: AbortSignal[]): { signal: AbortSignal; detach: () => void } {
  // Read at call time, not at load time: older runtimes (Node < 20.3, Safari < 17.4) lack it.
  if (typeof AbortSignal.any === 'function') {
    return { signal: AbortSignal.any(signals), detach: () => {} };
  }
  const controller = new AbortController();
  const detachers: (() => void)[] = [];
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const forward = () => controller.abort(signal.reason);
    signal.addEventListener('abort', forward, { once: true });
    // A caller may reuse one long-lived signal for many calls: do not leave a listener per call.
    detachers.push(() => signal.removeEventListener('abort', forward));
  }
  const detach = () => {
    for (const undo of detachers) undo();
  };
  return { signal: controller.signal, detach };
}

/**
 * The signal for one call. `timeout` in milliseconds; 0, a negative number or Infinity means
 * none (setTimeout would fire at once for Infinity).
 */
export function deadline(caller: AbortSignal | undefined, timeout: number): Deadline {
  const timer = new AbortController();
  const { signal, detach } = caller
    ? anySignal([caller, timer.signal])
    : { signal: timer.signal, detach: () => {} };
  let fired = false;
  const handle =
    Number.isFinite(timeout) && timeout > 0
      ? setTimeout(() => {
          // A caller's abort that came first stays the cause.
          fired = !signal.aborted;
          timer.abort();
        }, timeout)
      : undefined;
  return {
    signal,
    cause: () => (fired ? 'timeout' : signal.aborted ? 'aborted' : undefined),
    dispose: () => {
      if (handle !== undefined) clearTimeout(handle);
      detach();
    },
  };
}
