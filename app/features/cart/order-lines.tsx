// A cart's or an order's lines and total in en-IN rupees, in three narrow columns so it fits a 360 px
// phone: the cart's own table (quantities to change), the order on /buy before and after the request,
// and the order on the owner's lead page.
import type { ReactNode } from 'react';
import { formatRupees } from '../../../shared/money.ts';
import { ColumnHeads } from '../shell/column-heads.tsx';
import { useT } from '../shell/i18n.tsx';

/** The table around the lines: three column headings, the rows, and the total under the last column. */
export function LinesTable({
  className,
  headings,
  totalLabel,
  totalClassName,
  total,
  children,
}: {
  className: string;
  headings: [string, string, string];
  totalLabel: string;
  totalClassName: string;
  /** Whole rupees. */
  total: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <table className={className}>
      <ColumnHeads headings={headings.map((h) => t(h))} />
      <tbody>{children}</tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t(totalLabel)}
          </th>
          <td className={totalClassName}>{formatRupees(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export interface OrderLineRow {
  key: string | number;
  title: ReactNode;
  quantity: number;
  /** Whole rupees each. */
  price: number;
  lineTotal: number;
}

/** An order's lines as they were requested (nothing to change). */
export function OrderLinesTable({ rows, total }: { rows: readonly OrderLineRow[]; total: number }) {
  const t = useT();
  return (
    <LinesTable className="order-lines" headings={['Product', 'Qty', 'Total']} totalLabel="Total" totalClassName="order-total" total={total}>
      {rows.map((r) => (
        <tr key={r.key}>
          <td>
            {r.title}
            <br />
            <span className="field-hint">{t('{price} each', { price: formatRupees(r.price) })}</span>
          </td>
          <td>{r.quantity}</td>
          <td>{formatRupees(r.lineTotal)}</td>
        </tr>
      ))}
    </LinesTable>
  );
}
