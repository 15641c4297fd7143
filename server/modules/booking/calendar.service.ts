// The booking calendar: the owner's slots and rules, what each day offers, and the units of capacity an
// order holds. A unit is taken inside the caller's transaction (the one that stores the order or moves
// the booking), so a full slot rolls the whole write back.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
  type Availability,
  type CalendarSettings,
  type CalendarSettingsPatch,
  type CalendarSetup,
  type CalendarSlot,
  type CancellationStep,
  type FreeSlot,
  type SlotInput,
  type SlotPatch,
  AVAILABILITY_MAX_DAYS,
  addDays,
  dayFullMessage,
  slotFullMessage,
} from '../../../shared/bookings.ts';
import type { TemplateMessage } from '../../../shared/message-template.ts';
import { indiaToday } from '../../../shared/leads.ts';
import { HttpError, badRequest, notFound } from '../../http-errors.ts';
import * as repo from './calendar.repository.ts';
import { type DayCounts, type SlotTimes, availabilityDays, closedReason } from './calendar.rules.ts';

/** The extra days of notice a venue's pincode needs (0 for a shop's own area). */
/** A pincode's extra days of notice, read through `db` (inside an order's transaction, that transaction). */
export type ExtraLeadDays = (db: Kysely<Database>, pincode: string) => Promise<number>;

const NEXT_FREE = 3;

/** A slot or day ran out inside a transaction; the caller answers 409 with the next free slots once it rolled back. */
export class SlotFull extends HttpError {
  readonly date: string;
  constructor(message: TemplateMessage, date: string) {
    super(409, message);
    this.date = date;
  }
}

function toSettings(r: repo.SettingsRow): CalendarSettings {
  return {
    dayCap: r.day_cap,
    noticeHours: r.notice_hours,
    cutoffTime: r.cutoff_time,
    horizonDays: r.horizon_days,
    rescheduleHours: r.reschedule_hours,
    processingPercent: r.processing_percent,
    cancellationLadder: JSON.parse(r.cancellation_ladder) as CancellationStep[],
  };
}

export function toSlot(r: repo.SlotRow): CalendarSlot {
  return { id: r.id, label: r.label, start: r.start_time, end: r.end_time, capacity: r.capacity, position: r.position, active: r.is_active === 1 };
}

const times = (r: repo.SlotRow): SlotTimes => ({ id: r.id, label: r.label, start: r.start_time, end: r.end_time, capacity: r.capacity });

export class CalendarService {
  readonly db: Kysely<Database>;
  readonly #extraLeadDays: ExtraLeadDays;
  readonly #settingsChanged: () => Promise<void>;

  /** `settingsChanged` is told once the settings are saved (the pages showing the cancellation ladder are kept in a cache). */
  constructor(db: Kysely<Database>, extraLeadDays: ExtraLeadDays, settingsChanged: () => Promise<void> = async () => {}) {
    this.db = db;
    this.#extraLeadDays = extraLeadDays;
    this.#settingsChanged = settingsChanged;
  }

  async settings(db: Kysely<Database> = this.db): Promise<CalendarSettings> {
    return toSettings(await repo.settings(db));
  }

  // ---- the owner's settings ----

  async setup(): Promise<CalendarSetup> {
    const [settings, slots, closed, peak] = await Promise.all([
      this.settings(),
      repo.slots(this.db, false),
      repo.closedDates(this.db),
      repo.peakDates(this.db),
    ]);
    return {
      settings,
      slots: slots.map(toSlot),
      closedDates: closed.map((c) => ({ date: c.date, note: c.note })),
      peakDates: peak.map((p) => ({ date: p.date, surchargePercent: p.surcharge_percent, note: p.note })),
    };
  }

  async updateSettings(patch: CalendarSettingsPatch, now = new Date()): Promise<CalendarSetup> {
    const v: Partial<Omit<repo.SettingsRow, 'id'>> = { updated_at: now.toISOString() };
    if (patch.dayCap !== undefined) v.day_cap = patch.dayCap;
    if (patch.noticeHours !== undefined) v.notice_hours = patch.noticeHours;
    if (patch.cutoffTime !== undefined) v.cutoff_time = patch.cutoffTime;
    if (patch.horizonDays !== undefined) v.horizon_days = patch.horizonDays;
    if (patch.rescheduleHours !== undefined) v.reschedule_hours = patch.rescheduleHours;
    if (patch.processingPercent !== undefined) v.processing_percent = patch.processingPercent;
    if (patch.cancellationLadder !== undefined) v.cancellation_ladder = JSON.stringify(patch.cancellationLadder);
    await repo.updateSettings(this.db, v);
    await this.#settingsChanged();
    return this.setup();
  }

  async addSlot(s: SlotInput, now = new Date()): Promise<CalendarSlot> {
    const at = now.toISOString();
    const row = { label: s.label, start_time: s.start, end_time: s.end, capacity: s.capacity, position: s.position, is_active: s.active ? 1 : 0 };
    const id = await repo.insertSlot(this.db, { ...row, created_at: at, updated_at: at });
    return toSlot({ ...row, id, created_at: at, updated_at: at });
  }

  async updateSlot(id: number, patch: SlotPatch, now = new Date()): Promise<CalendarSlot> {
    const row = await repo.findSlot(this.db, id);
    if (!row) throw notFound(`Slot ${id} not found`);
    const start = patch.start ?? row.start_time;
    const end = patch.end ?? row.end_time;
    if (start >= end) throw badRequest('end must be after start');
    const v: Partial<Omit<repo.SlotRow, 'id'>> = { start_time: start, end_time: end, updated_at: now.toISOString() };
    if (patch.label !== undefined) v.label = patch.label;
    if (patch.capacity !== undefined) v.capacity = patch.capacity;
    if (patch.position !== undefined) v.position = patch.position;
    if (patch.active !== undefined) v.is_active = patch.active ? 1 : 0;
    await repo.updateSlot(this.db, id, v);
    return toSlot((await repo.findSlot(this.db, id))!);
  }

  async putClosedDate(date: string, note: string | null): Promise<CalendarSetup> {
    await repo.putClosedDate(this.db, date, note);
    return this.setup();
  }

  async deleteClosedDate(date: string): Promise<CalendarSetup> {
    if (!(await repo.deleteClosedDate(this.db, date))) throw notFound(`${date} is not a closed date`);
    return this.setup();
  }

  async putPeakDate(date: string, surchargePercent: number, note: string | null): Promise<CalendarSetup> {
    await repo.putPeakDate(this.db, date, surchargePercent, note);
    return this.setup();
  }

  async deletePeakDate(date: string): Promise<CalendarSetup> {
    if (!(await repo.deletePeakDate(this.db, date))) throw notFound(`${date} is not a peak date`);
    return this.setup();
  }

  // ---- what a visitor sees ----

  async #counts(from: string, to: string, db: Kysely<Database> = this.db): Promise<DayCounts> {
    const [closed, peak, days, slots] = await Promise.all([
      repo.closedDates(db, from, to),
      repo.peakDates(db, from, to),
      repo.dayCounts(db, from, to),
      repo.slotCounts(db, from, to),
    ]);
    return {
      closed: new Set(closed.map((c) => c.date)),
      peak: new Map(peak.map((p) => [p.date, p.surcharge_percent])),
      dayTaken: new Map(days.map((d) => [d.date, d.taken])),
      slotTaken: new Map(slots.map((s) => [`${s.date}|${s.slot_id}`, s.taken])),
    };
  }

  async #leadDays(pincode: string | null | undefined, db: Kysely<Database> = this.db): Promise<number> {
    return pincode ? this.#extraLeadDays(db, pincode) : 0;
  }

  /** The dates from `from` to `to` (at most AVAILABILITY_MAX_DAYS) as a visitor in `pincode` may book them at `now`. */
  async availability(from: string, to: string, pincode: string | null, now = new Date()): Promise<Availability> {
    const [settings, slots, counts, extra] = await Promise.all([this.settings(), repo.slots(this.db, true), this.#counts(from, to), this.#leadDays(pincode)]);
    return { days: availabilityDays(from, to, settings, slots.map(times), counts, now, extra) };
  }

  /** The next free slots from `from` on, within the horizon. */
  async nextFree(from: string, pincode: string | null, now = new Date(), count = NEXT_FREE): Promise<FreeSlot[]> {
    const settings = await this.settings();
    const today = indiaToday(now);
    const last = addDays(today, settings.horizonDays);
    const found: FreeSlot[] = [];
    for (let start = from < today ? today : from; start <= last && found.length < count; start = addDays(start, AVAILABILITY_MAX_DAYS)) {
      const end = addDays(start, AVAILABILITY_MAX_DAYS - 1);
      const { days } = await this.availability(start, end < last ? end : last, pincode, now);
      for (const d of days) for (const s of d.slots) if (s.left > 0 && found.length < count) found.push({ date: d.date, slotId: s.id, label: s.label });
    }
    return found;
  }

  /**
   * Checks that `slotId` on `date` may be booked at `now` (a 400 saying why not), then takes a unit of
   * it and of the day inside `trx`, or throws SlotFull. Returns the slot.
   */
  async hold(trx: Kysely<Database>, date: string, slotId: number, pincode: string | null, now: Date): Promise<CalendarSlot> {
    const slot = await this.bookable(trx, date, slotId, pincode, now);
    if (!(await repo.takeSlot(trx, date, slotId))) throw new SlotFull(slotFullMessage(slot.label, date), date);
    if (!(await repo.takeDay(trx, date))) throw new SlotFull(dayFullMessage(date), date);
    return slot;
  }

  /** The slot when it may be booked on `date` at `now`; otherwise a 400 saying why. */
  async bookable(db: Kysely<Database>, date: string, slotId: number, pincode: string | null, now: Date): Promise<CalendarSlot> {
    const row = await repo.findSlot(db, slotId);
    if (!row || row.is_active !== 1) throw badRequest('That setup slot does not exist: choose one of the slots offered.');
    const [settings, closed, extra] = await Promise.all([this.settings(db), repo.closedDates(db, date, date), this.#leadDays(pincode, db)]);
    const reason = closedReason(date, times(row), settings, closed.length > 0, now, extra);
    if (reason) throw badRequest(reason);
    return toSlot(row);
  }

  /** Runs `write`; a SlotFull it throws becomes the 409 answer carrying the next free slots. */
  async orNextFree<T>(write: () => Promise<T>, pincode: string | null, now: Date): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof SlotFull)) throw err;
      const nextFree = await this.nextFree(err.date, pincode, now);
      throw new HttpError(409, err.said, undefined, { nextFree });
    }
  }
}
