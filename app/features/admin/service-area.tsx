// The owner's service area: the rules saying which pincodes the shop delivers to (one pincode, a range or
// a prefix; the most specific decides), added, edited and deleted through /api/admin/service-area/rules,
// a box that tests a pincode as a visitor would ask it, and the rules as a spreadsheet (Export CSV; an
// upload checked by a dry run first, imported only when the owner confirms). The list is read again after
// each change.
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatRupees } from '../../../shared/money.ts';
import { dateInWords } from '../../../shared/dates.ts';
import { MAX_AREA_LENGTH, MAX_DELIVERY_CHARGE, MAX_EXTRA_LEAD_DAYS, type ServiceAreaRule, describePattern } from '../../../shared/pincode.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { type AdminAnswer, callApi, sendForm } from './admin-client.ts';
import { type Notice, noticeOf, useAdminAction } from './forms.ts';
import { AdminField, NoticeLine, SubmitRow } from './parts.tsx';

const KIND_NAMES = { pincode: 'pincode', range: 'range', prefix: 'prefix' } as const;

function terms(r: ServiceAreaRule): string {
  if (!r.served) return 'Not served';
  const charge = r.deliveryCharge === 0 ? 'delivery included' : `delivery ${formatRupees(r.deliveryCharge)}`;
  return `Served, ${charge}${r.extraLeadDays ? `, ${r.extraLeadDays} extra day${r.extraLeadDays === 1 ? '' : 's'}` : ''}`;
}

function RuleForm({
  editing,
  busy,
  hydrated,
  onSave,
  onCancel,
}: {
  editing: ServiceAreaRule | null;
  busy: boolean;
  hydrated: boolean;
  onSave: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const whole = (name: string) => {
      const text = String(form.get(name) ?? '').trim();
      return text === '' ? 0 : Number(text);
    };
    onSave({
      pattern: String(form.get('pattern') ?? ''),
      served: form.get('served') === 'yes',
      deliveryCharge: whole('deliveryCharge'),
      extraLeadDays: whole('extraLeadDays'),
      area: String(form.get('area') ?? ''),
    });
  }
  const title = editing ? `Edit the rule for ${describePattern(editing.kind, editing.pattern)}` : 'Add a rule';
  return (
    <>
      <h2 id="rule-form-title">{title}</h2>
      <form className="admin-form" method="post" onSubmit={submit} aria-labelledby="rule-form-title">
        <AdminField
          id="rule-pattern"
          label="Pincode, range or prefix"
          name="pattern"
          type="text"
          required
          maxLength={13}
          autoComplete="off"
          inputMode="numeric"
          defaultValue={editing?.pattern}
          hint="560038 (one pincode), 560001-560099 (a range) or 5600 (every pincode starting with 5600)."
        />
        <div className="field">
          <label htmlFor="rule-served">Delivery</label>
          <select id="rule-served" name="served" defaultValue={editing && !editing.served ? 'no' : 'yes'}>
            <option value="yes">Served</option>
            <option value="no">Not served</option>
          </select>
        </div>
        <AdminField
          id="rule-charge"
          label="Delivery charge (₹)"
          name="deliveryCharge"
          type="number"
          min={0}
          max={MAX_DELIVERY_CHARGE}
          step={1}
          defaultValue={editing?.deliveryCharge ?? 0}
          hint="Whole rupees; 0 means delivery is included."
        />
        <AdminField
          id="rule-lead"
          label="Extra days of notice"
          name="extraLeadDays"
          type="number"
          min={0}
          max={MAX_EXTRA_LEAD_DAYS}
          step={1}
          defaultValue={editing?.extraLeadDays ?? 0}
          hint={`0 to ${MAX_EXTRA_LEAD_DAYS}, added to the earliest setup date.`}
        />
        <AdminField
          id="rule-area"
          label="Area label"
          name="area"
          type="text"
          maxLength={MAX_AREA_LENGTH}
          defaultValue={editing?.area}
          hint="Shown to visitors, for example Bengaluru."
        />
        <SubmitRow label={editing ? 'Save Rule' : 'Add Rule'} disabled={!hydrated || busy}>
          {editing && (
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              Cancel
            </button>
          )}
        </SubmitRow>
      </form>
    </>
  );
}

function PincodeTest({ hydrated }: { hydrated: boolean }) {
  const [result, setResult] = useState('');
  async function test(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const pincode = String(new FormData(e.currentTarget).get('pincode') ?? '').trim();
    setResult('');
    const res = await callApi('GET', `/api/admin/service-area/test?pincode=${encodeURIComponent(pincode)}`);
    if (!res.ok || !res.body) {
      setResult(res.message || 'Failed to test the pincode');
      return;
    }
    const b = res.body as { message: string; earliestDate: string | null; rule: ServiceAreaRule | null; served: boolean };
    const by = b.rule ? `Decided by the rule for ${describePattern(b.rule.kind, b.rule.pattern)}.` : 'No rule covers it.';
    setResult(
      `${b.message}${b.served ? (b.earliestDate ? ` Earliest setup: ${dateInWords(b.earliestDate)}.` : ' No setup slot is free within the booking horizon.') : ''} ${by}`,
    );
  }
  return (
    <section aria-labelledby="pincode-test-title">
      <h2 id="pincode-test-title">Test a pincode</h2>
      <form className="admin-form" onSubmit={test} aria-labelledby="pincode-test-title">
        <AdminField
          id="test-pincode"
          label="Pincode"
          name="pincode"
          type="text"
          required
          inputMode="numeric"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          autoComplete="off"
        />
        <SubmitRow label="Test" disabled={!hydrated} />
      </form>
      <p role="status" className="pincode-test-result">
        {result}
      </p>
    </section>
  );
}

interface RuleImportReport {
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  errors: { row: number; field: string | null; message: string }[];
  changes: { row: number; action: 'create' | 'update'; id: number | null; pattern: string; fields: string[] }[];
}

function isReport(body: Record<string, unknown> | null): body is Record<string, unknown> & RuleImportReport {
  return body !== null && Array.isArray(body.errors) && Array.isArray(body.changes) && typeof body.toCreate === 'number';
}

function RulesSheet({ hydrated, onImported }: { hydrated: boolean; onImported: () => Promise<void> }) {
  const csvInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<FormData | null>(null);
  const [report, setReport] = useState<RuleImportReport | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(dryRun: boolean, form: FormData) {
    setBusy(true);
    try {
      return await sendForm('POST', `/api/admin/service-area/rules/import${dryRun ? '?dryRun=1' : ''}`, form);
    } finally {
      setBusy(false);
    }
  }

  async function check(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const csv = csvInput.current?.files?.[0];
    if (!csv) return;
    const form = new FormData();
    form.append('file', csv);
    setNotice(null);
    setReport(null);
    setFile(null);
    const res = await send(true, form);
    if (!res.ok || !isReport(res.body)) {
      setNotice({ text: res.message || 'Failed to check the file', error: true });
      return;
    }
    const r = res.body;
    setReport(r);
    if (r.errors.length === 0 && r.toCreate + r.toUpdate > 0) setFile(form);
    setNotice({
      text: `${r.toCreate} new, ${r.toUpdate} to update, ${r.unchanged} unchanged${
        r.errors.length
          ? `; ${r.errors.length} problem${r.errors.length === 1 ? '' : 's'} to fix first`
          : r.toCreate + r.toUpdate === 0
            ? ': nothing to import'
            : ''
      }. Nothing has changed yet.`,
      error: r.errors.length > 0,
    });
  }

  async function confirm() {
    if (!file) return;
    setNotice(null);
    const res = await send(false, file);
    setReport(isReport(res.body) ? res.body : null);
    setFile(null);
    if (res.ok) await onImported();
    setNotice(noticeOf(res, { failure: 'Failed to import the rules' }));
  }

  return (
    <section aria-labelledby="rules-sheet-title">
      <h2 id="rules-sheet-title">Rules by spreadsheet</h2>
      <p>
        <a className="btn btn-secondary" href="/api/admin/service-area/rules/export.csv" download>
          Export CSV
        </a>
      </p>
      <form className="admin-form" onSubmit={check}>
        <div className="field">
          <label htmlFor="rules-file">CSV file to import</label>
          <input id="rules-file" ref={csvInput} type="file" accept=".csv,text/csv" required aria-describedby="rules-file-hint" />
          <p id="rules-file-hint" className="field-hint">
            CSV UTF-8 with the exported columns; served is yes or no. Leave id empty for a new rule.
          </p>
        </div>
        <SubmitRow label="Check file" disabled={!hydrated || busy} />
      </form>
      <NoticeLine notice={notice} />
      {report && (report.errors.length > 0 || report.changes.length > 0) && (
        <ul className="synonym-list">
          {report.errors.map((e, i) => (
            <li key={`e${i}`}>
              Row {e.row}
              {e.field ? `, ${e.field}` : ''}: {e.message}
            </li>
          ))}
          {report.changes.map((c) => (
            <li key={`c${c.row}`}>
              Row {c.row}: {c.action === 'create' ? `new rule for ${c.pattern}` : `rule ${c.id} (${c.pattern}) changes ${c.fields.join(', ')}`}
            </li>
          ))}
        </ul>
      )}
      {file && report && (
        <div className="form-actions">
          <button type="button" className="btn" disabled={busy} onClick={confirm}>
            Import {report.toCreate + report.toUpdate} change{report.toCreate + report.toUpdate === 1 ? '' : 's'}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => {
              setFile(null);
              setReport(null);
              setNotice({ text: 'Import cancelled: nothing has changed.', error: false });
            }}
          >
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}

export function ServiceArea({ rules }: { rules: ServiceAreaRule[] }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const [editing, setEditing] = useState<ServiceAreaRule | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [saved, setSaved] = useState(0);
  const send = (call: () => Promise<AdminAnswer>, failure: string) => run(call, { failure, then: () => revalidator.revalidate() });

  async function save(body: Record<string, unknown>) {
    const res = await send(
      () => (editing ? callApi('PUT', `/api/admin/service-area/rules/${editing.id}`, body) : callApi('POST', '/api/admin/service-area/rules', body)),
      'Failed to save the rule',
    );
    if (res.ok) {
      setEditing(null);
      setSaved((n) => n + 1);
    }
  }

  return (
    <section aria-labelledby="service-area-title">
      <h1 id="service-area-title">Service Area</h1>
      <p>
        Which pincodes you deliver to. The most specific rule decides: a pincode beats a range, a range beats a prefix. With no rules every pincode is served;
        once a rule is served, pincodes no rule covers are not.
      </p>
      <NoticeLine notice={notice} />
      <PincodeTest hydrated={hydrated} />
      <RuleForm key={`${editing?.id ?? 'new'}-${saved}`} editing={editing} busy={busy} hydrated={hydrated} onSave={save} onCancel={() => setEditing(null)} />

      <h2>Rules ({rules.length})</h2>
      {rules.length === 0 ? (
        <p>No rules yet: every pincode is served.</p>
      ) : (
        <ul className="synonym-list service-area-rules">
          {rules.map((r) => {
            const label = describePattern(r.kind, r.pattern);
            return (
              <li key={r.id}>
                <span>
                  <strong>{label}</strong> ({KIND_NAMES[r.kind]}){r.area ? `, ${r.area}` : ''}: {terms(r)}
                </span>
                <span className="row-actions">
                  {confirming === r.id ? (
                    <>
                      <span>Delete the rule for {label}?</span>
                      <button
                        type="button"
                        className="btn btn-danger btn-small"
                        disabled={busy}
                        onClick={async () => {
                          await send(() => callApi('DELETE', `/api/admin/service-area/rules/${r.id}`), 'Failed to delete the rule');
                          setConfirming(null);
                        }}
                      >
                        Yes, delete
                      </button>
                      <button type="button" className="btn btn-secondary btn-small" onClick={() => setConfirming(null)}>
                        Cancel
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        disabled={!hydrated}
                        aria-label={`Edit ${label}`}
                        onClick={() => setEditing(r)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger btn-small"
                        disabled={!hydrated || busy}
                        aria-label={`Delete ${label}`}
                        onClick={() => setConfirming(r.id)}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <RulesSheet hydrated={hydrated} onImported={() => revalidator.revalidate()} />
    </section>
  );
}
