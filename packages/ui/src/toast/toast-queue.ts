import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components/Toast';

/** Kind of a toast, which sets its colour. */
export type ToastStatus = 'success' | 'error' | 'info';

/**
 * What a toast says. Plain strings only: a toast never renders HTML, so a server message that
 * echoes user input (e.g. `<b>x</b>`) shows as literal text (reliability I3).
 */
export interface ToastMessage {
  status: ToastStatus;
  title?: string;
  message: string;
}

/** The queue the app pushes toasts into; one per app, given to `ToastRegion`. */
export type ToastQueue = AriaToastQueue<ToastMessage>;

/** Makes the toast queue. Call it once where the app is created, not at module scope on the server. */
export function createToastQueue(maxVisibleToasts = 3): ToastQueue {
  return new AriaToastQueue<ToastMessage>({ maxVisibleToasts });
}
