// The owner's search synonyms. A search for the word also finds products that say what it means
// (gubbare → balloon); one word each side, stored lower-case. Added and deleted through
// /api/admin/search/synonyms; the list is read again after each change.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Synonym } from '../../../shared/search.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { type AdminAnswer, callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { AdminField, NoticeLine, SubmitRow } from './parts.tsx';

export function Synonyms({ synonyms }: { synonyms: Synonym[] }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const [saved, setSaved] = useState(0);
  // The list is read again first, so the message and the list agree when the message is read out.
  const send = (call: () => Promise<AdminAnswer>, failure: string) => run(call, { failure, then: () => revalidator.revalidate() });

  async function add(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { word: String(form.get('word') ?? ''), means: String(form.get('means') ?? '') };
    if ((await send(() => callApi('POST', '/api/admin/search/synonyms', body), 'Failed to save synonym')).ok) setSaved((n) => n + 1);
  }

  return (
    <section aria-labelledby="synonyms-title">
      <h1 id="synonyms-title">Search Synonyms</h1>
      <p>
        A search for the word also finds the products that say what it means: <strong>gubbare</strong> finds balloons. One word on each side; a word can have
        several meanings (<strong>jhula</strong> means swing and jumping).
      </p>
      <NoticeLine notice={notice} />
      <h2 id="synonym-add-title">Add a synonym</h2>
      <form key={saved} className="admin-form" method="post" onSubmit={add} aria-labelledby="synonym-add-title">
        <AdminField id="syn-word" label="Word people type" name="word" required minLength={2} maxLength={50} autoComplete="off" aria-describedby="syn-hint" />
        <AdminField
          id="syn-means"
          label="Word the products use"
          name="means"
          required
          minLength={2}
          maxLength={50}
          autoComplete="off"
          hintId="syn-hint"
          hint="One word of letters and digits each, for example phool and flower."
        />
        <SubmitRow label="Save Synonym" disabled={!hydrated || busy} />
      </form>

      <h2>Synonyms ({synonyms.length})</h2>
      {synonyms.length === 0 ? (
        <p>No synonyms yet.</p>
      ) : (
        <ul className="synonym-list">
          {synonyms.map((s) => (
            <li key={s.id}>
              <span>
                <strong>{s.word}</strong> also finds <strong>{s.means}</strong>
              </span>
              <button
                type="button"
                className="btn btn-danger btn-small"
                disabled={!hydrated || busy}
                aria-label={`Delete ${s.word} → ${s.means}`}
                onClick={() => send(() => callApi('DELETE', `/api/admin/search/synonyms/${s.id}`), 'Failed to delete synonym')}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
