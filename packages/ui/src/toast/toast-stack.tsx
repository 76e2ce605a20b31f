import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components/Toast';
import { Text } from 'react-aria-components/Text';
import { Button } from 'react-aria-components/Button';
import { cx } from '../utils/cx.js';
import { focusRing } from '../utils/class-names.js';
import { CloseGlyph } from '../glyphs/glyphs.js';
import type { ToastQueue, ToastStatus } from './toast-queue.js';

const statusClasses: Record<ToastStatus, string> = {
  success: 'border-success bg-success-soft text-success',
  error: 'border-danger bg-danger-soft text-danger',
  info: 'border-info bg-info-soft text-info',
};

/** Props of {@link ToastStack} and of the lazy `ToastRegion` in front of it. */
export interface ToastRegionProps {
  queue: ToastQueue;
  /** Accessible name of the close button of each toast. */
  closeLabel?: string;
  /** Accessible name of the landmark that holds the toasts. */
  regionLabel?: string;
}

/**
 * The landmark where toasts appear (bottom of the screen). Screen readers announce each new
 * toast; F6 moves focus into the region and Escape or the close button dismisses a toast.
 */
export function ToastStack({
  queue,
  closeLabel = 'Cerrar',
  regionLabel = 'Notificaciones',
}: ToastRegionProps) {
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={regionLabel}
      className="fixed inset-x-4 bottom-4 z-50 flex flex-col items-stretch gap-2 outline-none sm:left-auto sm:w-96"
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={cx(
            'flex items-start gap-3 rounded-card border-l-4 p-4 shadow-overlay',
            focusRing,
            statusClasses[toast.content.status],
          )}
        >
          <AriaToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
            {toast.content.title ? (
              <Text slot="title" className="font-semibold">
                {toast.content.title}
              </Text>
            ) : null}
            <Text slot="description" className="text-sm text-ink">
              {toast.content.message}
            </Text>
          </AriaToastContent>
          <Button
            slot="close"
            aria-label={closeLabel}
            className={cx('rounded-sm p-1 text-ink-muted data-hovered:text-ink', focusRing)}
          >
            <CloseGlyph />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
