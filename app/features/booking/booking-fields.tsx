// The booking parts of the /buy form: the event date on a calendar of open dates (until the page runs,
// one select of the coming weeks' free dates and slots, which a plain form post sends), the free setup
// slots of that date as radio buttons, a note on
// a peak date's surcharge, the next free slots when the chosen one was taken meanwhile, and the
// personal touches. The open dates come from the availability API a month at a time. The calendar
// widget is imported here and nowhere else, so its code is part of /buy's route chunk only (a dynamic
// import would move Vite's preload helper out of the home page's chunk into one more script every page loads).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AvailabilityDay, FreeSlot } from '../../../shared/bookings.ts';
import { indiaToday, latestEventDate } from '../../../shared/leads.ts';
import { FormField } from '../leads/form-field.tsx';
import type { LeadFormState } from '../leads/lead-form.tsx';
import { useHydrated } from '../shell/use-hydrated.ts';
import { type Translate, useLocale, useT } from '../shell/i18n.tsx';
import { fill } from '../shell/fill.tsx';
import { useDayWords } from './day-words.ts';
import { fetchAvailability } from './booking-client.ts';
import DatePicker from './date-picker.tsx';
import { type BookingField, type ChoiceDay, CHOICE_DAYS, PERSONAL_MAX, SLOT_CHOICE_FIELD, slotInWords, statusUrlIn } from './booking-form.ts';
import css from './booking.css?inline';

type Form = LeadFormState<BookingField, unknown, unknown>;

const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;
function lastDayOf(firstDay: string): string {
  const d = new Date(`${firstDay}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

export interface BookingCalendar {
  month: string;
  setMonth: (firstDay: string) => void;
  days: ReadonlyMap<string, AvailabilityDay>;
  /** False while the shown month's dates are on their way, null when they could not be loaded. */
  loaded: boolean | null;
  /** Loads the shown month again (after a slot was taken meanwhile). */
  reload: () => void;
}

/** The availability of the month shown, kept per date; months already seen stay until a reload. */
export function useBookingCalendar(): BookingCalendar {
  const [month, setMonth] = useState(() => monthOf(indiaToday()));
  const [days, setDays] = useState<ReadonlyMap<string, AvailabilityDay>>(new Map());
  const [generation, setGeneration] = useState(0);
  /** The last load's month and generation, and whether it came back. */
  const [answered, setAnswered] = useState<{ key: string; ok: boolean } | null>(null);
  const key = `${month}/${generation}`;

  useEffect(() => {
    const today = indiaToday();
    const from = month < today ? today : month;
    const to = lastDayOf(month);
    if (from > to) return;
    const ctl = new AbortController();
    const loading = `${month}/${generation}`;
    void fetchAvailability(from, to, ctl.signal).then((a) => {
      if (ctl.signal.aborted) return;
      setAnswered({ key: loading, ok: a !== null });
      if (!a) return;
      setDays((old) => {
        const next = new Map(old);
        for (const d of a.days) next.set(d.date, d);
        return next;
      });
    });
    return () => ctl.abort();
  }, [month, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const loaded = answered?.key === key ? answered.ok || null : false;
  return { month, setMonth, days, loaded, reload };
}

const freeSlots = (day: AvailabilityDay | undefined) => (day?.open ? day.slots.filter((s) => s.left > 0) : []);

/** The chosen slot in words ("Morning, 09:00–12:00"), from the dates loaded. */
export function chosenSlotText(cal: BookingCalendar, date: string, slotId: string, t: Translate): string | null {
  const slot = cal.days.get(date)?.slots.find((s) => String(s.id) === slotId);
  return slot ? slotInWords(slot, t) : null;
}

export function BookingDateAndSlot({
  form,
  cal,
  taken,
  choices,
}: {
  form: Form;
  cal: BookingCalendar;
  taken: FreeSlot[] | null;
  /** The free dates and slots the server found, for the select shown until the page runs. */
  choices: readonly ChoiceDay[];
}) {
  const hydrated = useHydrated();
  return (
    <>
      <style href="gubbara-booking-css" precedence="default">
        {css}
      </style>
      {hydrated ? <CalendarDateAndSlot form={form} cal={cal} taken={taken} /> : <SlotChoice form={form} taken={taken} choices={choices} />}
    </>
  );
}

/** The date on the calendar, then that date's free slots as radio buttons. */
function CalendarDateAndSlot({ form, cal, taken }: { form: Form; cal: BookingCalendar; taken: FreeSlot[] | null }) {
  const date = form.values.eventDate;
  const openDates = useMemo(() => new Set([...cal.days.values()].filter((d) => freeSlots(d).length > 0).map((d) => d.date)), [cal.days]);
  const day = cal.days.get(date);
  const slots = freeSlots(day);
  const labelId = `${form.idPrefix}-eventDate-label`;
  const dateError = form.errors.eventDate;
  const slotError = form.errors.slotId;
  const t = useT();
  const dateInWords = useDayWords();

  function choose(next: string) {
    form.onChange('eventDate', next);
    if (next !== date) form.onChange('slotId', '');
  }

  function pickFree(f: FreeSlot) {
    cal.setMonth(monthOf(f.date));
    form.onChange('eventDate', f.date);
    form.onChange('slotId', String(f.slotId));
  }

  return (
    <>
      <div className={`form-field booking-date${dateError ? ' has-error' : ''}`}>
        <p className="booking-label" id={labelId}>
          {t('Event date')}
        </p>
        <div className="booking-calendar" id={`${form.idPrefix}-eventDate`} tabIndex={-1}>
          <DatePicker
            value={date}
            open={openDates}
            month={cal.month}
            firstMonth={monthOf(indiaToday())}
            lastMonth={monthOf(latestEventDate())}
            labelledBy={labelId}
            onMonth={cal.setMonth}
            onChoose={choose}
          />
        </div>
        {/* Always there, so the line it takes does not come and go with each month's loading. */}
        <p className="field-hint booking-loading">{cal.loaded === false ? t('Loading the open dates…') : ''}</p>
        {cal.loaded === null && (
          <p className="form-alert" role="alert">
            {t('The open dates could not be loaded. Please try again in a moment, or call us.')}
          </p>
        )}
        {dateError && (
          <p className="field-error" role="alert">
            {t(dateError)}
          </p>
        )}
      </div>
      <div className={`form-field booking-slots${slotError ? ' has-error' : ''}`} id={`${form.idPrefix}-slotId`} tabIndex={-1}>
        {date && day && slots.length > 0 ? (
          <fieldset>
            <legend>{t('Setup slot on {date}', { date: dateInWords(date) })}</legend>
            {day.surchargePercent > 0 && (
              <p className="field-hint booking-surcharge">
                {t('{date} is a peak date: a surcharge of {percent}% applies, and we confirm the price when we call.', {
                  date: dateInWords(date),
                  percent: day.surchargePercent,
                })}
              </p>
            )}
            {slots.map((s) => (
              <label key={s.id} className="booking-slot">
                <input
                  type="radio"
                  name="slotId"
                  value={String(s.id)}
                  checked={form.values.slotId === String(s.id)}
                  onChange={() => form.onChange('slotId', String(s.id))}
                />
                <span>
                  {slotInWords(s, t)} <span className="booking-left">{t('({count} left)', { count: s.left })}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="field-hint">
            {t(date && cal.loaded ? 'No setup slot is free on that date: choose another.' : 'Choose a date to see its free setup slots.')}
          </p>
        )}
        {slotError && (
          <p className="field-error" role="alert">
            {t(slotError)}
          </p>
        )}
        {taken && taken.length > 0 && (
          <div className="booking-next-free">
            <p>{t('The next free slots:')}</p>
            <ul>
              {taken.map((f) => (
                <li key={`${f.date}-${f.slotId}`}>
                  <button type="button" className="btn btn-outline" onClick={() => pickFree(f)}>
                    {dateInWords(f.date)}, {t(f.label)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * Until the page runs: the free slots of the coming weeks as one native select ("date|slot"), grouped by
 * date (a peak date says its surcharge), which a plain form post sends; after a slot was taken meanwhile,
 * the next free ones first. A later date is asked for by phone or WhatsApp, or on the calendar once the
 * page runs.
 */
function SlotChoice({ form, taken, choices }: { form: Form; taken: FreeSlot[] | null; choices: readonly ChoiceDay[] }) {
  const id = `${form.idPrefix}-eventDate`;
  const error = form.errors.eventDate ?? form.errors.slotId;
  const { eventDate, slotId } = form.values;
  const t = useT();
  const dateInWords = useDayWords();
  const slotText = (date: string, label: string) => `${dateInWords(date)}, ${label}`;
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{t('Event date and setup slot')}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {t('The free setup slots of the next {days} days. For a later date, call or WhatsApp us.', { days: CHOICE_DAYS })}
      </p>
      {taken && taken.length > 0 && (
        <p className="field-hint booking-next-free">
          {`${t('The next free slots:')} ${taken.map((f) => slotText(f.date, t(f.label))).join('; ')}.`}
        </p>
      )}
      <select
        id={id}
        name={SLOT_CHOICE_FIELD}
        value={eventDate && slotId ? `${eventDate}|${slotId}` : ''}
        onChange={(e) => {
          const [date = '', slot = ''] = e.currentTarget.value.split('|');
          form.onChange('eventDate', date);
          form.onChange('slotId', slot);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      >
        <option value="">{t('Choose a date and slot')}</option>
        {taken && taken.length > 0 && (
          <optgroup label={t('The next free slots')}>
            {taken.map((f) => (
              <option key={`next-${f.date}|${f.slotId}`} value={`${f.date}|${f.slotId}`}>
                {slotText(f.date, t(f.label))}
              </option>
            ))}
          </optgroup>
        )}
        {choices.map((d) => (
          <optgroup key={d.date} label={
              d.surchargePercent > 0
                ? t('{date} (peak date: {percent}% surcharge)', { date: dateInWords(d.date), percent: d.surchargePercent })
                : dateInWords(d.date)
            }>
            {d.slots.map((s) => (
              <option key={s.id} value={`${d.date}|${s.id}`}>
                {`${slotText(d.date, slotInWords(s, t))} ${t('({count} left)', { count: s.left })}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** Names to print, age, theme and colours: all optional, one short line each. */
export function PersonalTouches({ form }: { form: Form }) {
  const t = useT();
  return (
    <fieldset className="booking-personal">
      <legend>{t('Personal touches')}</legend>
      <p className="field-hint">{t('For the banner, the balloons and the cake topper. All optional.')}</p>
      <FormField {...form.bind('names')} label="Names to print" optional maxLength={PERSONAL_MAX} hint="For example: Aarav & Diya" />
      <FormField {...form.bind('age')} label="Age" optional inputMode="numeric" maxLength={3} />
      <FormField {...form.bind('theme')} label="Theme" optional maxLength={PERSONAL_MAX} />
      <FormField {...form.bind('colours')} label="Colours" optional maxLength={PERSONAL_MAX} />
    </fieldset>
  );
}

/** What the confirmation says of the booking: the date in words, the slot, the venue and the status page. */
export function BookingDetails({ date, slot, address, statusUrl }: { date: string; slot: string | null; address: string; statusUrl: string }) {
  const t = useT();
  const dateInWords = useDayWords();
  const locale = useLocale();
  return (
    <>
      <dl className="booking-details">
        <div>
          <dt>{t('Date')}</dt>
          <dd>{dateInWords(date)}</dd>
        </div>
        {slot && (
          <div>
            <dt>{t('Setup slot')}</dt>
            <dd className="booking-confirmed-slot">{slot}</dd>
          </div>
        )}
        <div>
          <dt>{t('Venue')}</dt>
          <dd>{address}</dd>
        </div>
      </dl>
      <p className="lead-followup">
        {fill(t('Follow your booking, move it or cancel it on {link}. Keep this link: it is the only way in.'), {
          link: <a href={statusUrlIn(statusUrl, locale)}>{t('your booking’s page')}</a>,
        })}
      </p>
    </>
  );
}
