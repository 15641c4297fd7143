// A booking as its customer follows it: opened by reference and key, moved to another free slot or
// cancelled under the owner's policy; and the owner's calendar of bookings. Every change is one
// transaction with its units of capacity, its line in the lead's history and its alert to the owner.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { durableTransaction } from '../../../db/database.ts';
import {
  type AdminBooking,
  type AdminBookings,
  type Booking,
  type BookingPolicy,
  type BookingChange,
  type BookingState,
  type FreeSlot,
  type Reschedule,
  BOOKING_ANSWERS,
  BOOKING_REFUSALS,
  addDays,
  dayFullMessage,
  movedMessage,
  slotFullMessage,
} from '../../../shared/bookings.ts';
import type { TemplateOutcome } from '../../../shared/message-template.ts';
import { REFERENCE_RE, indiaToday } from '../../../shared/leads.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { formatRupees } from '../../../shared/money.ts';
import { dateInWords } from '../../../shared/dates.ts';
import { leadPhotoHref } from '../../../shared/urls.ts';
import { HttpError, badRequest, notFound } from '../../http-errors.ts';
import type { NotifyService } from '../notify/notify.service.ts';
import * as leadsRepo from '../leads/leads.repository.ts';
import { bookingKeyHash } from '../leads/leads.service.ts';
import * as calendarRepo from './calendar.repository.ts';
import { type CalendarService, SlotFull, toSlot } from './calendar.service.ts';
import { indiaInstant, policyAt } from './calendar.rules.ts';
import * as repo from './bookings.repository.ts';
import * as ledger from '../payments/ledger.ts';

const NOT_FOUND = 'Booking not found';
/** How many free slots the booking page offers to move to. */
const CHOICES = 12;

export function bookingState(status: leadsRepo.LeadRow['status']): BookingState {
  if (status === 'confirmed') return 'confirmed';
  if (status === 'completed') return 'done';
  if (status === 'lost') return 'cancelled';
  return 'received';
}

const isOpen = (status: leadsRepo.LeadRow['status']) => status !== 'lost' && status !== 'completed';

const personalOf = (r: leadsRepo.LeadRow) => ({ names: r.personal_names, age: r.personal_age, theme: r.personal_theme, colours: r.personal_colours });

export class BookingsService {
  readonly db: Kysely<Database>;
  readonly #notify: NotifyService;
  readonly #calendar: CalendarService;
  readonly #config: Pick<Config, 'publicBaseUrl' | 'port'>;

  constructor(db: Kysely<Database>, notify: NotifyService, config: Pick<Config, 'publicBaseUrl' | 'port'>, calendar: CalendarService) {
    this.db = db;
    this.#notify = notify;
    this.#config = config;
    this.#calendar = calendar;
  }

  /**
   * The order lead `reference` when `key` opens it. An unknown reference, a missing or wrong key and
   * another booking's key are the same 404; the key's hash is compared in constant time.
   */
  async #open(db: Kysely<Database>, reference: string, key: string | undefined): Promise<leadsRepo.LeadRow> {
    if (!REFERENCE_RE.test(reference)) throw notFound(NOT_FOUND);
    const row = await repo.findByReference(db, reference);
    // The customer's own key, and any the owner issued to send the page again.
    const hashes = row ? [row.booking_key_hash!, ...(await leadsRepo.bookingKeyHashes(db, row.id))] : ['0'.repeat(64)];
    const given = Buffer.from(bookingKeyHash(key ?? ''), 'hex');
    const opens = hashes.map((h) => Buffer.from(h, 'hex')).filter((stored) => given.length === stored.length && timingSafeEqual(given, stored));
    if (!row || !key || opens.length === 0) throw notFound(NOT_FOUND);
    return row;
  }

  /** The order lead `reference` opened with `key` (the same 404 as the booking for anything else). */
  openRow(db: Kysely<Database>, reference: string, key: string | undefined): Promise<leadsRepo.LeadRow> {
    return this.#open(db, reference, key);
  }

  /** When the booking's setup begins: its slot's start, or the event day's first minute without one. */
  async #start(db: Kysely<Database>, row: leadsRepo.LeadRow): Promise<{ at: number; start: string | null; end: string | null }> {
    const slot = row.slot_id === null ? undefined : await calendarRepo.findSlot(db, row.slot_id);
    return { at: indiaInstant(row.event_date!, slot?.start_time ?? '00:00'), start: slot?.start_time ?? null, end: slot?.end_time ?? null };
  }

  async #policy(db: Kysely<Database>, row: leadsRepo.LeadRow, now: Date): Promise<BookingPolicy> {
    const [settings, start] = await Promise.all([this.#calendar.settings(db), this.#start(db, row)]);
    return policyAt(settings, row.total ?? 0, start.at, isOpen(row.status), now);
  }

  async #booking(db: Kysely<Database>, row: leadsRepo.LeadRow, now: Date): Promise<Booking> {
    const [items, start, policy] = await Promise.all([leadsRepo.itemsOfLeads(db, [row.id]), this.#start(db, row), this.#policy(db, row, now)]);
    return {
      reference: row.reference,
      status: bookingState(row.status),
      name: row.name,
      date: row.event_date!,
      slot: row.slot_id === null ? null : { id: row.slot_id, label: row.slot_label ?? '', start: start.start, end: start.end },
      address: row.address,
      pincode: row.pincode,
      lines: items.map((i) => ({ title: i.title, quantity: i.quantity, price: i.price, lineTotal: i.price * i.quantity })),
      total: row.total ?? 0,
      surcharge: row.surcharge,
      surchargePercent: row.surcharge_percent,
      personal: personalOf(row),
      policy,
    };
  }

  /** The booking, or undefined where the API answers 404 (the booking page shows its not-found screen). */
  async find(reference: string, key: string | undefined, now = new Date()): Promise<Booking | undefined> {
    try {
      return await this.get(reference, key, now);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  /** Free slots the booking may move to, soonest first (its own slot left out). */
  async choices(b: Booking, now = new Date()): Promise<FreeSlot[]> {
    const free = await this.#calendar.nextFree(indiaToday(now), b.pincode, now, CHOICES + 1);
    return free.filter((f) => !(f.date === b.date && f.slotId === b.slot?.id)).slice(0, CHOICES);
  }

  /** A change asked by the booking page's form: what happened, as a message the page words; a refusal is a value, not a throw. */
  async change(reference: string, key: string | undefined, change: BookingChange, now = new Date()): Promise<TemplateOutcome> {
    try {
      if (change.kind === 'cancel') {
        const done = await this.cancel(reference, key, now);
        // What is due back is what was paid beyond what the policy keeps: nothing when nothing was paid.
        if (done.refundDue === 0) return { ok: true, text: BOOKING_ANSWERS.cancelledNothingDue };
        return { ok: true, text: BOOKING_ANSWERS.cancelled, vars: { amount: formatRupees(done.refundDue) } };
      }
      const moved = await this.reschedule(reference, key, { eventDate: change.eventDate, slotId: change.slotId }, now);
      return { ok: true, ...movedMessage(moved) };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) return { ok: false, ...err.said };
      throw err;
    }
  }

  async get(reference: string, key: string | undefined, now = new Date()): Promise<Booking> {
    const row = await this.#open(this.db, reference, key);
    return this.#booking(this.db, row, now);
  }

  /**
   * Moves the booking to `to` until the owner's limit before its current slot: the new slot's unit is
   * taken and the old one given back in one transaction (a full slot: 409 with the next free ones).
   */
  async reschedule(reference: string, key: string | undefined, to: Reschedule, now = new Date()): Promise<Booking> {
    const at = now.toISOString();
    const pincode = (await this.#open(this.db, reference, key)).pincode;
    const id = await this.#calendar.orNextFree(
      () =>
        durableTransaction(this.db, async (trx) => {
          const row = await this.#open(trx, reference, key);
          if (!isOpen(row.status)) throw new HttpError(409, `This booking is ${bookingState(row.status)}: it cannot be moved.`);
          if (!(await repo.claim(trx, row.id, row.status, at))) throw new HttpError(409, 'The booking was changed meanwhile: reload it.');
          const policy = await this.#policy(trx, row, now);
          if (!policy.canReschedule) {
            const settings = await this.#calendar.settings(trx);
            throw new HttpError(409, { text: BOOKING_REFUSALS.movableUntil, vars: { hours: settings.rescheduleHours } });
          }
          if (row.event_date === to.eventDate && row.slot_id === to.slotId) throw badRequest('The booking is already in that slot.');
          const slot = await this.#calendar.bookable(trx, to.eventDate, to.slotId, row.pincode, now);
          const held = row.slot_held === 1 && row.slot_id !== null;
          // Slot rows first, then day rows, each in date order, as every capacity change takes them.
          const moves: { date: string; slotId: number; take: boolean }[] = [{ date: to.eventDate, slotId: to.slotId, take: true }];
          if (held) moves.push({ date: row.event_date!, slotId: row.slot_id!, take: false });
          moves.sort((a, b) => (a.date === b.date ? a.slotId - b.slotId : a.date < b.date ? -1 : 1));
          for (const m of moves) {
            if (!m.take) await calendarRepo.releaseSlot(trx, m.date, m.slotId);
            else if (!(await calendarRepo.takeSlot(trx, m.date, m.slotId))) throw new SlotFull(slotFullMessage(slot.label, m.date), m.date);
          }
          const days = moves.filter((m) => !moves.some((o) => o !== m && o.date === m.date));
          for (const m of days) {
            if (!m.take) await calendarRepo.releaseDay(trx, m.date);
            else if (!(await calendarRepo.takeDay(trx, m.date))) throw new SlotFull(dayFullMessage(m.date), m.date);
          }
          await repo.setSlot(trx, row.id, { date: to.eventDate, slotId: slot.id, label: slot.label, held: 1 }, at);
          const was = `${dateInWords(row.event_date ?? '')}${row.slot_label ? ` ${row.slot_label}` : ''}`;
          const note = `Moved by the customer from ${was} to ${dateInWords(to.eventDate)} ${slot.label}.`;
          await this.#record(trx, row, null, note, `Booking ${row.reference} moved to ${dateInWords(to.eventDate)} ${slot.label}`, at);
          return row.id;
        }),
      pincode,
      now,
    );
    this.#notify.kick();
    const row = (await leadsRepo.findLead(this.db, id))!;
    return this.#booking(this.db, row, now);
  }

  /** Cancels the booking before its setup starts, giving back its unit; answers what the policy keeps. */
  async cancel(
    reference: string,
    key: string | undefined,
    now = new Date(),
  ): Promise<{ booking: Booking; kept: number; refund: number; refundDue: number; keepPercent: number }> {
    const at = now.toISOString();
    const outcome = await durableTransaction(this.db, async (trx) => {
      const row = await this.#open(trx, reference, key);
      if (!isOpen(row.status)) throw new HttpError(409, `This booking is already ${bookingState(row.status)}.`);
      const policy = await this.#policy(trx, row, now);
      if (!policy.canCancel) throw new HttpError(409, 'The setup has already started: please call us.');
      if (!(await repo.cancel(trx, row.id, row.status, 'Cancelled by the customer', at)))
        throw new HttpError(409, 'The booking was changed meanwhile: reload it.');
      if (row.slot_held === 1 && row.slot_id !== null) {
        await calendarRepo.releaseSlot(trx, row.event_date!, row.slot_id);
        await calendarRepo.releaseDay(trx, row.event_date!);
      }
      // What was paid beyond what the policy keeps is due back: the ledger's state says so from now on.
      const totals = await ledger.refresh(trx, { ...row, status: 'lost' }, policy.kept);
      const terms = `the shop keeps ${formatRupees(policy.kept)} (${policy.keepPercent}% and the ${policy.processingPercent}% processing charge), refund ${formatRupees(policy.refund)}`;
      await this.#record(trx, row, 'lost', `Cancelled by the customer: ${terms}.`, `Booking ${row.reference} cancelled by the customer`, at);
      return { id: row.id, policy, refundDue: totals.refundDue };
    });
    this.#notify.kick();
    const row = (await leadsRepo.findLead(this.db, outcome.id))!;
    const { kept, refund, keepPercent } = outcome.policy;
    return { booking: await this.#booking(this.db, row, now), kept, refund, refundDue: outcome.refundDue, keepPercent };
  }

  /** The change in the lead's history (no admin: the customer made it) and an alert to the owner. */
  async #record(trx: Kysely<Database>, row: leadsRepo.LeadRow, toStatus: 'lost' | null, note: string, subject: string, at: string): Promise<void> {
    await leadsRepo.insertEvent(trx, {
      lead_id: row.id,
      admin_id: null,
      admin_username: null,
      from_status: toStatus ? row.status : null,
      to_status: toStatus,
      note,
      created_at: at,
    });
    const base = this.#config.publicBaseUrl ?? `http://localhost:${this.#config.port}`;
    const text = [
      subject,
      '',
      note,
      `Name: ${row.name}`,
      `Phone: ${PHONE_PREFIX} ${row.phone}`,
      '',
      `Open it in the admin: ${base}/admin/leads/${row.id}`,
    ].join('\n');
    await this.#notify.enqueueAlert(trx, row.id, { subject: `${subject}: ${row.name}`, text }, at);
  }

  // ---- the owner's calendar ----

  /** Per day from `from` to `to`: each slot's capacity and units held, and the bookings. */
  async between(from: string, to: string): Promise<AdminBookings> {
    const [settings, slots, closed, peak, dayCounts, slotCounts, rows] = await Promise.all([
      this.#calendar.settings(),
      calendarRepo.slots(this.db, false),
      calendarRepo.closedDates(this.db, from, to),
      calendarRepo.peakDates(this.db, from, to),
      calendarRepo.dayCounts(this.db, from, to),
      calendarRepo.slotCounts(this.db, from, to),
      repo.ordersBetween(this.db, from, to),
    ]);
    const photos = await leadsRepo.leadsWithPhoto(
      this.db,
      rows.map((r) => r.id),
    );
    const closedSet = new Set(closed.map((c) => c.date));
    const peakMap = new Map(peak.map((p) => [p.date, p.surcharge_percent]));
    const dayTaken = new Map(dayCounts.map((d) => [d.date, d.taken]));
    const slotTaken = new Map(slotCounts.map((s) => [`${s.date}|${s.slot_id}`, s.taken]));
    const days: AdminBookings['days'] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const taken = dayTaken.get(date) ?? 0;
      days.push({
        date,
        closed: closedSet.has(date),
        surchargePercent: peakMap.get(date) ?? 0,
        dayCap: settings.dayCap,
        taken,
        left: Math.max(0, settings.dayCap - taken),
        slots: slots
          .map(toSlot)
          .filter((s) => s.active || slotTaken.has(`${date}|${s.id}`))
          .map((s) => {
            const t = slotTaken.get(`${date}|${s.id}`) ?? 0;
            return {
              id: s.id,
              label: s.label,
              start: s.start,
              end: s.end,
              capacity: s.capacity,
              taken: t,
              left: Math.max(0, Math.min(s.capacity - t, settings.dayCap - taken)),
            };
          }),
      });
    }
    return { days, bookings: rows.map((r) => toAdminBooking(r, photos)) };
  }

  /** One day's bookings with their lines, for the printable sheet. */
  async day(date: string): Promise<{ booking: AdminBooking; notes: string | null; lines: string }[]> {
    const rows = await repo.ordersBetween(this.db, date, date);
    const ids = rows.map((r) => r.id);
    const [items, photos] = await Promise.all([leadsRepo.itemsOfLeads(this.db, ids), leadsRepo.leadsWithPhoto(this.db, ids)]);
    return rows.map((r) => ({
      booking: toAdminBooking(r, photos),
      notes: r.notes,
      lines: items
        .filter((i) => i.lead_id === r.id)
        .map((i) => `${i.title} × ${i.quantity}`)
        .join('; '),
    }));
  }
}

/** The booking as the owner's calendar shows it; `photos`: the leads among them with a reference photo. */
function toAdminBooking(r: leadsRepo.LeadRow, photos: ReadonlySet<number>): AdminBooking {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    name: r.name,
    phone: r.phone,
    date: r.event_date!,
    slotId: r.slot_id,
    slotLabel: r.slot_label,
    address: r.address,
    pincode: r.pincode,
    total: r.total,
    personal: personalOf(r),
    crew: r.crew,
    outsideArea: r.outside_area === 1,
    photoUrl: photos.has(r.id) ? leadPhotoHref(r.id) : null,
  };
}
