import { lineOptionsText, type LineOption } from '@vitrina/core';

/**
 * Under a line's product name, the options chosen, labelled («Capacidad: 18,000 BTU · Voltaje:
 * 220 V»): the same words in the cart, the checkout, the confirmation, the account and the
 * invoice (issue 29). Nothing for a product sold as it is. A block `span`, so it fits inside a
 * heading, a cell or a list item alike.
 */
export function LineOptions({ options }: { options: readonly LineOption[] }) {
  if (options.length === 0) return null;
  return (
    <span className="block text-sm font-normal text-ink-muted" data-testid="line-options">
      {lineOptionsText(options)}
    </span>
  );
}
