// What the two content editors (/admin/content/home and /admin/content/pages) share: the document being
// edited and the draft version it was loaded at, and the controls around it. "Save draft" PUTs the
// document with that version; a 409 means someone else saved in between, and the notice offers to load
// their draft (what was typed here is then replaced). "Preview" opens the public page with ?preview=1,
// which shows the saved draft to a signed-in owner only. "Publish" makes the saved draft live; the
// history lists the published versions with who and when, and "Restore" brings one back as the draft.
import { useState } from 'react';
import { CONTENT_PAGES, type ContentDoc, type ContentHistoryEntry, type ContentPage, type ContentState } from '../../../shared/content.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { type AdminAnswer, callApi } from './admin-client.ts';
import type { Notice } from './forms.ts';
import { formatWhen } from './inbox-data.ts';
import { NoticeLine } from './parts.tsx';

const contentUrl = (page: ContentPage, rest = '') => `/api/admin/content/${page}${rest}`;

function isContentState(body: unknown): body is ContentState {
  const b = body as Partial<ContentState> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    (CONTENT_PAGES as readonly unknown[]).includes(b.page) &&
    typeof b.draft?.version === 'number' &&
    typeof b.draft.doc === 'object' &&
    typeof b.published?.version === 'number'
  );
}

/**
 * A field path of the API's 400 ("doc.reviews.items.2.stars must be 4 or 5") in the editor's words
 * ("Reviews, item 3, stars: must be 4 or 5"); `sections` names the document's top-level keys.
 */
export function explainContentError(message: string, sections: Readonly<Record<string, string>>): string {
  const match = /^doc\.(\S+) (.*)$/s.exec(message);
  if (!match) return message;
  const parts = match[1]!.split('.');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i === 0) words.push(sections[part] ?? part);
    else if (part === 'items' && /^\d+$/.test(parts[i + 1] ?? '')) words.push(`item ${Number(parts[++i]) + 1}`);
    else if (part === 'content' && /^\d+$/.test(parts[i + 1] ?? '')) words.push(`part ${Number(parts[++i]) + 1}`);
    else words.push(part);
  }
  return `${words.join(', ')}: ${match[2]}`;
}

export interface ContentEditing<D extends ContentDoc> {
  doc: D;
  setDoc: (doc: D) => void;
  state: ContentState<D>;
  history: ContentHistoryEntry[];
  notice: Notice | null;
  busy: boolean;
  /** A save was refused because someone else saved since this draft was loaded. */
  stale: boolean;
  /** Changes typed since the draft was loaded or saved. */
  dirty: boolean;
  /** Moves when the document is replaced by another (a restore, someone else's draft): editors holding their own copy start again. */
  generation: number;
  save: () => Promise<void>;
  publish: () => Promise<void>;
  restore: (version: number) => Promise<void>;
  reload: () => Promise<void>;
}

/** The document of `page` being edited, from the loader's state, and the calls that save, publish and restore it. */
export function useContentEditing<D extends ContentDoc>(
  page: ContentPage,
  initial: ContentState<D>,
  initialHistory: ContentHistoryEntry[],
  sections: Readonly<Record<string, string>>,
): ContentEditing<D> {
  const [state, setState] = useState(initial);
  const [doc, setDocState] = useState(initial.draft.doc);
  const [history, setHistory] = useState(initialHistory);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [generation, setGeneration] = useState(0);

  function loaded(next: ContentState<D>) {
    setState(next);
    setDocState(next.draft.doc);
    setDirty(false);
    setStale(false);
  }

  async function call(run: () => Promise<AdminAnswer>, done: (s: ContentState<D>) => string, failure: string, replaces = false): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    try {
      const res = await run();
      if (res.ok && isContentState(res.body)) {
        loaded(res.body as unknown as ContentState<D>);
        if (replaces) setGeneration((g) => g + 1);
        const h = await callApi('GET', contentUrl(page, '/history'));
        if (h.ok && Array.isArray(h.body)) setHistory(h.body as unknown as ContentHistoryEntry[]);
        setNotice({ text: done(res.body as unknown as ContentState<D>), error: false });
        return true;
      }
      if (res.status === 409) setStale(true);
      const text = res.status === 400 ? explainContentError(res.message, sections) : res.message || failure;
      setNotice({ text: `${failure}: ${text}`, error: true });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    doc,
    setDoc: (next) => {
      setDocState(next);
      setDirty(true);
    },
    state,
    history,
    notice,
    busy,
    stale,
    dirty,
    generation,
    save: async () => {
      await call(
        () => callApi('PUT', contentUrl(page), { version: state.draft.version, doc }),
        (s) => `Draft saved (draft version ${s.draft.version}). Preview shows it; visitors see it once you publish.`,
        'Could not save the draft',
      );
    },
    publish: async () => {
      await call(
        () => callApi('POST', contentUrl(page, '/publish')),
        (s) => `Published: version ${s.published.version} is live for every visitor now.`,
        'Could not publish',
      );
    },
    restore: async (version) => {
      await call(
        () => callApi('POST', contentUrl(page, `/restore/${version}`)),
        () => `Version ${version} is the draft again. Publish it to make it live.`,
        'Could not restore',
        true,
      );
    },
    reload: async () => {
      await call(
        () => callApi('GET', contentUrl(page)),
        (s) => `Loaded the draft saved by ${s.draft.savedBy ?? 'the first start'} on ${formatWhen(s.draft.savedAt)}.`,
        'Could not load the draft',
        true,
      );
    },
  };
}

/** Save draft, Preview, Publish, and the notice of the last of them. */
export function ContentActions<D extends ContentDoc>({ editing, previewPath }: { editing: ContentEditing<D>; previewPath: string }) {
  const hydrated = useHydrated();
  const { state, busy, dirty, stale } = editing;
  const off = !hydrated || busy;
  const unpublished = JSON.stringify(state.draft.doc) !== JSON.stringify(state.published.doc);
  return (
    <div className="content-actions">
      <p className="field-hint">
        Draft version {state.draft.version}, saved {state.draft.savedBy ? `by ${state.draft.savedBy} ` : ''}on {formatWhen(state.draft.savedAt)}. Live: version{' '}
        {state.published.version}, published {state.published.publishedBy ? `by ${state.published.publishedBy} ` : ''}on{' '}
        {formatWhen(state.published.publishedAt)}.
        {dirty ? ' You have changes that are not saved.' : unpublished ? ' The saved draft differs from what visitors see.' : ''}
      </p>
      <div className="form-actions">
        <button type="button" className="btn" disabled={off} onClick={() => void editing.save()}>
          Save draft
        </button>
        <a className="btn btn-secondary" href={`${previewPath}?preview=1`} target="_blank" rel="noopener">
          Preview (opens in a new tab)
        </a>
        <button type="button" className="btn btn-secondary" disabled={off || dirty} onClick={() => void editing.publish()}>
          Publish
        </button>
      </div>
      {dirty && <p className="field-hint">Save the draft before you preview or publish: both show the saved draft.</p>}
      <NoticeLine notice={editing.notice} />
      {stale && (
        <div className="form-actions">
          <button type="button" className="btn" disabled={off} onClick={() => void editing.reload()}>
            Load their draft (your unsaved changes are lost)
          </button>
        </div>
      )}
    </div>
  );
}

/** The published versions, newest first, with who and when; any of them can become the draft again. */
export function ContentHistory<D extends ContentDoc>({ editing, idPrefix }: { editing: ContentEditing<D>; idPrefix: string }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={`${idPrefix}-history`} className="content-history">
      <h2 id={`${idPrefix}-history`}>History</h2>
      <ul className="admin-list">
        {editing.history.map((h) => (
          <li key={h.version} className="history-row">
            <span>
              Version {h.version}
              {h.live ? ' (live)' : ''}: published by {h.publishedBy ?? 'the first start'} on {formatWhen(h.publishedAt)}
            </span>
            <button type="button" className="btn btn-secondary" disabled={!hydrated || editing.busy} onClick={() => void editing.restore(h.version)}>
              Restore version {h.version}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Moves the item at `from` by `by` places (−1 up, +1 down) in a copy of `items`. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  [copy[from], copy[to]] = [copy[to]!, copy[from]!];
  return copy;
}
