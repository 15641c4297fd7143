// The owner's inbox list, shared by /admin/leads (enquiries and franchise applications) and
// /admin/orders (order requests): filters as plain links and a GET search form, so every view has its
// own address; newest first, paged, with the CSV export of the same type and status.
import { Form, Link, useLocation } from 'react-router';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, type LeadListItem, type LeadStatus, type LeadType } from '../../../shared/leads.ts';
import { formatRupees } from '../../../shared/money.ts';
import { PAYMENT_STATES, type PaymentState } from '../../../shared/payment-states.ts';
import { PAYMENT_STATE_LABELS } from '../../../shared/payments.ts';
import { type LeadListData, type LeadPage, exportHref, formatDay, formatWhen, listHref } from './inbox-data.ts';
import { displayPhone } from '../shell/business.ts';
import { ListPager, ListResults } from './parts.tsx';

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`badge lead-status lead-status-${status}`}>{LEAD_STATUS_LABELS[status]}</span>;
}

/** An order request from a pincode the shop does not usually serve: kept, and the owner calls. */
export function OutsideAreaBadge() {
  return <span className="badge lead-outside-area">Outside area</span>;
}

/** A row of filter links; the current one is marked for assistive technology as well as by look. */
function FilterLinks<T extends string>({
  label,
  options,
  current,
  href,
}: {
  label: string;
  options: { value: T | null; text: string }[];
  current: T | null;
  href: (v: T | null) => string;
}) {
  return (
    <nav className="lead-filter" aria-label={label}>
      <span className="lead-filter-label" aria-hidden="true">
        {label}:
      </span>
      <ul>
        {options.map((o) => (
          <li key={o.value ?? 'all'}>
            <Link to={href(o.value)} aria-current={o.value === current ? 'true' : undefined}>
              {o.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LeadListView({ data, page, title, allTypes }: { data: LeadListData; page: LeadPage; title: string; allTypes?: string }) {
  const { filters: f, list, pages } = data;
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const href = (change: Parameters<typeof listHref>[2]) => listHref(page, f, change);
  const several = page.types.length > 1;
  const what = several ? 'lead' : LEAD_TYPE_LABELS[page.types[0]].toLowerCase();
  const shown = list.items.length;
  return (
    <section aria-labelledby="leads-title" className="lead-inbox">
      <h1 id="leads-title">{title}</h1>
      {notice && (
        <p role="status" className="admin-message">
          {notice}
        </p>
      )}
      {several && (
        <FilterLinks<LeadType>
          label="Type"
          current={f.type}
          options={[{ value: null, text: allTypes ?? 'All' }, ...page.types.map((t) => ({ value: t, text: LEAD_TYPE_LABELS[t] }))]}
          href={(type) => href({ type })}
        />
      )}
      <FilterLinks<LeadStatus>
        label="Status"
        current={f.status}
        options={[{ value: null, text: 'All but spam' }, ...LEAD_STATUSES.map((s) => ({ value: s, text: LEAD_STATUS_LABELS[s] }))]}
        href={(status) => href({ status })}
      />
      {!several && page.types[0] === 'order' && (
        <FilterLinks<PaymentState>
          label="Payment"
          current={f.payment}
          options={[{ value: null, text: 'Any' }, ...PAYMENT_STATES.map((s) => ({ value: s, text: PAYMENT_STATE_LABELS[s] }))]}
          href={(payment) => href({ payment })}
        />
      )}
      {page.types.includes('order' as never) && (
        <FilterLinks<'outside'>
          label="Area"
          current={f.outside ? 'outside' : null}
          options={[
            { value: null, text: 'Anywhere' },
            { value: 'outside', text: 'Outside area' },
          ]}
          href={(area) => href({ outside: area === 'outside' })}
        />
      )}
      <Form method="get" action={page.base} className="admin-filters" role="search">
        {f.type && <input type="hidden" name="type" value={f.type} />}
        {f.status && <input type="hidden" name="status" value={f.status} />}
        {f.payment && <input type="hidden" name="payment" value={f.payment} />}
        {f.outside && <input type="hidden" name="area" value="outside" />}
        <div className="field">
          <label htmlFor="leads-q">Search by name, phone or reference</label>
          <input id="leads-q" name="q" type="search" defaultValue={f.q} maxLength={100} />
        </div>
        <button type="submit" className="btn">
          Search
        </button>
        {f.q && (
          <Link to={href({ q: '' })} className="btn btn-secondary">
            Clear search
          </Link>
        )}
      </Form>
      <ListResults path={page.base}>
        <div className="lead-list-head">
          <p aria-live="polite">
            {list.total} {what}
            {list.total === 1 ? '' : 's'}
            {pages > 1 ? ` · page ${f.page} of ${pages}` : ''}
          </p>
          <a className="btn btn-secondary" href={exportHref(page, f)} download>
            Export CSV
          </a>
        </div>
        {shown === 0 ? (
          <p>{f.q || f.status || f.type || f.payment || f.outside ? `No ${what}s match these filters.` : `No ${what}s yet.`}</p>
        ) : (
          <ul className="admin-list lead-list">
            {list.items.map((l) => (
              <LeadRow key={l.id} lead={l} showType={several} />
            ))}
          </ul>
        )}
        <ListPager page={f.page} pages={pages} href={(page) => href({ page })} />
      </ListResults>
    </section>
  );
}

function LeadRow({ lead: l, showType }: { lead: LeadListItem; showType: boolean }) {
  return (
    <li className="lead-row" data-reference={l.reference}>
      <h2>
        <Link to={`/admin/leads/${l.id}`}>
          {l.name} <span className="lead-row-ref">{l.reference}</span>
        </Link>
      </h2>
      <p>
        <StatusBadge status={l.status} />
        {l.outsideArea && (
          <>
            {' '}
            <OutsideAreaBadge />
          </>
        )}
        {showType && <> {LEAD_TYPE_LABELS[l.type]}</>}
        {l.total !== null && <> · {formatRupees(l.total)}</>}
      </p>
      <p>
        {displayPhone(l.phone)}
        {l.eventDate && <> · event {formatDay(l.eventDate)}</>}
      </p>
      <p>
        Received <time dateTime={l.createdAt}>{formatWhen(l.createdAt)}</time>
      </p>
    </li>
  );
}

const CHART = { width: 360, height: 170, left: 6, right: 6, base: 140, top: 22 };

/**
 * Leads received per week for the last weeks, as a small bar chart drawn inline (no chart library):
 * the picture has a title and a summary for screen readers, and the numbers follow as a table behind
 * "Show the numbers", so nobody depends on reading bar heights.
 */
export function WeeklyLeadsChart({ weekly }: { weekly: { weekStart: string; count: number }[] }) {
  const max = Math.max(1, ...weekly.map((w) => w.count));
  const total = weekly.reduce((s, w) => s + w.count, 0);
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(1, weekly.length);
  const bar = Math.min(22, slot * 0.65);
  const busiest = weekly.reduce<{ weekStart: string; count: number } | null>((b, w) => (w.count > (b?.count ?? 0) ? w : b), null);
  const summary =
    total === 0
      ? `No leads in the last ${weekly.length} weeks.`
      : `${total} leads in the last ${weekly.length} weeks; the busiest was the week of ${formatDay(busiest!.weekStart)} with ${busiest!.count}.`;
  return (
    <figure className="lead-chart">
      <figcaption id="lead-chart-caption">Leads per week, last {weekly.length} weeks</figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby="lead-chart-title lead-chart-desc">
        <title id="lead-chart-title">Leads per week</title>
        <desc id="lead-chart-desc">{summary}</desc>
        <line x1={CHART.left} x2={CHART.width - CHART.right} y1={CHART.base} y2={CHART.base} className="lead-chart-axis" />
        {weekly.map((w, i) => {
          const h = (w.count / max) * (CHART.base - CHART.top);
          const x = CHART.left + i * slot + (slot - bar) / 2;
          const labelled = (weekly.length - 1 - i) % 2 === 0;
          return (
            <g key={w.weekStart}>
              <rect x={x} y={CHART.base - h} width={bar} height={h} className="lead-chart-bar" />
              <text x={x + bar / 2} y={CHART.base - h - 5} textAnchor="middle" className="lead-chart-count">
                {w.count}
              </text>
              {labelled && (
                <text x={x + bar / 2} y={CHART.base + 16} textAnchor="middle" className="lead-chart-week">
                  {shortDay(w.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details>
        <summary>Show the numbers</summary>
        <table>
          <caption className="field-hint">Leads per week</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {weekly.map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">{formatDay(w.weekStart)}</th>
                <td>{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const shortFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = (ymd: string) => shortFormat.format(new Date(`${ymd}T00:00:00Z`));
