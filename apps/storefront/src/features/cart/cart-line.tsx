import { formatMoney, type CartItem } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Price } from '@vitrina/ui/price';
import { QuantityStepper } from '@vitrina/ui/quantity-stepper';
import { cartCopy } from '../../copy/cart';

/** Props of {@link CartLine}. */
export type CartLineProps = {
  item: CartItem;
  /** Not yet confirmed by the store (shown at once, greyed until the answer). */
  isPending: boolean;
  /** A line the store has not named yet cannot be changed until it has. */
  isNew: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** The mini-cart's narrow layout. */
  compact?: boolean;
};

/**
 * One cart line: picture, brand, name, unit and sale price, quantity stepper, line total and
 * remove (spec §3 cart item). The quantity is the one shown (optimistic); the line total is the
 * store's once it answers.
 */
export function CartLine({ item, isPending, isNew, onQuantity, onRemove, compact }: CartLineProps) {
  const size = compact ? 'size-16' : 'size-20 sm:size-24';
  return (
    <li
      className="flex gap-3 border-b border-border py-4 last:border-b-0"
      aria-busy={isPending}
      data-product-id={item.product_id}
    >
      <div className={`${size} shrink-0 overflow-hidden rounded-control bg-surface-muted`}>
        {item.img.url ? (
          <img
            src={item.img.url}
            alt={item.img.alt}
            width={96}
            height={96}
            loading="lazy"
            className="size-full object-contain"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          {item.brand ? (
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <span className="sr-only">{cartCopy.brand}: </span>
              {item.brand}
            </p>
          ) : null}
          <h3 className="text-sm font-semibold text-ink sm:text-base">{item.name}</h3>
          <div className="flex items-baseline gap-1 text-sm">
            <span className="sr-only">{cartCopy.unitPrice}:</span>
            <Price
              regularCents={item.regular_price}
              saleCents={item.sale_price}
              format={formatMoney}
              size="sm"
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          <QuantityStepper
            label={cartCopy.quantityOf(item.name)}
            value={item.quantity}
            onChange={onQuantity}
            isDisabled={isNew}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={cartCopy.removeLine(item.name)}
            onPress={onRemove}
            isDisabled={isNew}
          >
            {cartCopy.remove}
          </Button>
          <p className={`ml-auto ${isPending ? 'text-ink-muted' : 'font-semibold text-ink'}`}>
            <span className="sr-only">{cartCopy.lineTotal}: </span>
            {formatMoney(item.total_item_price)}
            {isPending ? <span className="sr-only"> ({cartCopy.updating})</span> : null}
          </p>
        </div>
      </div>
    </li>
  );
}
