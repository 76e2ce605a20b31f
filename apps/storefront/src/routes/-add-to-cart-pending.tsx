import type { AddToCartSlot } from '../features/catalog/product-details';

/**
 * The add-to-cart slot until the cart is wired in: present, disabled, and saying why (for a
 * sold-out product, that it is sold out).
 */
export const pendingAddToCart: AddToCartSlot = ({ product }) => {
  const soldOut = product.stockStatus === 'outofstock';
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled
        aria-describedby={`agregar-${String(product.id)}`}
        className="inline-flex min-h-12 cursor-not-allowed items-center rounded-control bg-brand-600 px-6 text-lg font-semibold text-ink-inverse opacity-50"
      >
        Agregar al carrito
      </button>
      <span id={`agregar-${String(product.id)}`} className="text-sm text-ink-muted">
        {soldOut
          ? 'Agotado: no se puede agregar al carrito.'
          : 'Muy pronto podrás comprar en línea. Llámanos para pedirlo.'}
      </span>
    </div>
  );
};
