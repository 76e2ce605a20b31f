import { formatMoney, type LineOption } from '@vitrina/core';
import { LineOptions } from '../../lib/line-options';

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

/** The order's products with their totals, the same on the review step and the confirmation. */
export function OrderLinesTable({ lines }: { lines: readonly OrderLineView[] }) {
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
          <tr key={`${String(index)}-${line.name}`}>
            <td>
              {line.name} × {line.quantity}
              <LineOptions options={line.options} />
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
