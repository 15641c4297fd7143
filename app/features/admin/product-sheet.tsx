// Products by spreadsheet on /admin/viewproduct: Export CSV downloads every product; an uploaded file
// (and a ZIP of the pictures it names) is first checked by a dry run and shown as a preview, and
// only the owner's confirmation sends it again to be imported, all rows or none.
import { useRef, useState } from 'react';
import { ColumnHeads } from '../shell/column-heads.tsx';
import { sendForm } from './admin-client.ts';
import { type Notice, noticeOf } from './forms.ts';
import { NoticeLine, SubmitRow } from './parts.tsx';

interface ImportProblem {
  row: number;
  field: string | null;
  message: string;
  /** The cell as the file has it. */
  value?: string;
}

interface ImportChange {
  row: number;
  action: 'create' | 'update';
  id: number | null;
  title: string;
  fields: string[];
}

interface ImportReport {
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  /** The file's first problems; errorCount says how many it has in all. */
  errors: ImportProblem[];
  errorCount: number;
  changes: ImportChange[];
}

/** Longer previews are cut here: the counts above them still say how many there are. */
const SHOWN_ROWS = 100;
const IMPORT_FAILED = 'Failed to import products';

function isReport(body: Record<string, unknown> | null): body is Record<string, unknown> & ImportReport {
  return body !== null && Array.isArray(body.errors) && typeof body.errorCount === 'number' && Array.isArray(body.changes) && typeof body.toCreate === 'number';
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** A preview table in a region that scrolls sideways on a phone (focusable, so keys can scroll it). */
function SheetTable({
  id,
  caption,
  headers,
  rows,
  total = rows.length,
  more,
}: {
  id: string;
  caption: string;
  headers: string[];
  rows: string[][];
  /** How many there are, when `rows` are only the first of them. */
  total?: number;
  more: string;
}) {
  const shown = Math.min(rows.length, SHOWN_ROWS);
  return (
    <div className="sheet-table" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <ColumnHeads headings={headers} />
        <tbody>
          {rows.slice(0, SHOWN_ROWS).map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {total > shown && <p>… and {plural(total - shown, more)}.</p>}
    </div>
  );
}

function Preview({ report }: { report: ImportReport }) {
  const { errors, errorCount, changes } = report;
  return (
    <>
      {errors.length > 0 && (
        <SheetTable
          id="sheet-problems"
          caption={`${plural(errorCount, 'problem')}: fix ${errorCount === 1 ? 'it' : 'them'} in the file and check it again`}
          headers={['Row', 'Column', 'Value in the file', 'Problem']}
          rows={errors.map((e) => [String(e.row), e.field ?? 'whole row', e.value === undefined ? '' : e.value === '' ? '(empty)' : e.value, e.message])}
          total={errorCount}
          more="more problem"
        />
      )}
      {changes.length > 0 && (
        <SheetTable
          id="sheet-changes"
          caption="Changes"
          headers={['Row', 'Action', 'Product', 'Changed']}
          rows={changes.map((c) => [
            String(c.row),
            c.action === 'create' ? 'New' : `Update #${c.id}`,
            c.title,
            c.action === 'create' ? 'all' : c.fields.join(', '),
          ])}
          more="more change"
        />
      )}
    </>
  );
}

export function ProductSheet({ hydrated, onImported }: { hydrated: boolean; onImported: () => Promise<void> }) {
  const csvInput = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<FormData | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [progress, setProgress] = useState<{ label: string; value: number | undefined } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Sends the chosen files; the bar shows the upload, then runs without a value while the server works. */
  async function send(label: string, dryRun: boolean, form: FormData) {
    setProgress({ label, value: 0 });
    const res = await sendForm('POST', `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`, form, (f) =>
      setProgress({ label, value: f < 1 ? f : undefined }),
    );
    setProgress(null);
    return res;
  }

  async function check(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData();
    const csv = csvInput.current?.files?.[0];
    const zip = zipInput.current?.files?.[0];
    if (!csv) return;
    form.append('file', csv);
    if (zip) form.append('images', zip);
    setNotice(null);
    setReport(null);
    setFiles(null);
    const res = await send('Checking the file…', true, form);
    if (!res.ok || !isReport(res.body)) {
      setNotice({ text: res.message || IMPORT_FAILED, error: true });
      return;
    }
    const r = res.body;
    setReport(r);
    if (r.errors.length === 0 && r.toCreate + r.toUpdate > 0) setFiles(form);
    setNotice({
      text: `${plural(r.toCreate, 'new product')}, ${r.toUpdate.toLocaleString('en-IN')} to update, ${r.unchanged.toLocaleString('en-IN')} unchanged${
        r.errorCount ? `; ${plural(r.errorCount, 'problem')} to fix first` : r.toCreate + r.toUpdate === 0 ? ': nothing to import' : ''
      }. Nothing has changed yet.`,
      error: r.errors.length > 0,
    });
  }

  async function confirm() {
    if (!files) return;
    setNotice(null);
    const res = await send('Importing…', false, files);
    setNotice(noticeOf(res, { failure: IMPORT_FAILED }));
    setReport(isReport(res.body) ? res.body : null);
    setFiles(null);
    if (res.ok) await onImported();
  }

  function cancel() {
    setFiles(null);
    setReport(null);
    setNotice({ text: 'Import cancelled: nothing has changed.', error: false });
  }

  const busy = progress !== null;
  return (
    <section className="product-sheet" aria-labelledby="product-sheet-title">
      <h2 id="product-sheet-title">Products by spreadsheet</h2>
      <p>Export every product as a CSV file, change it in a spreadsheet, and import it here. You see what would change before anything does.</p>
      <p>
        <a className="btn btn-secondary" href="/api/admin/products/export.csv" download>
          Export CSV
        </a>
      </p>
      <form className="admin-form" onSubmit={check}>
        <div className="field">
          <label htmlFor="sheet-file">CSV file to import</label>
          <input id="sheet-file" ref={csvInput} type="file" accept=".csv,text/csv" required aria-describedby="sheet-file-hint" />
          <p id="sheet-file-hint" className="field-hint">
            CSV UTF-8 with the exported columns, at most 5,000 rows (5 MB). Leave id empty for a new product.
          </p>
        </div>
        <div className="field">
          <label htmlFor="sheet-images">Pictures (optional)</label>
          <input id="sheet-images" ref={zipInput} type="file" accept=".zip,application/zip" aria-describedby="sheet-images-hint" />
          <p id="sheet-images-hint" className="field-hint">
            A ZIP of the pictures named in the image column: JPEG, PNG, WebP or GIF, each at most 5 MB (50 MB in all).
          </p>
        </div>
        <SubmitRow label="Check file" disabled={!hydrated || busy} />
      </form>
      {progress && (
        <div className="upload-progress">
          <label htmlFor="sheet-progress">{progress.label}</label>
          <progress id="sheet-progress" max={1} value={progress.value} />
        </div>
      )}
      <NoticeLine notice={notice} />
      {report && <Preview report={report} />}
      {files && report && (
        <div className="form-actions">
          <button type="button" className="btn" disabled={busy} onClick={confirm}>
            Import {plural(report.toCreate + report.toUpdate, 'change')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}
