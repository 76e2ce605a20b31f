/**
 * Browser storage that never throws. Safari private mode, a full quota or storage disabled by
 * policy (R13, R14) make `localStorage`/`sessionStorage` throw on access or on write; the shop
 * then keeps the values in memory for the life of the tab. Nothing here touches `window` at
 * import time, so the module is safe on the server (where every read is `null`).
 */
export type SafeStorage = {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
  remove: (key: string) => void;
  /** True once a write had to fall back to memory. */
  isDegraded: () => boolean;
};

type Area = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Creates a storage over `getArea()`; `onFallback` runs once, on the first failure. */
export function createSafeStorage(
  getArea: () => Area | undefined,
  onFallback: (error: unknown) => void = () => undefined,
): SafeStorage {
  const memory = new Map<string, string | null>();
  let degraded = false;

  const area = (): Area | undefined => {
    try {
      return getArea();
    } catch (error) {
      fallBack(error);
      return undefined;
    }
  };

  function fallBack(error: unknown): void {
    if (degraded) return;
    degraded = true;
    onFallback(error);
  }

  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return area()?.getItem(key) ?? null;
      } catch (error) {
        fallBack(error);
        return null;
      }
    },
    set(key, value) {
      try {
        const target = area();
        if (!target) throw new Error('storage unavailable');
        target.setItem(key, value);
        memory.delete(key);
      } catch (error) {
        memory.set(key, value);
        fallBack(error);
      }
    },
    remove(key) {
      // A null in memory shadows a stale value the browser may still hold but not let us delete.
      memory.set(key, null);
      try {
        area()?.removeItem(key);
        memory.delete(key);
      } catch (error) {
        fallBack(error);
      }
    },
    isDegraded: () => degraded,
  };
}

const storageListeners = new Set<(error: unknown) => void>();
let firstFailure: { error: unknown } | undefined;

/**
 * Subscribes to the first storage failure of either area (one notice per tab, R13). A failure
 * that happened before the subscription is reported at once.
 */
export function onStorageFallback(listener: (error: unknown) => void): () => void {
  if (firstFailure) listener(firstFailure.error);
  storageListeners.add(listener);
  return () => storageListeners.delete(listener);
}

function notifyFallback(error: unknown): void {
  if (firstFailure) return;
  firstFailure = { error };
  for (const listener of storageListeners) listener(error);
}

/** `localStorage` of the browser, or memory. */
export const localStore = createSafeStorage(
  () => (typeof window === 'undefined' ? undefined : window.localStorage),
  notifyFallback,
);

/** `sessionStorage` of the browser, or memory. */
export const sessionStore = createSafeStorage(
  () => (typeof window === 'undefined' ? undefined : window.sessionStorage),
  notifyFallback,
);
