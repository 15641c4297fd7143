// Quotes and tax invoices for orders. A quote is drawn from the order as it stands (with the owner's
// quoted prices and discount, which are written onto the order itself so the booking page, the ledger
// and the documents show one total). A tax invoice is issued once per order, on a confirmed (or
// completed) order: its number is the financial year's next, taken in the same transaction that
// stores the invoice whole, so numbers are consecutive, never reused and never skipped, whichever of
// several instances issues it (docs/decisions/0022).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { durableTransaction, isUniqueViolationOn } from '../../../db/database.ts';
import type { BusinessInfo } from '../../../shared/business.ts';
import type { InvoiceInput, QuoteInput } from '../../../shared/invoice-forms.ts';
import { indiaToday } from '../../../shared/leads.ts';
import { formatRupees } from '../../../shared/money.ts';
import { GST_STATE_CODES, type IndianState } from '../../../shared/pincode.ts';
import {
  type CustomerDocuments,
  type InvoiceSummary,
  type LeadDocuments,
  MAX_INVOICES_PER_YEAR,
  type QuoteSummary,
  type TaxDocument,
  type TaxDocumentKind,
  financialYear,
  invoiceNumber,
  invoiceSlug,
  taxLines,
} from '../../../shared/tax-document.ts';
import { HttpError, badRequest, notFound } from '../../http-errors.ts';
import type { BookingsService } from '../booking/bookings.service.ts';
import * as leadsRepo from '../leads/leads.repository.ts';
import type { ActingAdmin } from '../leads/leads.service.ts';
import { refresh, toSettings, totalsOf } from '../payments/ledger.ts';
import * as paymentsRepo from '../payments/payments.repository.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { rupeesInWords } from './amount-words.ts';
import * as repo from './invoices.repository.ts';
import { taxDocumentPdf } from './tax-pdf.ts';

/** How long a quote's prices hold, in days from the day it is drawn or saved (India). */
export const QUOTE_VALID_DAYS = 15;
/** The statuses an order may be invoiced in: the owner has confirmed it (or it is done). */
const INVOICEABLE = new Set(['confirmed', 'completed']);

const addDays = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const stateCode = (state: string | null) => (state && state in GST_STATE_CODES ? GST_STATE_CODES[state as IndianState] : null);

function summary(r: repo.InvoiceRow): InvoiceSummary {
  const doc = JSON.parse(r.document) as TaxDocument;
  return {
    number: r.number,
    slug: invoiceSlug(r.number),
    kind: doc.kind === 'bill of supply' ? 'bill of supply' : 'tax invoice',
    date: doc.date,
    total: r.total,
    issuedAt: r.issued_at,
    issuedBy: r.issued_by,
  };
}

const isLeadInvoiced = (err: unknown): boolean => isUniqueViolationOn(err, 'invoices', 'lead_id');

/** Thrown inside the issuing transaction to roll it back when the order already has its invoice. */
class AlreadyInvoiced extends Error {
  readonly row: repo.InvoiceRow;
  constructor(row: repo.InvoiceRow) {
    super(`already invoiced as ${row.number}`);
    this.row = row;
  }
}

export class InvoicesService {
  readonly #db: Kysely<Database>;
  readonly #bookings: BookingsService;
  readonly #settings: SettingsService;

  constructor(db: Kysely<Database>, bookings: BookingsService, settings: SettingsService) {
    this.#db = db;
    this.#bookings = bookings;
    this.#settings = settings;
  }

  /**
   * The document of an order as it stands, read with `db` (a transaction's view when given one).
   * `business` is read before any transaction: the settings service reads through the main handle.
   */
  async #document(
    db: Kysely<Database>,
    lead: leadsRepo.LeadRow,
    business: BusinessInfo,
    kind: 'quote' | 'invoice',
    opts: { date: string; number?: string; buyerName?: string | null; buyerGstin?: string | null },
  ): Promise<TaxDocument> {
    const [settings, items, quote] = await Promise.all([
      paymentsRepo.settings(db).then(toSettings),
      leadsRepo.itemsOfLeads(db, [lead.id]),
      repo.quoteOf(db, lead.id),
    ]);
    const tax = await repo.productTax(
      db,
      items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])),
    );
    const defaultHsn = settings.defaultHsn ?? '';
    const lines = items.map((i) => {
      const p = i.product_id === null ? undefined : tax.get(i.product_id);
      return { title: i.title, hsn: p?.hsn || defaultHsn, quantity: i.quantity, unitPrice: i.price, rate: p?.gstrate ?? settings.defaultGstRate };
    });
    if (lead.surcharge > 0)
      lines.push({
        title: `Peak date surcharge (${lead.surcharge_percent}%)`,
        hsn: defaultHsn,
        quantity: 1,
        unitPrice: lead.surcharge,
        rate: settings.defaultGstRate,
      });
    const taxed = settings.gstin !== null;
    const supplierState = settings.businessState ?? (business.state || null);
    const venueState = lead.state ?? supplierState;
    const interState = taxed && venueState !== null && supplierState !== null && venueState !== supplierState;
    const { lines: taxedLines, totals } = taxLines(lines, quote?.discount ?? 0, taxed, interState);
    const venueCode = stateCode(venueState);
    const docKind: TaxDocumentKind = kind === 'quote' ? 'quote' : taxed ? 'tax invoice' : 'bill of supply';
    return {
      kind: docKind,
      number: opts.number ?? null,
      reference: lead.reference,
      date: opts.date,
      validUntil: kind === 'quote' ? (quote?.valid_until ?? addDays(opts.date, QUOTE_VALID_DAYS)) : null,
      eventDate: lead.event_date,
      supplier: {
        name: business.name,
        legalName: settings.legalName ?? business.name,
        gstin: settings.gstin,
        address: business.address,
        state: supplierState,
        stateCode: stateCode(supplierState),
        phone: business.phone,
        email: business.email,
      },
      buyer: {
        name: opts.buyerName ?? lead.name,
        gstin: opts.buyerGstin ?? null,
        address: [lead.address, lead.area, lead.pincode].filter(Boolean).join(', '),
        state: venueState,
        stateCode: venueCode,
      },
      placeOfSupply: venueState && venueCode ? { state: venueState, code: venueCode } : null,
      interState,
      lines: taxedLines,
      totals,
      words: rupeesInWords(totals.total),
    };
  }

  async #order(db: Kysely<Database>, leadId: number): Promise<leadsRepo.LeadRow> {
    const lead = await leadsRepo.findLead(db, leadId);
    if (!lead || lead.type !== 'order') throw notFound(`Order ${leadId} not found`);
    return lead;
  }

  // ---- quotes ----

  /** The quote of an order as a PDF, for the owner. */
  async quotePdf(leadId: number, now = new Date()): Promise<{ reference: string; pdf: Uint8Array }> {
    const lead = await this.#order(this.#db, leadId);
    const doc = await this.#document(this.#db, lead, await this.#settings.business(), 'quote', { date: indiaToday(now) });
    return { reference: lead.reference, pdf: await taxDocumentPdf(doc) };
  }

  /** The quote of an order as a PDF, for its customer (opened with the booking page's key). */
  async customerQuotePdf(reference: string, key: string | undefined, now = new Date()): Promise<Uint8Array> {
    const lead = await this.#bookings.openRow(this.#db, reference, key);
    return taxDocumentPdf(await this.#document(this.#db, lead, await this.#settings.business(), 'quote', { date: indiaToday(now) }));
  }

  /** An order's saved quote, its invoice, and its lines as the quote form prices them. */
  async leadDocuments(leadId: number): Promise<LeadDocuments> {
    const lead = await this.#order(this.#db, leadId);
    const [q, invoice, items] = await Promise.all([repo.quoteOf(this.#db, leadId), this.invoiceOf(leadId), leadsRepo.itemsOfLeads(this.#db, [leadId])]);
    return {
      quote: q ? { discount: q.discount, validUntil: q.valid_until, total: lead.total ?? 0, updatedAt: q.updated_at, updatedBy: q.updated_by } : null,
      invoice,
      lines: items.map((i) => ({ id: i.id, title: i.title, quantity: i.quantity, price: i.price })),
    };
  }

  /**
   * The owner's quote: new prices for some of the order's lines and a discount, written onto the order
   * (its lines, its total, its payment state) in one transaction, valid QUOTE_VALID_DAYS from today.
   * Refused once the order is invoiced or cancelled, or when the new total would be below what has
   * been paid.
   */
  async saveQuote(leadId: number, input: QuoteInput, admin: ActingAdmin, now = new Date()): Promise<QuoteSummary> {
    const at = now.toISOString();
    const validUntil = addDays(indiaToday(now), QUOTE_VALID_DAYS);
    return durableTransaction(this.#db, async (trx) => {
      const lead = await this.#order(trx, leadId);
      await paymentsRepo.lockState(trx, lead.id);
      const invoiced = await repo.invoiceOfLead(trx, lead.id);
      if (invoiced) throw new HttpError(409, `This order is invoiced (${invoiced.number}): its prices can no longer change.`);
      if (lead.status === 'lost' || lead.status === 'spam') throw new HttpError(409, 'This order is closed: it can no longer be quoted.');
      const items = await leadsRepo.itemsOfLeads(trx, [lead.id]);
      const prices = new Map(items.map((i) => [i.id, i.price]));
      for (const l of input.lines) {
        if (!prices.has(l.id)) throw badRequest(`lines id ${l.id} is not a line of this order`);
        prices.set(l.id, l.price);
      }
      const subtotal = items.reduce((s, i) => s + prices.get(i.id)! * i.quantity, 0) + lead.surcharge;
      if (input.discount > subtotal) throw badRequest(`discount must be at most the order's total before it (${formatRupees(subtotal)})`);
      const total = subtotal - input.discount;
      const { totals } = await totalsOf(trx, lead);
      if (total < totals.paid) throw new HttpError(409, `The new total ${formatRupees(total)} is below what has been paid (${formatRupees(totals.paid)}).`);
      const changed: string[] = [];
      for (const i of items) {
        const price = prices.get(i.id)!;
        if (price === i.price) continue;
        await repo.setItemPrice(trx, lead.id, i.id, price);
        changed.push(`${i.title} ${formatRupees(i.price)} → ${formatRupees(price)}`);
      }
      await repo.setLeadTotal(trx, lead.id, total, at);
      await repo.saveQuote(trx, { lead_id: lead.id, discount: input.discount, valid_until: validUntil, updated_at: at, updated_by: admin.username });
      await refresh(trx, { ...lead, total });
      const note = [
        `Quote saved: total ${formatRupees(total)}`,
        ...(input.discount ? [`discount ${formatRupees(input.discount)}`] : []),
        ...changed,
        `valid until ${validUntil}.`,
      ].join('; ');
      await leadsRepo.insertNoteEvent(trx, lead.id, admin, note, at);
      return { discount: input.discount, validUntil, total, updatedAt: at, updatedBy: admin.username };
    });
  }

  // ---- invoices ----

  /**
   * Issues the order's tax invoice (a bill of supply when the shop has no GSTIN). `created` is false
   * when the order already had one: that invoice is answered, and no number is used.
   */
  async issue(leadId: number, input: InvoiceInput, admin: ActingAdmin, now = new Date()): Promise<{ created: boolean; invoice: InvoiceSummary }> {
    const at = now.toISOString();
    const date = indiaToday(now);
    const fy = financialYear(date);
    const business = await this.#settings.business();
    try {
      const row = await durableTransaction(this.#db, async (trx) => {
        // The counter first: its write makes every other issuer (any instance) wait here until this
        // transaction ends, and a refusal below rolls the number back.
        const seq = await repo.nextNumber(trx, fy);
        const lead = await this.#order(trx, leadId);
        const existing = await repo.invoiceOfLead(trx, lead.id);
        if (existing) throw new AlreadyInvoiced(existing);
        if (!INVOICEABLE.has(lead.status)) throw new HttpError(409, `Only a confirmed order can be invoiced: this one is ${lead.status}. Confirm it first.`);
        if (seq > MAX_INVOICES_PER_YEAR) throw new HttpError(409, `The financial year ${fy} has used all ${MAX_INVOICES_PER_YEAR} invoice numbers.`);
        const number = invoiceNumber(fy, seq);
        const doc = await this.#document(trx, lead, business, 'invoice', { date, number, buyerName: input.buyerName, buyerGstin: input.buyerGstin });
        const row: Omit<repo.InvoiceRow, 'id'> = {
          number,
          lead_id: lead.id,
          fy,
          seq,
          issued_at: at,
          issued_by: admin.username,
          total: doc.totals.total,
          document: JSON.stringify(doc),
        };
        await repo.insertInvoice(trx, row);
        await leadsRepo.insertNoteEvent(trx, lead.id, admin, `${doc.kind === 'tax invoice' ? 'Tax invoice' : 'Bill of supply'} ${number} issued for ${formatRupees(doc.totals.total)}.`, at);
        return { ...row, id: 0 };
      });
      return { created: true, invoice: summary(row) };
    } catch (err) {
      if (err instanceof AlreadyInvoiced) return { created: false, invoice: summary(err.row) };
      // Two issuers of one order at once on PostgreSQL: the second's insert meets the first's row.
      if (isLeadInvoiced(err)) {
        const existing = await repo.invoiceOfLead(this.#db, leadId);
        if (existing) return { created: false, invoice: summary(existing) };
      }
      throw err;
    }
  }

  async invoiceOf(leadId: number): Promise<InvoiceSummary | null> {
    const row = await repo.invoiceOfLead(this.#db, leadId);
    return row ? summary(row) : null;
  }

  /** What the booking page (opened with its key) shows of the order's documents: the quote's discount and the invoice. */
  async customerDocuments(reference: string, key: string | undefined): Promise<CustomerDocuments> {
    const lead = await this.#bookings.openRow(this.#db, reference, key);
    const [quote, invoice] = await Promise.all([repo.quoteOf(this.#db, lead.id), this.invoiceOf(lead.id)]);
    return { discount: quote?.discount ?? 0, invoice };
  }

  /** The stored document of invoice `number`, or 404. */
  async document(number: string): Promise<TaxDocument> {
    const row = await repo.invoiceByNumber(this.#db, number);
    if (!row) throw notFound(`Invoice ${number} not found`);
    return JSON.parse(row.document) as TaxDocument;
  }

  async invoicePdf(number: string): Promise<Uint8Array> {
    return taxDocumentPdf(await this.document(number));
  }

  /** The customer's copy of the order's invoice; 404 before it is issued. */
  async customerInvoicePdf(reference: string, key: string | undefined): Promise<{ number: string; pdf: Uint8Array }> {
    const lead = await this.#bookings.openRow(this.#db, reference, key);
    const row = await repo.invoiceOfLead(this.#db, lead.id);
    if (!row) throw notFound('This order has no invoice yet.');
    return { number: row.number, pdf: await taxDocumentPdf(JSON.parse(row.document) as TaxDocument) };
  }
}
