// /admin/addadmin: creates another admin account (password at least 12 characters).
import { useState } from 'react';
import { callApi } from '../../features/admin/admin-client.ts';
import { type Notice } from '../../features/admin/forms.ts';
import { useHydrated } from '../../features/shell/use-hydrated.ts';

export function meta() {
  return [{ title: 'Add Admin | Gubbara Admin' }];
}

const MIN_PASSWORD = 12;

export default function AddAdmin() {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [resets, setResets] = useState(0);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setNotice(null);
    try {
      const res = await callApi('POST', '/api/admin/admins', { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
      setNotice({ text: res.message || 'Failed to add admin', error: !res.ok });
      if (res.ok) setResets((n) => n + 1);
    } catch {
      setNotice({ text: 'Failed to add admin', error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="add-admin-title">
      <h1 id="add-admin-title">Add Admin</h1>
      {notice && (
        <p role="alert" className={notice.error ? 'admin-message is-error' : 'admin-message'}>
          {notice.text}
        </p>
      )}
      <form key={resets} className="admin-form" method="post" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="a-username">Username</label>
          <input
            id="a-username"
            name="username"
            type="text"
            required
            minLength={3}
            maxLength={50}
            pattern="[A-Za-z0-9._@\-]+"
            autoComplete="off"
            aria-describedby="a-username-hint"
          />
          <p id="a-username-hint" className="field-hint">
            3 to 50 letters, digits or . _ @ -
          </p>
        </div>
        <div className="field">
          <label htmlFor="a-password">Password</label>
          <input
            id="a-password"
            name="password"
            type="password"
            required
            minLength={MIN_PASSWORD}
            maxLength={1024}
            autoComplete="new-password"
            aria-describedby="a-password-hint"
          />
          <p id="a-password-hint" className="field-hint">
            At least {MIN_PASSWORD} characters. Give it to the new admin privately; they can change it under User.
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!hydrated || busy}>
            Add Admin
          </button>
        </div>
      </form>
    </section>
  );
}
