import { ModalFrame, type ModalFrameProps } from '../dialog/modal-frame.js';
import { cx } from '../utils/cx.js';

export { DialogTrigger } from 'react-aria-components/Dialog';

/** Props of {@link Drawer}. */
export interface DrawerProps extends ModalFrameProps {
  /** The screen edge it slides from. */
  side?: 'left' | 'right';
}

/** A modal panel along one edge of the screen (mobile menu, mini cart). */
export function Drawer({ side = 'left', ...props }: DrawerProps) {
  return (
    <ModalFrame
      {...props}
      overlayClasses=""
      panelClasses={cx(
        'fixed inset-y-0 flex w-80 max-w-[85vw] flex-col',
        side === 'left' ? 'left-0' : 'right-0',
      )}
    />
  );
}
