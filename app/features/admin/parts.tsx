// Pieces the admin screens share: the notice an action leaves, a labelled input with its hint, a form's
// submit button, the image field with its preview and upload progress, a list row's thumbnail and its
// Edit / Delete (with confirmation) actions, the pager of a list, and a list's results that give way to
// a loading line while another filter of it loads.
import { Fragment, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import type { Notice } from './forms.ts';

/** The notice an action left: an alert when something failed; a success is an alert too unless `okRole` says otherwise. */
export function NoticeLine({ notice, okRole = 'alert' }: { notice: Notice | null; okRole?: 'alert' | 'status' }) {
  if (!notice) return null;
  return (
    <>
      <p role={notice.error ? 'alert' : okRole} className={notice.error ? 'admin-message is-error' : 'admin-message'}>
        {notice.text}
      </p>
      {notice.links && (
        <p className="notice-links">
          {notice.links.map((l, i) => (
            <Fragment key={l.href}>
              {i > 0 && ' · '}
              <a href={l.href}>{l.label}</a>
            </Fragment>
          ))}
        </p>
      )}
    </>
  );
}

/**
 * A labelled input with, when given, a hint read out with it (`hintId` when other inputs read it too),
 * and the API's message about it (`error`), read out with it too.
 */
export function AdminField({
  id,
  label,
  hint,
  hintId = `${id}-hint`,
  error,
  ...input
}: { id: string; label: string; hint?: ReactNode; hintId?: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? hintId : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={input['aria-describedby'] ?? (described || undefined)} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's submit button, off until the page can handle the form and while it is being sent. */
export function SubmitRow({ label, disabled, children }: { label: string; disabled: boolean; children?: ReactNode }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn" disabled={disabled}>
        {label}
      </button>
      {children}
    </div>
  );
}

/** A row of an admin list: its picture (or an empty box of the same size), what it says, and its actions. */
export function AdminRow({
  thumb,
  actions,
  children,
  ...data
}: { thumb?: string | null; actions: ReactNode; children: ReactNode } & { [attr: `data-${string}`]: string | number }) {
  return (
    <li className="admin-row" {...data}>
      {thumb ? <img src={thumb} alt="" width={64} height={64} loading="lazy" /> : <span className="thumb-empty" aria-hidden="true" />}
      <div>{children}</div>
      {actions}
    </li>
  );
}

/** Previous and next pages of an admin list. */
export function ListPager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <Link to={href(page - 1)}>Previous page</Link> : <span />}
      {page < pages && <Link to={href(page + 1)}>Next page</Link>}
    </nav>
  );
}

export function ImageUploadField({
  idPrefix,
  name,
  inputId,
  editing,
  preview,
  progress,
  onChoose,
}: {
  idPrefix: string;
  /** The multipart field name of the spec's call (imgName for products, file for categories). */
  name: string;
  inputId: string;
  editing: boolean;
  preview: string | null;
  progress: number | null;
  onChoose: (file: File | undefined) => void;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={inputId}>Image</label>
        <input
          id={inputId}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => onChoose(e.currentTarget.files?.[0])}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          JPEG, PNG, WebP or GIF, at most 5 MB.{editing ? ' Leave empty to keep the current image.' : ''}
        </p>
        {preview && <img className="image-preview" src={preview} alt="Image preview" width={160} height={160} />}
      </div>
      {progress !== null && (
        <div className="upload-progress">
          <label htmlFor={`${idPrefix}-progress`}>Uploading…</label>
          <progress id={`${idPrefix}-progress`} max={1} value={progress} />
        </div>
      )}
    </>
  );
}

export function RowActions({
  label,
  editTo,
  confirming,
  busy,
  hydrated,
  onAsk,
  onCancel,
  onDelete,
}: {
  label: string;
  editTo: string;
  confirming: boolean;
  busy: boolean;
  hydrated: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={confirming ? 'row-actions is-confirming' : 'row-actions'}>
      {confirming ? (
        <>
          <span className="confirm-question">Delete “{label}”?</span>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onDelete}>
            Yes, delete
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <Link className="btn btn-secondary" to={editTo} aria-label={`Edit ${label}`}>
            Edit
          </Link>
          <button type="button" className="btn btn-danger" disabled={!hydrated} onClick={onAsk} aria-label={`Delete ${label}`}>
            Delete
          </button>
        </>
      )}
    </div>
  );
}

/**
 * A list's count, rows and pager; while another view of the same list (a filter, a search, a page) is on
 * its way, a "Loading…" line in their place and aria-busy, so the old rows are never taken for the new.
 */
export function ListResults({ path, children }: { path: string; children: ReactNode }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === path;
  return (
    <div className="list-results" aria-busy={pending}>
      {pending && (
        <p className="list-pending" role="status">
          Loading…
        </p>
      )}
      {/* Hidden rather than removed, so the count's live region stays in place to announce the new one. */}
      <div hidden={pending}>{children}</div>
    </div>
  );
}
