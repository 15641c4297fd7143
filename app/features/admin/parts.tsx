// Pieces the admin product and category screens share: the image field with its preview and
// upload progress, and a list row's Edit / Delete (with confirmation) actions.
import { Link } from 'react-router';

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
    <div className="row-actions">
      {confirming ? (
        <>
          <span>Delete “{label}”?</span>
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
