// A file the owner uploads for a page besides a picture: a clip for the video carousel or the headline,
// or a PDF in place of one of Our Work's catalogues. Chosen, it is uploaded at once
// (POST /api/admin/content/files) and the document names the stored copy; the draft keeps it once saved.
import { useId, useState } from 'react';
import type { SiteFile } from '../../../shared/site-files.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { sendForm } from './admin-client.ts';

const KINDS = {
  clip: { accept: 'video/mp4,video/webm', what: 'clip', hint: 'MP4 or WebM, at most 60 seconds and 10 MB.' },
  pdf: { accept: 'application/pdf', what: 'PDF', hint: 'A PDF of at most 10 MB.' },
} as const;

function isSiteFile(v: unknown): v is SiteFile {
  return typeof v === 'object' && v !== null && typeof (v as SiteFile).url === 'string' && typeof (v as SiteFile).name === 'string';
}

export function SiteFileInput({ id, label, kind, onUploaded }: { id: string; label: string; kind: keyof typeof KINDS; onUploaded: (file: SiteFile) => void }) {
  const hydrated = useHydrated();
  const status = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { accept, what, hint } = KINDS[kind];
  async function onFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setMessage(null);
    setProgress(0);
    const res = await sendForm('POST', '/api/admin/content/files', form, setProgress);
    setProgress(null);
    input.value = '';
    if (res.ok && isSiteFile(res.body)) {
      onUploaded(res.body);
      setMessage({ text: `${what === 'PDF' ? 'PDF' : 'Clip'} uploaded. Save the draft to keep it.`, error: false });
    } else setMessage({ text: `Could not upload the ${what}: ${res.message || 'no answer'}`, error: true });
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={!hydrated || progress !== null}
        aria-describedby={status}
        onChange={(e) => void onFile(e.currentTarget)}
      />
      <p id={status} className={message?.error ? 'field-error' : 'field-hint'} role={message ? (message.error ? 'alert' : 'status') : undefined}>
        {progress !== null ? 'Uploading…' : (message?.text ?? hint)}
      </p>
    </div>
  );
}
