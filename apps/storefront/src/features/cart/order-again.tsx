import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { Button } from '@vitrina/ui/button';
import { useState } from 'react';
import { cartCopy } from '../../copy/cart';
import { decodeTitle } from '../../lib/decode-title';
import { readCartProduct } from './cart-answer';
import { useCart } from './use-cart';

/** A line of the order to put back in the cart. */
type OrderedLine = { product_id: number; quantity: number };

/**
 * «Hacer el pedido de nuevo» for an order that expired unpaid: its products still for sale go back
 * into the cart with their quantities (the store's stock decides the rest) and the shopper lands
 * on the cart; those no longer sold are named in a notice.
 */
export function OrderAgain({ lines }: { lines: readonly OrderedLine[] }) {
  const { store, toasts } = useRouteContext({ from: '__root__' });
  const cart = useCart();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const orderAgain = async () => {
    setState('adding');
    try {
      const ids = lines.map((line) => line.product_id);
      const { items } = await (
        await store()
      ).products.list({ include: ids, per_page: Math.min(ids.length, 100) });
      const forSale = items.flatMap((item) => {
        const product = readCartProduct({ ...item, name: decodeTitle(item.name) });
        return product === undefined || product.stock_status === 'outofstock' ? [] : [product];
      });
      for (const product of forSale) {
        const ordered = lines.find((line) => line.product_id === product.id);
        cart.add(product, ordered?.quantity ?? 1);
      }
      const missing = lines.length - forSale.length;
      if (missing > 0) toasts.add({ status: 'info', message: cartCopy.orderAgainMissing(missing) });
      await navigate({ to: '/carrito-compras' });
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button isPending={state === 'adding'} onPress={() => void orderAgain()}>
        {state === 'adding' ? cartCopy.orderAgainAdding : cartCopy.orderAgain}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {cartCopy.orderAgainFailed}
        </p>
      ) : null}
    </div>
  );
}
