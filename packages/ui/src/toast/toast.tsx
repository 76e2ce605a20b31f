import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastQueue } from './toast-queue.js';
import type { ToastRegionProps } from './toast-stack.js';

export { createToastQueue } from './toast-queue.js';
export type { ToastMessage, ToastQueue, ToastStatus } from './toast-queue.js';
export type { ToastRegionProps } from './toast-stack.js';

// The region's code (react-aria's toast, focus and landmark handling) is only fetched when the
// first toast arrives, so pages that never toast do not pay for it on first load.
const ToastStack = lazy(() =>
  import('./toast-stack.js').then((module) => ({ default: module.ToastStack })),
);

function useHasToasts(queue: ToastQueue): boolean {
  return useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
}

/**
 * Where toasts appear: renders nothing until the queue holds a toast, then loads and shows the
 * toast landmark ({@link ToastRegionProps}).
 */
export function ToastRegion(props: ToastRegionProps) {
  const hasToasts = useHasToasts(props.queue);
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastStack {...props} />
    </Suspense>
  ) : null;
}
