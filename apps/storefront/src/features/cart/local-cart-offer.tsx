import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCAL_STORAGE_KEYS } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { useState } from 'react';
import { cartCopy } from '../../copy/cart';
import { privateQueryRoots } from '../../lib/query-keys';
import { useCartContext } from './cart-context';
import { readLocalCart, reAddLocalLines } from './local-cart';

/**
 * A guest whose store cart is empty while `local_cart_b` still holds lines (the cart expired,
 * R12, the tab that held its key was closed, or an add left with the page had not landed when
 * the cart was read) is offered them back: «Recuperar» adds what the cart still lacks,
 * «Descartar» forgets them.
 */
export function LocalCartOffer() {
  const { store, session, local } = useCartContext();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState(() => (session.isLoggedIn() ? [] : readLocalCart(local)));
  const forget = () => {
    local.remove(LOCAL_STORAGE_KEYS.local_cart_b);
    setLines([]);
  };
  const recover = useMutation({
    mutationFn: async () => {
      const client = await store();
      // An add left with the page may have landed since the cart was read: never twice.
      await reAddLocalLines(client, lines, await client.cart.get());
    },
    onSuccess: forget,
    // The cart could not be read: the lines stay offered (spec §8: logged only).
    onError: (error) => console.error('No se pudo recuperar el carrito guardado', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateQueryRoots.cart }),
  });
  if (lines.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={cartCopy.recoverTitle}
      className="rounded-control bg-info-soft p-3"
    >
      <p className="font-semibold text-ink">{cartCopy.recoverTitle}</p>
      <p className="text-sm text-ink">{cartCopy.recoverBody(lines.length)}</p>
      <ul className="mt-1 list-disc ps-5 text-sm text-ink">
        {lines.map((line) => (
          <li key={line.product_id}>
            {line.product.name} × {line.quantity}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" isPending={recover.isPending} onPress={() => recover.mutate()}>
          {cartCopy.recover}
        </Button>
        <Button size="sm" variant="ghost" isDisabled={recover.isPending} onPress={forget}>
          {cartCopy.discard}
        </Button>
      </div>
    </div>
  );
}
