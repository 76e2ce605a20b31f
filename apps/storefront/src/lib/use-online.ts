import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
// The server renders for a shopper who is online; the browser's state is read after hydration.
const onServer = () => true;

/**
 * Whether the browser is online, as TanStack Query sees it: the same signal that pauses the
 * cart's writes and resumes them once the connection is back (R9, R10).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
