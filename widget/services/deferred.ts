/**
 * The engine's deferred part (engine-deferred.ts), loaded once: when a puzzle must be made in the
 * page, when the browser is idle after the board is up, or when a hint or a replay is asked for
 * before that. Code that needs it synchronously (a hint, a replay's frames) reads `deferred()`
 * once `loadDeferred()` has resolved.
 */
type Deferred = typeof import('../engine-deferred.ts');

let loaded: Deferred | null = null;
let loading: Promise<Deferred> | null = null;

/** The deferred engine, or null while it is not loaded. */
export const deferred = (): Deferred | null => loaded;

/** Loads the deferred engine (once; a failed load is tried again on the next call). */
export function loadDeferred(): Promise<Deferred> {
  loading ??= import('../engine-deferred.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The deferred engine, which the caller knows is loaded (after `loadDeferred()`). */
export function engine(): Deferred {
  if (!loaded) throw new Error('the deferred engine is not loaded');
  return loaded;
}

/** Loads the deferred engine when the browser has nothing else to do. */
export function loadDeferredWhenIdle(): void {
  if (loaded || loading) return;
  const load = () => void loadDeferred().catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}
