import { RELOAD_GUARD_MS } from '@vitrina/core';
import type { SafeStorage } from '../lib/storage';

/** sessionStorage key holding the time of the last automatic reload. */
export const RELOAD_GUARD_KEY = 'vitrina:chunk-reload-at';

// Browsers report a failed dynamic import only through these messages (Chromium, Firefox,
// Safari) and Vite through its preload error; there is no error class to test against.
const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** Whether `error` is a JavaScript or CSS chunk that failed to load (usually after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

/**
 * Reloads the page unless it already did so within the guard window (R15). Returns whether a
 * reload was started; `false` means the caller shows the «nueva versión» page instead of looping.
 */
export function reloadOnce({
  storage,
  reload,
  now = Date.now(),
}: {
  storage: SafeStorage;
  reload: () => void;
  now?: number;
}): boolean {
  const last = Number(storage.get(RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.set(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}
