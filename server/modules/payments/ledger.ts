// An order's money as its ledger says: the totals and the payment state, kept in payment_states so the
// inbox can filter by it. Called inside the transaction of every change that moves them (a payment
// entered or decided, a cancellation, a lead given up or taken back).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { type PaymentSettings, type PaymentTotals, advanceFor, paymentTotals } from '../../../shared/payments.ts';
import type { LeadRow } from '../leads/leads.repository.ts';
import * as repo from './payments.repository.ts';

export function toSettings(r: repo.PaymentSettingsRow): PaymentSettings {
  return {
    upiId: r.upi_id,
    payeeName: r.payee_name,
    advanceKind: r.advance_kind,
    advanceValue: r.advance_value,
    gstin: r.gstin,
    legalName: r.legal_name,
    businessState: r.business_state as PaymentSettings['businessState'],
    defaultHsn: r.default_hsn,
    defaultGstRate: r.default_gst_rate,
  };
}

/** The order's totals from its ledger (read with `db`, a transaction's view when given one). */
export async function totalsOf(
  db: Kysely<Database>,
  lead: Pick<LeadRow, 'id' | 'total' | 'status'>,
): Promise<{ totals: PaymentTotals; rows: repo.PaymentRow[] }> {
  const [settings, rows, state] = await Promise.all([repo.settings(db), repo.paymentsOf(db, lead.id), repo.stateRow(db, lead.id)]);
  const total = lead.total ?? 0;
  const cancelled = lead.status === 'lost' ? { kept: state?.cancel_kept ?? null } : null;
  return { totals: paymentTotals(total, advanceFor(toSettings(settings), total), rows, cancelled), rows };
}

/**
 * Stores the order's state after a change, inside the change's transaction. `kept`: what a
 * cancellation's policy kept (a number), forgotten (null) when the order is taken back, else unchanged.
 */
export async function refresh(trx: Kysely<Database>, lead: Pick<LeadRow, 'id' | 'total' | 'status'>, kept?: number | null): Promise<PaymentTotals> {
  await repo.lockState(trx, lead.id);
  const current = await repo.stateRow(trx, lead.id);
  const cancelKept = kept === undefined ? (current?.cancel_kept ?? null) : kept;
  if (kept !== undefined) await repo.setState(trx, lead.id, { state: current!.state, cancel_kept: cancelKept });
  const { totals } = await totalsOf(trx, lead);
  await repo.setState(trx, lead.id, { state: totals.state, cancel_kept: cancelKept });
  return totals;
}
