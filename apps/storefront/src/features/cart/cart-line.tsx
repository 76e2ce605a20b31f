import {
  exceedsStock,
  formatMoney,
  MAX_LINE_QUANTITY,
  unitsLeftToTell,
  type CartItem,
  type UnavailableLine,
} from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { Price } from '@vitrina/ui/price';
import { QuantityStepper } from '@vitrina/ui/quantity-stepper';
import { stockWords } from '../../copy/stock';
import { cartCopy } from '../../copy/cart';
import { LineNote } from '../../lib/line-note';
import { LineOptions } from '../../lib/line-options';

/** Props of {@link CartLine}. */
export type CartLineProps = {
  item: CartItem;
  /** Not yet confirmed by the store (shown at once, greyed until the answer). */
  isPending: boolean;
  /** Changed while offline: its write is paused until the connection is back (R10). */
  isWaitingOffline: boolean;
  /** A line the store has not named yet cannot be changed until it has. */
  isNew: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** The mini-cart's narrow layout. */
  compact?: boolean;
  /**
   * The appliance this line is an installation for (issue 29): shown under it, indented, named
   * for it, with no stepper of its own (its quantity follows the appliance's).
   */
  attachedTo?: CartItem | undefined;
};

/**
 * One cart line: picture, brand, name, unit and sale price, quantity stepper, line total and
 * remove (spec §3 cart item). The quantity is the one shown (optimistic); the line total is the
 * store's once it answers.
 */
export function CartLine({
  item,
  isPending,
  isWaitingOffline,
  isNew,
  onQuantity,
  onRemove,
  compact,
  attachedTo,
}: CartLineProps) {
  const size = compact ? 'size-16' : 'size-20 sm:size-24';
  const soldOut = item.stock_status === 'outofstock';
  const short = exceedsStock(item);
  const fewLeft = short ? null : unitsLeftToTell(item);
  return (
    <li
      className={`flex gap-3 border-b border-border py-4 last:border-b-0 ${attachedTo ? 'ml-6 border-l-4 border-l-brand-200 pl-3 sm:ml-12' : ''}`}
      aria-busy={isPending}
      data-product-id={item.product_id}
      data-installation-for={attachedTo?.product_id}
    >
      <div
        className={`${size} shrink-0 overflow-hidden rounded-control bg-surface-muted ${soldOut ? 'opacity-50 grayscale' : ''}`}
      >
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
          {attachedTo ? (
            <p className="text-xs font-semibold text-brand-700">
              {cartCopy.installationFor(attachedTo.name)}
            </p>
          ) : null}
          {item.brand ? (
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <span className="sr-only">{cartCopy.brand}: </span>
              {item.brand}
            </p>
          ) : null}
          <h3 className="text-sm font-semibold text-ink sm:text-base">
            {item.name}
            <LineOptions options={item.options} />
          </h3>
          <div className="flex items-baseline gap-1 text-sm">
            <span className="sr-only">{cartCopy.unitPrice}:</span>
            <Price
              regularCents={item.regular_price}
              saleCents={item.sale_price}
              format={formatMoney}
              size="sm"
            />
          </div>
          {soldOut ? <LineNote label={stockWords.outofstock} text={cartCopy.soldOutLine} /> : null}
          {short ? (
            <LineNote label={stockWords.few} text={cartCopy.shortLine(item.stock_quantity ?? 0)} />
          ) : null}
          {fewLeft === null ? null : (
            <p className="mt-1 text-sm font-semibold text-accent-700">
              {cartCopy.fewLeft(fewLeft)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          {attachedTo ? (
            <p className="text-sm text-ink-muted">{cartCopy.installationQuantity(item.quantity)}</p>
          ) : (
            <QuantityStepper
              label={cartCopy.quantityOf(item.name)}
              value={item.quantity}
              maxValue={MAX_LINE_QUANTITY}
              onChange={onQuantity}
              isDisabled={isNew}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={
              attachedTo
                ? cartCopy.removeInstallation(item.name, attachedTo.name)
                : cartCopy.removeLine(item.name)
            }
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
        {isWaitingOffline ? (
          <p className="text-sm text-ink-muted">{cartCopy.savedWhenOnline}</p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A line whose product left the catalogue: its name, the reason, what the store still charges
 * for it (so the total adds up to what is shown) and remove. No quantity: it cannot be bought.
 */
export function UnavailableCartLine({
  line,
  onRemove,
  compact,
}: {
  line: UnavailableLine;
  onRemove: () => void;
  compact?: boolean;
}) {
  const size = compact ? 'size-16' : 'size-20 sm:size-24';
  return (
    <li
      className="flex gap-3 border-b border-border py-4 last:border-b-0"
      data-product-id={line.product_id}
    >
      <div className={`${size} shrink-0 rounded-control bg-surface-muted`} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h3 className="text-sm font-semibold text-ink-muted line-through sm:text-base">
            {line.name}
          </h3>
          <LineNote label={cartCopy.unavailable} text={cartCopy.unavailableLine} />
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={cartCopy.removeLine(line.name)}
            onPress={onRemove}
          >
            {cartCopy.remove}
          </Button>
          <p className="ml-auto text-ink-muted">
            <span className="sr-only">{cartCopy.lineTotal}: </span>
            {formatMoney(line.total_item_price)}
          </p>
        </div>
      </div>
    </li>
  );
}
