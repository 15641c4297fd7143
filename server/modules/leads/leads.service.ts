// Leads: every enquiry, franchise application and order request lands in the database first (with
// its alert to the owner in the same transaction), then the owner works it to a close in the inbox.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { type Dialect, durableTransaction } from '../../../db/database.ts';
import {
  type EnquiryLead,
  type FranchiseLead,
  type LeadCreated,
  type LeadDetail,
  type LeadList,
  type LeadListItem,
  type LeadListQuery,
  type LeadPatch,
  type LeadSummary,
  type LeadType,
  LEAD_TYPE_LABELS,
  LEAD_TYPES,
  type OrderCreated,
  type OrderLine,
  type OrderRequest,
  REFERENCE_ALPHABET,
  indiaToday,
  nextStatuses,
  type BookingKeyIssued,
  orderWhatsappText,
  peakSurcharge,
  waMeLink,
} from '../../../shared/leads.ts';
import { formatRupees } from '../../../shared/money.ts';
import { dateInWords } from '../../../shared/dates.ts';
import { bookingHref, leadPhotoHref } from '../../../shared/urls.ts';
import { type Locale, localHref } from '../../../shared/locale.ts';
import { confirmationWhatsappText } from '../../../shared/customer-texts.ts';
import { ADD_ONS_SLUG } from '../../../shared/menu.ts';
import { categoryKey } from '../../../shared/text.ts';
import type { EncodedImage } from '../media/media.service.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { HttpError, badRequest, notFound } from '../../http-errors.ts';
import type { NotifyService } from '../notify/notify.service.ts';
import type { CalendarService } from '../booking/calendar.service.ts';
import type { BusinessInfo } from '../../../shared/business.ts';
import * as cartRepo from '../cart/cart.repository.ts';
import * as calendarRepo from '../booking/calendar.repository.ts';
import * as repo from './leads.repository.ts';
import * as ledger from '../payments/ledger.ts';
import { deleteSentBefore } from '../notify/outbox.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKS_CHARTED = 12;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The key a booking's status page is opened with: 192 bits from the system's cryptographic generator,
 * base64url. Only its SHA-256 is stored, so a copy of the database opens no booking.
 */
export function newBookingKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: bookingKeyHash(key) };
}

export function bookingKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** GUB- and 6 characters drawn with the system's cryptographic generator (about 30 bits). */
export function newReference(): string {
  let s = 'GUB-';
  for (let i = 0; i < 6; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return s;
}

export interface Submission {
  /** The page the visitor sent it from (path and query only). */
  sourcePage: string | null;
  /** The language the lead is made in: what the owner's messages to the customer are written in. */
  locale: Locale;
}

/** What the service area says of a venue pincode, read through `db` (inside an order's transaction, that transaction). */
export type AreaOf = (db: Kysely<Database>, pincode: string) => Promise<{ served: boolean; state: string | null; area: string | null }>;

/** What an order's lead gets beyond its columns: stored in its transaction, named in the owner's alert. */
interface LeadExtras {
  /** Runs in the lead's transaction once it is written (an order's reference photo). */
  afterInsert?: (trx: Kysely<Database>, leadId: number) => Promise<void>;
  /** Lines for the owner's alert, read once the lead's lines are known. */
  alertLines?: () => string[];
}

/** A reference photo as the visitor sent it: checked and re-encoded (metadata stripped), not yet stored. */
export type OrderPhoto = EncodedImage;

export interface ActingAdmin {
  id: number;
  username: string;
}

function toListItem(r: repo.LeadRow): LeadListItem {
  return {
    id: r.id,
    reference: r.reference,
    type: r.type,
    status: r.status,
    name: r.name,
    phone: r.phone,
    eventDate: r.event_date,
    total: r.total,
    createdAt: r.created_at,
    outsideArea: r.outside_area === 1,
  };
}

function toLine(i: repo.LeadItemRow): OrderLine {
  return { productId: i.product_id, title: i.title, quantity: i.quantity, price: i.price, lineTotal: i.price * i.quantity };
}

/** The largest total an order request may have: what a 32-bit integer column holds. */
const MAX_ORDER_RUPEES = 2_147_483_647;

export class LeadsService {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly #notify: NotifyService;
  readonly #calendar: CalendarService;
  readonly #areaOf: AreaOf;
  readonly #config: Pick<Config, 'publicBaseUrl' | 'port' | 'leadRetentionDays'>;
  /** The business's details as saved now: its WhatsApp number in the order's chat link. */
  readonly #business: { business(): Promise<BusinessInfo> };

  constructor(
    db: Kysely<Database>,
    dialect: Dialect,
    notify: NotifyService,
    config: Pick<Config, 'publicBaseUrl' | 'port' | 'leadRetentionDays'>,
    calendar: CalendarService,
    business: { business(): Promise<BusinessInfo> },
    areaOf: AreaOf,
  ) {
    this.#business = business;
    this.db = db;
    this.#areaOf = areaOf;
    this.dialect = dialect;
    this.#notify = notify;
    this.#calendar = calendar;
    this.#config = config;
  }

  get #adminBase(): string {
    return this.#config.publicBaseUrl ?? `http://localhost:${this.#config.port}`;
  }

  async createEnquiry(input: EnquiryLead, sub: Submission, now = new Date()): Promise<LeadCreated> {
    const about = { enquiry_about: input.enquiryabout, event_date: input.eventDate ?? null, pincode: input.pincode ?? null };
    const created = await this.#create('enquiry', input, sub, about, [], now);
    return { status: 201, message: 'Thank you! We have received your enquiry and will call you soon.', ...created };
  }

  async createFranchise(input: FranchiseLead, sub: Submission, now = new Date()): Promise<LeadCreated> {
    const about = { email: input.email, address: input.address, area: input.area, business_budget: input.businessbudget };
    const created = await this.#create('franchise', input, sub, about, [], now);
    return { status: 201, message: 'Thank you! We have received your franchise application and will contact you soon.', ...created };
  }

  /**
   * Turns the session's cart into an order request: the lines with the catalogue's price at this
   * moment, the total, the cart emptied, all in one transaction. An empty cart is a 400. With a setup
   * slot, a unit of it and of the day's cap is taken in that transaction too: a full one rolls it all
   * back (409 with the next free slots), a date or slot not offered is a 400.
   */
  async createOrder(sessionId: string, input: OrderRequest, sub: Submission, now = new Date(), photo?: OrderPhoto): Promise<OrderCreated> {
    let lines: OrderLine[] = [];
    let addOnTitles: string[] = [];
    const { key, hash } = newBookingKey();
    const p = input.personal;
    const about: Partial<repo.NewLead> = {
      event_date: input.eventDate,
      pincode: input.pincode,
      address: input.address,
      notes: input.notes,
      booking_key_hash: hash,
      personal_names: p?.names || null,
      personal_age: p?.age ?? null,
      personal_theme: p?.theme || null,
      personal_colours: p?.colours || null,
    };
    const slotId = input.slotId;
    const store = () =>
      this.#create(
        'order',
        input,
        sub,
        about,
        async (trx) => {
          await cartRepo.lockCart(trx, sessionId, this.dialect);
          const cartLines = await cartRepo.listLines(trx, sessionId);
          if (cartLines.length === 0) throw badRequest('Your cart is empty: add products before requesting an order.');
          lines = cartLines.map((l) => ({ productId: l.product_id, title: l.title, quantity: l.quantity, price: l.price, lineTotal: l.price * l.quantity }));
          // Ticked add-ons become lines of one each, priced by the catalogue now; an id that is not a
          // product of the Add-ons category refuses the whole request.
          const addOnIds = input.addOns ?? [];
          if (addOnIds.length > 0) {
            const found = new Map((await repo.addOnProducts(trx, categoryKey(ADD_ONS_SLUG), addOnIds)).map((p) => [p.id, p]));
            const unknown = addOnIds.find((id) => !found.has(id));
            if (unknown !== undefined) throw badRequest(`addOns: product ${unknown} is not an add-on we offer.`);
            const addOns = addOnIds.map((id) => found.get(id)!);
            addOnTitles = addOns.map((p) => p.title);
            lines = [...lines, ...addOns.map((p) => ({ productId: p.id, title: p.title, quantity: 1, price: p.price, lineTotal: p.price }))];
          }
          // The date's peak surcharge and the pincode's place are read in this transaction, so the order
          // is priced and placed by the calendar and service area it is stored under.
          const [peak] = await calendarRepo.peakDates(trx, input.eventDate, input.eventDate);
          const place = await this.#areaOf(trx, input.pincode);
          const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
          const surchargePercent = peak?.surcharge_percent ?? 0;
          Object.assign(about, {
            state: place.state,
            area_label: place.area,
            outside_area: place.served ? 0 : 1,
            surcharge: peakSurcharge(subtotal, surchargePercent),
            surcharge_percent: surchargePercent,
          });
          // Totals are stored in 32-bit integer columns (PostgreSQL refuses more): an order beyond that is
          // a conversation, not a form, and is refused before anything is written.
          if (subtotal + (about.surcharge ?? 0) > MAX_ORDER_RUPEES) throw badRequest('This order is too large to request online: please call or WhatsApp us.');
          if (slotId !== undefined) {
            // A filled honeypot is stored as spam, never shown to the owner: it holds no capacity.
            const slot = input.website
              ? await this.#calendar.bookable(trx, input.eventDate, slotId, input.pincode, now)
              : await this.#calendar.hold(trx, input.eventDate, slotId, input.pincode, now);
            Object.assign(about, { slot_id: slot.id, slot_label: slot.label, slot_held: input.website ? 0 : 1 });
          }
          await cartRepo.emptyCart(trx, cartLines[0]!.cart_id);
          return lines;
        },
        now,
        {
          ...(photo
            ? {
                afterInsert: (trx, leadId) =>
                  repo.insertPhoto(trx, {
                    lead_id: leadId,
                    content_type: photo.target.type,
                    width: photo.width,
                    height: photo.height,
                    bytes: photo.data,
                    etag: photoEtag(photo.data),
                    created_at: now.toISOString(),
                  }),
              }
            : {}),
          alertLines: () => [
            ...(addOnTitles.length > 0 ? [`Add-ons: ${addOnTitles.join(', ')}`] : []),
            ...(photo ? ['Reference photo: sent with the request (see the lead in the admin).'] : []),
          ],
        },
      );
    const created = slotId === undefined ? await store() : await this.#calendar.orNextFree(store, input.pincode, now);
    const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
    const surcharge = about.surcharge ?? 0;
    const surchargePercent = about.surcharge_percent ?? 0;
    const total = subtotal + surcharge;
    const whatsappUrl = waMeLink(
      (await this.#business.business()).whatsapp,
      orderWhatsappText({
        reference: created.reference,
        name: input.name,
        lines,
        total,
        eventDate: input.eventDate,
        surcharge,
        surchargePercent,
        addOns: addOnTitles,
      }),
    );
    const statusUrl = `${this.#adminBase}${bookingHref(created.reference, key)}`;
    const outsideArea = about.outside_area === 1;
    const message = outsideArea
      ? `Thank you! Your order request is received. Your pincode ${input.pincode} is outside the area we usually serve: we will call you to see whether we can come.`
      : 'Thank you! Your order request is received. We will call you to confirm it.';
    const state = about.state ?? null;
    return { status: 201, message, ...created, total, whatsappUrl, statusUrl, subtotal, surcharge, surchargePercent, state, outsideArea };
  }

  /**
   * Stores a lead from a form's `sender` (name, phone and the honeypot, which marks it spam) with the
   * columns of its kind, and its order lines (or what reads them inside the transaction).
   */
  async #create(
    type: LeadType,
    sender: { name: string; phone: string; website?: string | undefined },
    sub: Submission,
    about: Partial<repo.NewLead>,
    lines: OrderLine[] | ((trx: Kysely<Database>) => Promise<OrderLine[]>),
    now: Date,
    extras: LeadExtras = {},
  ): Promise<{ id: number; reference: string }> {
    const at = now.toISOString();
    const spam = Boolean(sender.website);
    // A clash of references is about one in a billion per lead; a fresh draw settles it.
    for (let attempt = 0; ; attempt++) {
      const reference = newReference();
      try {
        const id = await durableTransaction(this.db, async (trx) => {
          const items = typeof lines === 'function' ? await lines(trx) : lines;
          // Read after the lines: an order's slot columns are known once its unit is held.
          const columns = { ...about, type, name: sender.name, phone: sender.phone, source_page: sub.sourcePage, locale: sub.locale };
          const total = type === 'order' ? items.reduce((s, l) => s + l.lineTotal, 0) + (columns.surcharge ?? 0) : null;
          const leadId = await repo.insertLead(trx, {
            ...columns,
            reference,
            status: spam ? 'spam' : 'new',
            total,
            created_at: at,
            updated_at: at,
          });
          await repo.insertItems(
            trx,
            leadId,
            items.map((l) => ({ product_id: l.productId, title: l.title, quantity: l.quantity, price: l.price })),
          );
          await extras.afterInsert?.(trx, leadId);
          const more = extras.alertLines?.() ?? [];
          if (!spam) await this.#notify.enqueueAlert(trx, leadId, this.#alert({ ...columns, id: leadId, reference, total, items, more }), at);
          return leadId;
        });
        if (!spam) this.#notify.kick();
        return { id, reference };
      } catch (err) {
        if (attempt < 3 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  /**
   * The owner's alert. The shop's own lines come first (what arrived, the order's lines and total from
   * the catalogue, the link to open it); then what the visitor typed, every line of it quoted with
   * "> ", so a newline in their text can never start a line that passes for the shop's ("Open it in
   * the admin: https://elsewhere…").
   */
  #alert(
    l: Partial<repo.NewLead> & {
      id: number;
      type: LeadType;
      reference: string;
      name: string;
      phone: string;
      total: number | null;
      items: OrderLine[];
      more: string[];
    },
  ) {
    const visitor: [string, string | null | undefined][] = [
      ['Name', l.name],
      ['Phone', `${PHONE_PREFIX} ${l.phone}`],
      ['Email', l.email],
      ['Event date', l.event_date ? dateInWords(l.event_date) : null],
      ['Venue pincode', l.pincode],
      ['State', l.state],
      ['Venue address', l.address],
      ['Names', l.personal_names],
      ['Age', l.personal_age === null || l.personal_age === undefined ? null : String(l.personal_age)],
      ['Theme', l.personal_theme],
      ['Colours', l.personal_colours],
      ['Notes', l.notes],
      ['Enquiry about', l.enquiry_about],
      ['Area (sq. ft.)', l.area],
      ['Business budget', l.business_budget],
    ];
    const lines = [
      `${LEAD_TYPE_LABELS[l.type]} ${l.reference}`,
      ...(l.slot_label ? [`Setup slot: ${l.slot_label} on ${l.event_date ? dateInWords(l.event_date) : ''}`] : []),
      ...(l.outside_area === 1 ? [`Outside the service area: pincode ${l.pincode}. Call the customer before confirming.`] : []),
      ...l.items.map((i) => `- ${i.title} × ${i.quantity} = ${formatRupees(i.lineTotal)}`),
      ...(l.surcharge ? [`Peak date surcharge (${l.surcharge_percent}%): ${formatRupees(l.surcharge)}`] : []),
      ...(l.total !== null ? [`Total: ${formatRupees(l.total)}`] : []),
      ...l.more,
      `Open it in the admin: ${this.#adminBase}/admin/leads/${l.id}`,
      '',
      'What the visitor wrote (their words, each line quoted with ">"):',
      ...visitor.flatMap(([label, value]) => (value ? quoted(`${label}: ${value}`) : [])),
    ];
    return { subject: `New ${LEAD_TYPE_LABELS[l.type].toLowerCase()} ${l.reference}: ${l.name}`, text: lines.join('\n') };
  }

  // ---- the owner's inbox ----

  async list(q: LeadListQuery): Promise<LeadList> {
    const { total, rows } = await repo.listLeads(this.db, q);
    return { total, items: rows.map(toListItem) };
  }

  async get(id: number): Promise<LeadDetail> {
    const row = await repo.findLead(this.db, id);
    if (!row) throw notFound(`Lead ${id} not found`);
    const [items, events, photos] = await Promise.all([repo.itemsOfLeads(this.db, [id]), repo.eventsOf(this.db, id), repo.leadsWithPhoto(this.db, [id])]);
    return {
      ...toListItem(row),
      email: row.email,
      enquiryAbout: row.enquiry_about,
      pincode: row.pincode,
      address: row.address,
      area: row.area,
      businessBudget: row.business_budget,
      notes: row.notes,
      lostReason: row.lost_reason,
      sourcePage: row.source_page,
      updatedAt: row.updated_at,
      state: row.state,
      areaLabel: row.area_label,
      slotLabel: row.slot_label,
      crew: row.crew,
      surcharge: row.surcharge,
      surchargePercent: row.surcharge_percent,
      lines: items.map(toLine),
      history: events.map((e) => ({
        id: e.id,
        at: e.created_at,
        admin: e.admin_username,
        fromStatus: e.from_status as LeadDetail['status'] | null,
        toStatus: e.to_status as LeadDetail['status'] | null,
        note: e.note,
      })),
      photoUrl: photos.has(id) ? leadPhotoHref(id) : null,
      locale: row.locale,
    };
  }

  /** An order's reference photo for the owner; 404 when the lead has none. */
  async photo(id: number): Promise<{ bytes: Uint8Array; contentType: string; etag: string }> {
    const row = await repo.findPhoto(this.db, id);
    if (!row) throw notFound(`Lead ${id} has no photo`);
    return { bytes: row.bytes, contentType: row.content_type, etag: row.etag };
  }

  /** A status change, a note and/or the crew, recorded in the history with the admin who made it. */
  async update(id: number, patch: LeadPatch, admin: ActingAdmin, now = new Date()): Promise<LeadDetail> {
    const at = now.toISOString();
    await durableTransaction(this.db, async (trx) => {
      const row = await repo.findLead(trx, id);
      if (!row) throw notFound(`Lead ${id} not found`);
      const note = patch.note ?? null;
      const crew = patch.crew === undefined ? undefined : (patch.crew ?? null);
      const crewChanged = crew !== undefined && crew !== row.crew;
      if (crewChanged) await repo.setCrew(trx, id, crew, at);
      let from: LeadDetail['status'] | null = null;
      let to: LeadDetail['status'] | null = null;
      if (patch.status !== undefined && patch.status !== row.status) {
        if (!nextStatuses(row.status).includes(patch.status)) throw new HttpError(409, `A lead cannot go from ${row.status} to ${patch.status}`);
        const reason = patch.status === 'lost' ? (patch.lostReason ?? null) : null;
        if (!(await repo.setStatus(trx, id, row.status, patch.status, reason, at))) throw new HttpError(409, 'The lead was changed meanwhile: reload it');
        // A booking the owner gives up on frees its unit of the slot and the day for someone else.
        if (patch.status === 'lost' && row.slot_held === 1 && row.slot_id !== null && row.event_date !== null) {
          await calendarRepo.releaseSlot(trx, row.event_date, row.slot_id);
          await calendarRepo.releaseDay(trx, row.event_date);
          await repo.setSlotHeld(trx, id, 0);
        }
        // A lead given up on owes back what was paid (the shop called it off); one taken back owes again.
        if (row.type === 'order' && (patch.status === 'lost' || row.status === 'lost')) await ledger.refresh(trx, { ...row, status: patch.status }, null);
        from = row.status;
        to = patch.status;
      } else if (note === null && crew === undefined) {
        throw badRequest(`The lead is already ${row.status}.`);
      } else if (note === null && !crewChanged) {
        // The same crew again: nothing to record.
        return;
      } else {
        await repo.touchLead(trx, id, at);
      }
      const event = { lead_id: id, admin_id: admin.id, admin_username: admin.username, from_status: from, to_status: to, created_at: at };
      const crewNote = crewChanged ? (crew ? `Crew: ${crew}` : 'Crew cleared') : null;
      const said = [to === 'lost' ? (patch.lostReason ?? null) : null, note, crewNote].filter(Boolean).join('\n');
      await repo.insertEvent(trx, { ...event, note: said || null });
    });
    return this.get(id);
  }

  /**
   * A further key to an order's status page, for the owner's "send confirmation": the customer's own key
   * is stored only as its hash and cannot be given again, so this one is new (192 random bits, only its
   * hash kept) and the first keeps working. Noted in the lead's history.
   */
  async issueBookingKey(id: number, admin: ActingAdmin, now = new Date()): Promise<BookingKeyIssued> {
    const at = now.toISOString();
    const { key, hash } = newBookingKey();
    const row = await durableTransaction(this.db, async (trx) => {
      const lead = await repo.findLead(trx, id);
      if (!lead) throw notFound(`Lead ${id} not found`);
      if (lead.type !== 'order' || lead.booking_key_hash === null) throw new HttpError(409, 'Only an order request has a booking page.');
      await repo.insertBookingKey(trx, id, hash, admin.username, at);
      const event = { lead_id: id, admin_id: admin.id, admin_username: admin.username, from_status: null, to_status: null, created_at: at };
      await repo.insertEvent(trx, { ...event, note: 'A new link to the booking page was made for the WhatsApp confirmation.' });
      return lead;
    });
    // A lead made on a Hindi page is sent its booking page in Hindi, and the message too.
    const statusUrl = `${this.#adminBase}${localHref(bookingHref(row.reference, key), row.locale)}`;
    const facts = {
      reference: row.reference,
      name: row.name,
      businessName: (await this.#business.business()).name,
      eventDate: row.event_date,
      slotLabel: row.slot_label,
      address: row.address,
    };
    const whatsappUrl = waMeLink(row.phone, confirmationWhatsappText(facts, statusUrl, row.locale));
    return { status: 201, message: 'A new link to the booking page is ready to send.', statusUrl, whatsappUrl };
  }

  /** A customer's erasure request: the lead, its lines, history and queued mail go. */
  async remove(id: number): Promise<void> {
    if (!(await repo.deleteLead(this.db, id))) throw notFound(`Lead ${id} not found`);
  }

  async summary(now = new Date()): Promise<LeadSummary> {
    const counts = await repo.countNewByType(this.db);
    const fresh = Object.fromEntries(LEAD_TYPES.map((t) => [t, 0])) as Record<LeadType, number>;
    for (const c of counts) fresh[c.type] = c.n;
    // Weeks start on Monday, India time.
    const today = new Date(`${indiaToday(now)}T00:00:00Z`);
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
    const first = new Date(monday.getTime() - (WEEKS_CHARTED - 1) * 7 * DAY_MS);
    const weekly = Array.from({ length: WEEKS_CHARTED }, (_, i) => ({
      weekStart: new Date(first.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10),
      count: 0,
    }));
    const since = new Date(first.getTime() - IST_OFFSET_MS).toISOString();
    for (const created of await repo.createdSince(this.db, since)) {
      const i = Math.floor((Date.parse(created) + IST_OFFSET_MS - first.getTime()) / (7 * DAY_MS));
      if (i >= 0 && i < WEEKS_CHARTED) weekly[i]!.count++;
    }
    return { new: fresh, weekly };
  }

  /** Rows for the CSV export, with each order's lines. */
  async exportRows(q: Pick<LeadListQuery, 'type' | 'status' | 'outsideArea'>): Promise<ExportedLead[]> {
    const leads = await repo.allLeads(this.db, q);
    const items = await repo.itemsOfLeads(
      this.db,
      leads.filter((l) => l.type === 'order').map((l) => l.id),
    );
    const byLead = new Map<number, OrderLine[]>();
    for (const i of items) byLead.set(i.lead_id, [...(byLead.get(i.lead_id) ?? []), toLine(i)]);
    const notes = new Map<number, { latestNote: string; quoteNote: string | null }>();
    for (const n of await repo.ownerNotesOfLeads(
      this.db,
      leads.map((l) => l.id),
    )) {
      const was = notes.get(n.lead_id);
      notes.set(n.lead_id, { latestNote: n.note, quoteNote: n.to_status === 'quoted' ? n.note : (was?.quoteNote ?? null) });
    }
    return leads.map((lead) => {
      const n = notes.get(lead.id);
      return { lead, lines: byLead.get(lead.id) ?? [], latestNote: n?.latestNote ?? null, quotedAmount: n?.quoteNote ? amountIn(n.quoteNote) : null };
    });
  }

  /** Leads older than LEAD_RETENTION_DAYS go, with sent mail older than a month. */
  async cleanupExpired(now = new Date()): Promise<number> {
    const removed = await repo.deleteLeadsBefore(this.db, new Date(now.getTime() - this.#config.leadRetentionDays * DAY_MS).toISOString());
    await deleteSentBefore(this.db, new Date(now.getTime() - 30 * DAY_MS).toISOString());
    return removed;
  }
}

/** A lead as the export writes it: with its order lines, the owner's latest note and the amount quoted. */
export interface ExportedLead {
  lead: repo.LeadRow;
  lines: OrderLine[];
  latestNote: string | null;
  /** Whole rupees, from the note the owner wrote when marking the lead Quoted ("Quoted ₹4,500 with the arch"). */
  quotedAmount: number | null;
}

/** The first amount written with ₹, Rs or INR in a note, in whole rupees; paise are dropped. */
export function amountIn(note: string): number | null {
  const m = /(?:₹|\brs\.?|\binr)\s*(\d{1,3}(?:,\d{2,3})+|\d+)/i.exec(note);
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

function photoEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed: leads\.reference/.test(e?.message ?? '');
}

/** Text quoted as in a reply: every line, including those after a newline the visitor typed, starts with "> ". */
function quoted(text: string): string[] {
  return text.split(/\r\n|\r|\n|\u2028|\u2029/).map((line) => `> ${line}`);
}
