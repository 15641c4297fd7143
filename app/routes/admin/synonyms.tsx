// /admin/synonyms: the owner's search synonyms. A search for the word also finds products that say
// what it means (gubbare → balloon); one word each side, stored lower-case. Added and deleted
// through /api/admin/search/synonyms; the list is read again after each change.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/synonyms';
import { servicesContext } from '../../context.ts';
import { callApi } from '../../features/admin/admin-client.ts';
import { type Notice } from '../../features/admin/forms.ts';
import { useHydrated } from '../../features/shell/use-hydrated.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { synonyms: await context.get(servicesContext).search.listSynonyms() };
}

export function meta() {
  return [{ title: 'Search Synonyms | Gubbara Admin' }];
}

export default function Synonyms({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(0);

  async function send(call: () => ReturnType<typeof callApi>, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      const res = await call();
      // The list is read again first, so the message and the list agree when the message is read out.
      await revalidator.revalidate();
      setNotice({ text: res.message || failure, error: !res.ok });
      return res.ok;
    } catch {
      setNotice({ text: failure, error: true });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { word: String(form.get('word') ?? ''), means: String(form.get('means') ?? '') };
    if (await send(() => callApi('POST', '/api/admin/search/synonyms', body), 'Failed to save synonym')) setSaved((n) => n + 1);
  }

  return (
    <section aria-labelledby="synonyms-title">
      <h1 id="synonyms-title">Search Synonyms</h1>
      <p>
        A search for the word also finds the products that say what it means: <strong>gubbare</strong> finds balloons. One word on each side; a word can have
        several meanings (<strong>jhula</strong> means swing and jumping).
      </p>
      {notice && (
        <p role="alert" className={notice.error ? 'admin-message is-error' : 'admin-message'}>
          {notice.text}
        </p>
      )}
      <h2 id="synonym-add-title">Add a synonym</h2>
      <form key={saved} className="admin-form" method="post" onSubmit={add} aria-labelledby="synonym-add-title">
        <div className="field">
          <label htmlFor="syn-word">Word people type</label>
          <input id="syn-word" name="word" required minLength={2} maxLength={50} autoComplete="off" aria-describedby="syn-hint" />
        </div>
        <div className="field">
          <label htmlFor="syn-means">Word the products use</label>
          <input id="syn-means" name="means" required minLength={2} maxLength={50} autoComplete="off" aria-describedby="syn-hint" />
          <p id="syn-hint" className="field-hint">
            One word of letters and digits each, for example phool and flower.
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!hydrated || busy}>
            Save Synonym
          </button>
        </div>
      </form>

      <h2>Synonyms ({loaderData.synonyms.length})</h2>
      {loaderData.synonyms.length === 0 ? (
        <p>No synonyms yet.</p>
      ) : (
        <ul className="synonym-list">
          {loaderData.synonyms.map((s) => (
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
