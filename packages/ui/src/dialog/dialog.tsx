import { ModalFrame, type ModalFrameProps } from './modal-frame.js';

export { DialogTrigger } from 'react-aria-components/Dialog';

/** Props of {@link Dialog}. */
export type DialogProps = ModalFrameProps;

/**
 * A modal dialog centred on the screen. Put it in a `DialogTrigger` after its trigger button, or
 * control it with `isOpen`/`onOpenChange`. Focus is trapped inside and returns to the trigger.
 */
export function Dialog(props: DialogProps) {
  return (
    <ModalFrame
      {...props}
      overlayClasses="flex items-center justify-center p-4"
      panelClasses="flex max-h-[85vh] w-full max-w-lg flex-col rounded-card"
    />
  );
}
