/**
 * localStorage that never throws (private modes and disabled storage throw on access) and that tells
 * subscribers about writes made in this tab as well; the `storage` event only reports other tabs.
 */
const localChangeEvent = 'portal:storage';

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    return;
  }
  globalThis.dispatchEvent?.(new CustomEvent(localChangeEvent, { detail: key }));
}

export function removeStorage(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    return;
  }
  globalThis.dispatchEvent?.(new CustomEvent(localChangeEvent, { detail: key }));
}

/** For useSyncExternalStore: calls back on any storage change in this tab or another. */
export function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(localChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(localChangeEvent, onChange);
  };
}
