import { Button } from '@vitrina/ui/button';
import { Dialog } from '@vitrina/ui/dialog';
import { cartCopy } from '../../copy/cart';

/**
 * «¿Vaciar el carrito?»: the confirmation «Vaciar carrito» opens. Its own module, loaded when
 * the shopper reaches for the button, so the dialog's code is not part of the cart page's first
 * load (issue 36).
 */
export function ClearCartDialog({
  onClear,
  onClose,
}: {
  onClear: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={cartCopy.clearTitle}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {(close) => (
        <div className="flex flex-col gap-4">
          <p>{cartCopy.clearBody}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onPress={close} autoFocus>
              {cartCopy.cancel}
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                onClear();
                close();
              }}
            >
              {cartCopy.clearConfirm}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
