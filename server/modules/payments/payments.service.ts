// Money against orders without a gateway. Every payment enters through one door, `received()`: the
// customer's UPI claim from the booking page and the owner's cash, bank, UPI and refund entries today,
// a gateway's signed webhook tomorrow (docs/decisions/0018). Each entry is one transaction that holds
// the order's state row, checks the amount against the balance, stores the payment (a UTR is unique
// across the shop: the database refuses a second), the order's new payment state, a line in the lead's
// history and, for a customer's claim, an alert to the owner.
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { durableTransaction, isUniqueViolationOn } from '../../../db/database.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { formatRupees } from '../../../shared/money.ts';
import {
  type BookingPayment,
  type Payment,
  type PaymentClaim,
  type PaymentEntry,
  type PaymentKind,
  type PaymentMethod,
  type PaymentSettings,
  type PaymentTotals,
  PAYMENT_ANSWERS,
  amountToPay,
  claimThanks,
  upiUri,
} from '../../../shared/payments.ts';
import type { TemplateOutcome } from '../../../shared/message-template.ts';
import { HttpError, badRequest, notFound } from '../../http-errors.ts';
import type { NotifyService } from '../notify/notify.service.ts';
import type { BookingsService } from '../booking/bookings.service.ts';
import * as leadsRepo from '../leads/leads.repository.ts';
import type { ActingAdmin } from '../leads/leads.service.ts';
import * as repo from './payments.repository.ts';
import { refresh, toSettings, totalsOf } from './ledger.ts';

/** A payment that reached the shop, whoever tells of it. */
export interface PaymentReceived {
  leadId: number;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  /** The UPI reference (12 digits), unique across the shop. */
  utr: string | null;
  /** `claimed` until someone who can see the money says so; an owner's or a signed gateway's word is `verified`. */
  state: 'claimed' | 'verified';
  reason: string | null;
  by: { adminId: number | null; name: string };
  /** The customer's claim is refused on a cancelled order and alerts the owner. */
  source: 'customer' | 'owner';
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** The instant an India date begins, as ISO text. */
export const indiaDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS).toISOString();

export function toPayment(r: repo.PaymentRow): Payment {
  return {
    id: r.id,
    leadId: r.lead_id,
    kind: r.kind,
    method: r.method,
    amount: r.amount,
    utr: r.utr,
    state: r.state,
    reason: r.reason,
    at: r.at,
    by: r.by_name,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by,
  };
}

const isUtrTaken = (err: unknown): boolean => isUniqueViolationOn(err, 'payments', 'utr');

const utrTaken = (utr: string) => new HttpError(409, { text: PAYMENT_ANSWERS.utrTaken, vars: { utr } });

export class PaymentsService {
  readonly db: Kysely<Database>;
  readonly #notify: NotifyService;
  readonly #bookings: BookingsService;
  readonly #config: Pick<Config, 'publicBaseUrl' | 'port'>;

  constructor(db: Kysely<Database>, notify: NotifyService, config: Pick<Config, 'publicBaseUrl' | 'port'>, bookings: BookingsService) {
    this.db = db;
    this.#notify = notify;
    this.#config = config;
    this.#bookings = bookings;
  }

  async settings(): Promise<PaymentSettings> {
    return toSettings(await repo.settings(this.db));
  }

  async saveSettings(s: PaymentSettings, now = new Date()): Promise<PaymentSettings> {
    await repo.saveSettings(this.db, {
      upi_id: s.upiId,
      payee_name: s.payeeName,
      advance_kind: s.advanceKind,
      advance_value: s.advanceValue,
      gstin: s.gstin,
      legal_name: s.legalName,
      business_state: s.businessState,
      default_hsn: s.defaultHsn,
      default_gst_rate: s.defaultGstRate,
      updated_at: now.toISOString(),
    });
    return this.settings();
  }

  // ---- the customer's side ----

  /** What the booking page shows of money: totals, entries, and the UPI QR of what to pay now. */
  async bookingPayment(reference: string, key: string | undefined): Promise<BookingPayment> {
    const lead = await this.#bookings.openRow(this.db, reference, key);
    const [{ totals, rows }, settings] = await Promise.all([totalsOf(this.db, lead), this.settings()]);
    let upi: BookingPayment['upi'] = null;
    const now = amountToPay(totals);
    if (settings.upiId && settings.payeeName && lead.status !== 'lost' && now.amount > 0) {
      const uri = upiUri({ upiId: settings.upiId, payee: settings.payeeName, amount: now.amount, reference: lead.reference, kind: now.kind });
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      upi = { upiId: settings.upiId, payee: settings.payeeName, kind: now.kind, amount: now.amount, uri, svg };
    }
    return {
      totals,
      payments: rows.map((r) => ({ kind: r.kind, method: r.method, amount: r.amount, utr: r.utr, state: r.state, at: r.at })),
      upi,
    };
  }

  /** The booking page's form: the outcome as a message the page words; a refusal is a value, not a throw. */
  async claimFromPage(reference: string, key: string | undefined, claim: PaymentClaim): Promise<TemplateOutcome> {
    try {
      await this.claim(reference, key, claim);
      return { ok: true, ...claimThanks(claim) };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) return { ok: false, ...err.said };
      throw err;
    }
  }

  /** "I have paid": a claimed UPI payment of the advance (or, once the advance is in, the balance). */
  async claim(reference: string, key: string | undefined, claim: PaymentClaim, now = new Date()): Promise<{ payment: Payment; totals: PaymentTotals }> {
    const lead = await this.#bookings.openRow(this.db, reference, key);
    const settings = await this.settings();
    if (!settings.upiId) throw new HttpError(409, 'This shop takes no UPI payments here: please call us.');
    const { totals } = await totalsOf(this.db, lead);
    return this.received(
      {
        leadId: lead.id,
        kind: amountToPay(totals).kind,
        method: 'upi',
        amount: claim.amount,
        utr: claim.utr,
        state: 'claimed',
        reason: null,
        by: { adminId: null, name: 'customer' },
        source: 'customer',
      },
      now,
    );
  }

  // ---- the owner's side ----

  async ledger(leadId: number): Promise<{ totals: PaymentTotals; payments: Payment[] }> {
    const lead = await leadsRepo.findLead(this.db, leadId);
    if (!lead || lead.type !== 'order') throw notFound(`Order ${leadId} not found`);
    const { totals, rows } = await totalsOf(this.db, lead);
    return { totals, payments: rows.map(toPayment) };
  }

  /** An entry the owner makes: money they have seen arrive (verified at once) or a refund they made. */
  record(leadId: number, entry: PaymentEntry, admin: ActingAdmin, now = new Date()): Promise<{ payment: Payment; totals: PaymentTotals }> {
    return this.received({ leadId, ...entry, state: 'verified', by: { adminId: admin.id, name: admin.username }, source: 'owner' }, now);
  }

  /** The one way a payment enters the ledger. */
  async received(p: PaymentReceived, now = new Date()): Promise<{ payment: Payment; totals: PaymentTotals }> {
    const at = now.toISOString();
    try {
      const out = await durableTransaction(this.db, async (trx) => {
        const lead = await leadsRepo.findLead(trx, p.leadId);
        if (!lead || lead.type !== 'order') throw notFound(`Order ${p.leadId} not found`);
        await repo.lockState(trx, lead.id);
        if (p.utr !== null && (await repo.utrTaken(trx, p.utr))) throw utrTaken(p.utr);
        const { totals } = await totalsOf(trx, lead);
        const cancelled = lead.status === 'lost';
        if (p.kind === 'refund') {
          if (p.amount > totals.paid) throw badRequest(`amount is more than what was paid (${formatRupees(totals.paid)})`);
        } else if (cancelled) {
          throw new HttpError(409, 'This booking is cancelled: it takes no more payments.');
        } else {
          const open = totals.balanceDue - (p.state === 'claimed' ? totals.claimed : 0);
          if (open <= 0) throw new HttpError(409, 'Nothing is left to pay on this booking.');
          if (p.amount > open) throw badRequest({ text: PAYMENT_ANSWERS.overBalance, vars: { amount: formatRupees(open) } });
        }
        const id = await repo.insertPayment(trx, {
          lead_id: lead.id,
          kind: p.kind,
          method: p.method,
          amount: p.amount,
          utr: p.utr,
          state: p.state,
          reason: p.reason,
          at,
          by_admin_id: p.by.adminId,
          by_name: p.by.name,
          ...(p.state === 'verified' ? { decided_at: at, decided_by: p.by.name } : {}),
        });
        const after = await refresh(trx, lead);
        const what = `${p.kind === 'refund' ? 'Refund' : 'Payment'} of ${formatRupees(p.amount)} (${p.kind}, ${p.method}${p.utr ? `, UTR ${p.utr}` : ''})`;
        const note = p.source === 'customer' ? `${what} reported by the customer: to be checked.` : `${what} recorded.`;
        await leadsRepo.insertEvent(trx, {
          lead_id: lead.id,
          admin_id: p.by.adminId,
          admin_username: p.by.adminId === null ? null : p.by.name,
          from_status: null,
          to_status: null,
          note,
          created_at: at,
        });
        if (p.source === 'customer') await this.#alert(trx, lead, `Payment reported for ${lead.reference}`, note, at);
        return { payment: toPayment((await repo.findPayment(trx, id))!), totals: after };
      });
      this.#notify.kick();
      return out;
    } catch (err) {
      if (p.utr !== null && isUtrTaken(err)) throw utrTaken(p.utr);
      throw err;
    }
  }

  /** The owner verifies or rejects a claim (with a reason); only a claim still open can be decided. */
  async decide(
    paymentId: number,
    d: { state: 'verified' | 'rejected'; reason: string | null },
    admin: ActingAdmin,
    now = new Date(),
  ): Promise<{ payment: Payment; totals: PaymentTotals }> {
    const at = now.toISOString();
    return durableTransaction(this.db, async (trx) => {
      const found = await repo.findPayment(trx, paymentId);
      if (!found) throw notFound(`Payment ${paymentId} not found`);
      await repo.lockState(trx, found.lead_id);
      if (!(await repo.decide(trx, paymentId, { ...d, at, by: admin.username })))
        throw new HttpError(409, `Payment ${paymentId} is already ${(await repo.findPayment(trx, paymentId))!.state}.`);
      const lead = (await leadsRepo.findLead(trx, found.lead_id))!;
      const totals = await refresh(trx, lead);
      const note = `Payment of ${formatRupees(found.amount)}${found.utr ? ` (UTR ${found.utr})` : ''} ${d.state}${d.reason ? `: ${d.reason}` : '.'}`;
      await leadsRepo.insertNoteEvent(trx, lead.id, admin, note, at);
      return { payment: toPayment((await repo.findPayment(trx, paymentId))!), totals };
    });
  }

  /** Payments entered from `from` to `to` (India dates), for the accountant's sheet. */
  sheet(from: string, to: string) {
    const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return repo.between(this.db, indiaDayStart(from), indiaDayStart(next));
  }

  async #alert(trx: Kysely<Database>, lead: leadsRepo.LeadRow, subject: string, note: string, at: string): Promise<void> {
    const base = this.#config.publicBaseUrl ?? `http://localhost:${this.#config.port}`;
    const text = [
      subject,
      '',
      note,
      `Name: ${lead.name}`,
      `Phone: ${PHONE_PREFIX} ${lead.phone}`,
      '',
      `Check it and verify it in the admin: ${base}/admin/leads/${lead.id}`,
    ].join('\n');
    await this.#notify.enqueueAlert(trx, lead.id, { subject: `${subject}: ${lead.name}`, text }, at);
  }
}
