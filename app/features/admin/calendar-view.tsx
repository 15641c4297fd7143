// The owner's calendar: a month as a table of days (each a link to its day, saying its bookings and the
// units left, and whether it is closed or a peak day in words), and a day's bookings by slot with what
// the crew needs on the way (phone, address with a map search, lines, personal touches), the crew
// assigned (editable here) and the day sheet as CSV; the day prints on A4 without the admin's menu.
import { Link, useRevalidator } from 'react-router';
import type { AdminBookingDay, AdminDaySheetRow } from '../../../shared/bookings.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, indiaToday, nextStatuses } from '../../../shared/leads.ts';
import { formatRupees } from '../../../shared/money.ts';
import { displayPhone, telLink } from '../shell/business.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { NoticeLine } from './parts.tsx';
import { CrewField } from './booking-owner.tsx';
import { ReferencePhoto } from './reference-photo.tsx';
import { WEEKDAY_NAMES, calendarDayHref, calendarMonthHref, dateInWords, daySheetHref, mapsHref, monthInWords, shiftMonth, weekday } from './calendar-dates.ts';
import './calendar.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const statusLabel = (s: string) => ((LEAD_STATUSES as readonly string[]).includes(s) ? LEAD_STATUS_LABELS[s as LeadStatus] : s);

/** The marks a day carries in words: closed, peak with its surcharge. */
function dayMarks(day: Pick<AdminBookingDay, 'closed' | 'surchargePercent'>): string[] {
  const marks: string[] = [];
  if (day.closed) marks.push('Closed');
  if (day.surchargePercent > 0) marks.push(`Peak +${day.surchargePercent}%`);
  return marks;
}

/** The month's days in weeks of Sunday to Saturday, blank before the first and after the last. */
function weeks(days: AdminBookingDay[]): (AdminBookingDay | null)[][] {
  const cells: (AdminBookingDay | null)[] = [...Array<null>(weekday(days[0]!.date)).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const rows: (AdminBookingDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

export function CalendarMonth({ month, days }: { month: string; days: AdminBookingDay[] }) {
  const today = indiaToday();
  const booked = days.reduce((n, d) => n + d.taken, 0);
  return (
    <section aria-labelledby="calendar-title" className="calendar">
      <h1 id="calendar-title">Calendar</h1>
      <p>
        {plural(booked, 'booking', 'bookings')} in {monthInWords(month)}. Open a day for its bookings by slot and its printable sheet.{' '}
        <Link to="/admin/calendar/settings">Slots, capacity and dates</Link>
      </p>
      <p className="field-hint">Each day shows its bookings, then how many more it can take.</p>
      <nav className="calendar-pager" aria-label="Months">
        <Link to={calendarMonthHref(shiftMonth(month, -1))}>Previous month: {monthInWords(shiftMonth(month, -1))}</Link>
        <Link to={calendarMonthHref(shiftMonth(month, 1))}>Next month: {monthInWords(shiftMonth(month, 1))}</Link>
      </nav>
      <table className="calendar-month">
        <caption>{monthInWords(month)}</caption>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks(days).map((week) => (
            <tr key={week.find((d) => d)!.date}>
              {week.map((d, i) =>
                d ? (
                  <td
                    key={d.date}
                    className={
                      [d.closed && 'is-closed', d.surchargePercent > 0 && 'is-peak', d.date === today && 'is-today'].filter(Boolean).join(' ') || undefined
                    }
                  >
                    <Link to={calendarDayHref(d.date)} aria-current={d.date === today ? 'date' : undefined} data-date={d.date}>
                      <span className="calendar-daynum">
                        <span className="visually-hidden">{dateInWords(d.date).split(' ')[0]} </span>
                        {Number(d.date.slice(8))}
                        <span className="visually-hidden"> {monthInWords(month)}</span>
                      </span>
                      <span>
                        {d.taken}
                        <span className="calendar-word"> {d.taken === 1 ? 'booking' : 'bookings'}</span>
                      </span>
                      <span>{d.left} left</span>
                      {dayMarks(d).map((m) => (
                        <span key={m} className="calendar-mark">
                          {m}
                        </span>
                      ))}
                    </Link>
                  </td>
                ) : (
                  <td key={`blank-${i}`} className="is-blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function CalendarDay({ date, day, rows }: { date: string; day: AdminBookingDay; rows: AdminDaySheetRow[] }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { notice, busy, run } = useAdminAction();
  const marks = dayMarks(day);
  // The day is read again first, so the notice and the job's status agree when the notice is read out.
  const moveTo = (b: AdminDaySheetRow['booking'], status: LeadStatus) =>
    void run(() => callApi('PATCH', `/api/admin/leads/${b.id}`, { status }), {
      failure: 'Failed to update the booking',
      done: `${b.name} (${b.reference}) moved to ${LEAD_STATUS_LABELS[status]}.`,
      then: (res) => res.status !== 0 && revalidator.revalidate(),
    });
  // Bookings whose slot was retired (or is unknown) still show, under "Other".
  const slots = [
    ...day.slots.map((s) => ({ id: s.id as number | null, label: `${s.label} ${s.start}–${s.end}`, slot: s })),
    { id: null, label: 'Other', slot: null },
  ];
  const known = new Set(day.slots.map((s) => s.id));
  const inSlot = (id: number | null) => rows.filter((r) => (id === null ? r.booking.slotId === null || !known.has(r.booking.slotId) : r.booking.slotId === id));
  return (
    <section aria-labelledby="calendar-day-title" className="calendar calendar-day">
      <h1 id="calendar-day-title">{dateInWords(date)}</h1>
      <p className="calendar-day-facts">
        {plural(day.taken, 'booking', 'bookings')} of {day.dayCap} for the day, {day.left} left.
        {marks.length > 0 && <strong> {marks.join('. ')}.</strong>}
      </p>
      <nav className="calendar-pager no-print" aria-label="Days">
        <Link to={calendarMonthHref(date.slice(0, 7))}>Back to {monthInWords(date.slice(0, 7))}</Link>
        <a href={daySheetHref(date)} download>
          Download day sheet (CSV)
        </a>
        <button type="button" className="btn btn-secondary" disabled={!hydrated} onClick={() => window.print()}>
          Print day sheet
        </button>
      </nav>
      <NoticeLine notice={notice} />
      {rows.length === 0 && <p>No bookings on this day.</p>}
      {slots.map(({ id, label, slot }) => {
        const list = inSlot(id);
        if (id === null && list.length === 0) return null;
        return (
          <section key={id ?? 'other'} className="calendar-slot" aria-labelledby={`slot-${id ?? 'other'}`}>
            <h2 id={`slot-${id ?? 'other'}`}>
              {label}
              {slot && (
                <span className="calendar-slot-count">
                  {' '}
                  ({slot.taken} of {slot.capacity} booked, {slot.left} left)
                </span>
              )}
            </h2>
            {list.length === 0 ? (
              <p>No bookings in this slot.</p>
            ) : (
              <ul className="calendar-jobs">
                {list.map((r) => (
                  <Job key={r.booking.id} row={r} moveTo={moveTo} disabled={!hydrated || busy} onCrewSaved={() => revalidator.revalidate()} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}

function Job({
  row: { booking: b, lines, notes },
  moveTo,
  disabled,
  onCrewSaved,
}: {
  row: AdminDaySheetRow;
  moveTo: (b: AdminDaySheetRow['booking'], status: LeadStatus) => void;
  disabled: boolean;
  onCrewSaved: () => Promise<void>;
}) {
  // Marking lost asks why: that is done on the lead's page.
  const next = (LEAD_STATUSES as readonly string[]).includes(b.status) ? nextStatuses(b.status as LeadStatus).filter((s) => s !== 'lost') : [];
  const p = b.personal;
  const personal = [
    p.names && `Names: ${p.names}`,
    p.age !== null && `Age: ${p.age}`,
    p.theme && `Theme: ${p.theme}`,
    p.colours && `Colours: ${p.colours}`,
  ].filter(Boolean) as string[];
  return (
    <li className="calendar-job" data-reference={b.reference}>
      <h3>
        {b.name} <span className="calendar-job-ref">{b.reference}</span>
      </h3>
      <dl>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(b.status)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telLink(b.phone)}>{displayPhone(b.phone)}</a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {b.address ? (
              <>
                {b.address}
                {b.pincode && `, ${b.pincode}`}{' '}
                <a className="no-print" href={mapsHref(b.address, b.pincode)} target="_blank" rel="noopener noreferrer">
                  Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            ) : (
              (b.pincode ?? 'Not given')
            )}
          </dd>
        </div>
        <div>
          <dt>Lines</dt>
          <dd>
            {lines || 'None'}
            {b.total !== null && ` (total ${formatRupees(b.total)})`}
          </dd>
        </div>
        {personal.length > 0 && (
          <div>
            <dt>Personal</dt>
            <dd>{personal.join('; ')}</dd>
          </div>
        )}
        {notes && (
          <div>
            <dt>Notes</dt>
            <dd>{notes}</dd>
          </div>
        )}
        <div>
          <dt>Crew</dt>
          <dd>{b.crew ?? 'Not assigned'}</dd>
        </div>
      </dl>
      {b.photoUrl && <ReferencePhoto url={b.photoUrl} name={b.name} />}
      <div className="no-print">
        <CrewField key={b.crew ?? ''} leadId={b.id} crew={b.crew} idPrefix={`job-${b.id}`} onSaved={onCrewSaved} />
      </div>
      <div className="row-actions no-print">
        {next.map((status) => (
          <button
            key={status}
            type="button"
            className="btn btn-secondary btn-small"
            disabled={disabled}
            aria-label={`Mark ${b.name} ${LEAD_STATUS_LABELS[status]}`}
            onClick={() => moveTo(b, status)}
          >
            Mark {LEAD_STATUS_LABELS[status]}
          </button>
        ))}
        <Link to={`/admin/leads/${b.id}`}>Open the lead {b.reference}</Link>
      </div>
    </li>
  );
}
