import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../button/button.js';
import { CloseGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';

/** Content of a dialog: nodes, or a function given `close`. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

/** Props shared by `Dialog` and `Drawer`. */
export interface ModalFrameProps {
  title: ReactNode;
  children: DialogContent;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Controlled open state; leave out inside a `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it (Escape always does). */
  isDismissable?: boolean;
  /** Dialog role: `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The modal shell: an overlay, a focus-trapping dialog named by its title, a close button, and
 * Escape to close. `panelClasses` places it (centred card or side drawer).
 */
export function ModalFrame({
  title,
  children,
  closeLabel = 'Cerrar',
  isDismissable = true,
  role = 'dialog',
  panelClasses,
  overlayClasses,
  ...state
}: ModalFrameProps & { panelClasses: string; overlayClasses: string }) {
  return (
    <ModalOverlay
      {...state}
      isDismissable={isDismissable}
      className={cx('fixed inset-0 z-40 bg-overlay', overlayClasses)}
    >
      <Modal className={cx('bg-surface shadow-overlay outline-none', panelClasses)}>
        <AriaDialog role={role} className="flex max-h-full flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
                <Heading slot="title" className="text-lg font-semibold text-ink">
                  {title}
                </Heading>
                <Button variant="ghost" size="sm" aria-label={closeLabel} onPress={close}>
                  <CloseGlyph />
                </Button>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto p-4">
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
