import { formatMoney, type LineOption } from '@vitrina/core';
import { stockWords } from '../copy/stock';
import { cartCopy } from '../copy/cart';
import { LineNote } from './line-note';
import { LineOptions } from './line-options';

/**
 * A line as the review and the confirmed order show it: name, the options of a product with
 * options, quantity and the store's total.
 */
export type OrderLineView = {
  name: string;
  options: readonly LineOption[];
  quantity: number;
  total: number;
};

/**
 * The order's products with their totals, the same on the review step and the confirmation. On
 * the review, the line of a product that sold out as the order was placed is marked (M8).
 */
export function OrderLinesTable({
  lines,
  soldOutId = null,
}: {
  lines: readonly (OrderLineView & { product_id: number })[];
  soldOutId?: number | null;
}) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Productos del pedido</caption>
      <thead>
        <tr>
          <th scope="col">Producto</th>
          <th scope="col" className="text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${String(index)}-${line.name}`} data-product-id={line.product_id}>
            <td>
              {line.name} × {line.quantity}
              <LineOptions options={line.options} />
              {line.product_id === soldOutId ? (
                <LineNote label={stockWords.outofstock} text={cartCopy.soldOutLine} />
              ) : null}
            </td>
            {/* An amount never breaks between «RD$» and its figure. */}
            <td className="pl-3 text-right align-top whitespace-nowrap">
              {formatMoney(line.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
