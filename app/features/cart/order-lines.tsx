// An order's lines and total in en-IN rupees: on /buy before and after the request, and on the
// owner's lead page. Three narrow columns so it fits a 360 px phone.
import type { ReactNode } from 'react';
import { formatRupees } from '../../../shared/money.ts';

export interface OrderLineRow {
  key: string | number;
  title: ReactNode;
  quantity: number;
  /** Whole rupees each. */
  price: number;
  lineTotal: number;
}

export function OrderLinesTable({ rows, total }: { rows: readonly OrderLineRow[]; total: number }) {
  return (
    <table className="order-lines">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Qty</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>
              {r.title}
              <br />
              <span className="field-hint">{formatRupees(r.price)} each</span>
            </td>
            <td>{r.quantity}</td>
            <td>{formatRupees(r.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="order-total">{formatRupees(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
