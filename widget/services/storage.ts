/**
 * localStorage without surprises: it may be missing, disabled (sandboxed iframes, privacy modes
 * throw SecurityError on access) or full, and none of that may break the game.
 */

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the value is not kept: no storage, storage refused (sandboxed, private) or full. */
export function write(key: string, value: string): boolean {
  try {
    const storage = store();
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function remove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to do: an unreadable entry is ignored on the next load anyway.
  }
}
