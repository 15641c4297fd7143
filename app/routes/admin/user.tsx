// /admin/user: the admin accounts (disable or re-enable one; a disabled admin's sessions end at
// once; unlock one that failed logins have blocked) and changing one's own password.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/user';
import { servicesContext } from '../../context.ts';
import { adminContext } from '../../features/admin/admin-context.ts';
import { callApi } from '../../features/admin/admin-client.ts';
import { type Notice } from '../../features/admin/forms.ts';
import { useHydrated } from '../../features/shell/use-hydrated.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const me = context.get(adminContext);
  return { admins: await auth.listAdmins(), myId: me?.id ?? 0 };
}

export function meta() {
  return [{ title: 'User | Gubbara Admin' }];
}

const MIN_PASSWORD = 12;

export default function Users({ loaderData }: Route.ComponentProps) {
  const { admins, myId } = loaderData;
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pwNotice, setPwNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [resets, setResets] = useState(0);

  async function act(id: number, action: 'enable' | 'disable' | 'unlock') {
    setBusy(true);
    try {
      const res = await callApi('POST', `/api/admin/admins/${id}/${action}`);
      setNotice({ text: res.message || 'Failed to update admin', error: !res.ok });
      await revalidator.revalidate();
    } catch {
      setNotice({ text: 'Failed to update admin', error: true });
    } finally {
      setBusy(false);
    }
  }

  async function changePassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = String(form.get('newPassword') ?? '');
    if (next !== String(form.get('confirmPassword') ?? '')) {
      setPwNotice({ text: 'The new passwords do not match', error: true });
      return;
    }
    setBusy(true);
    try {
      const res = await callApi('POST', '/api/admin/password', { currentPassword: String(form.get('currentPassword') ?? ''), newPassword: next });
      setPwNotice({ text: res.message || 'Failed to change password', error: !res.ok });
      if (res.ok) setResets((n) => n + 1);
    } catch {
      setPwNotice({ text: 'Failed to change password', error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">User</h1>
      {notice && (
        <p role="alert" className={notice.error ? 'admin-message is-error' : 'admin-message'}>
          {notice.text}
        </p>
      )}
      <h2>Admins</h2>
      <ul className="admin-list">
        {admins.map((a) => (
          <li key={a.id} className="admin-row" data-admin={a.username}>
            <span className="thumb-empty" aria-hidden="true" />
            <div>
              <h3>
                {a.username}
                {a.id === myId ? ' (you)' : ''}
              </h3>
              <p>
                <span className={a.isActive ? 'badge badge-on' : 'badge badge-off'}>{a.isActive ? 'Enabled' : 'Disabled'}</span> since{' '}
                {a.createdAt.slice(0, 10)}
              </p>
            </div>
            <div className="row-actions">
              {a.id !== myId &&
                (a.isActive ? (
                  <button
                    type="button"
                    className="btn btn-danger"
                    disabled={!hydrated || busy}
                    onClick={() => act(a.id, 'disable')}
                    aria-label={`Disable ${a.username}`}
                  >
                    Disable
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={!hydrated || busy}
                    onClick={() => act(a.id, 'enable')}
                    aria-label={`Enable ${a.username}`}
                  >
                    Enable
                  </button>
                ))}
              {a.id !== myId && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={!hydrated || busy}
                  onClick={() => act(a.id, 'unlock')}
                  aria-label={`Unlock ${a.username}`}
                  title="Clears the failed logins that block this admin from signing in"
                >
                  Unlock
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>

      <h2 id="pw-title">Change your password</h2>
      {pwNotice && (
        <p role="alert" className={pwNotice.error ? 'admin-message is-error' : 'admin-message'}>
          {pwNotice.text}
        </p>
      )}
      <form key={resets} className="admin-form" method="post" onSubmit={changePassword} aria-labelledby="pw-title">
        <div className="field">
          <label htmlFor="u-current">Current password</label>
          <input id="u-current" name="currentPassword" type="password" required autoComplete="current-password" />
        </div>
        <div className="field">
          <label htmlFor="u-new">New password</label>
          <input
            id="u-new"
            name="newPassword"
            type="password"
            required
            minLength={MIN_PASSWORD}
            maxLength={1024}
            autoComplete="new-password"
            aria-describedby="u-new-hint"
          />
          <p id="u-new-hint" className="field-hint">
            At least {MIN_PASSWORD} characters. Your other sessions end when it changes.
          </p>
        </div>
        <div className="field">
          <label htmlFor="u-confirm">Repeat the new password</label>
          <input id="u-confirm" name="confirmPassword" type="password" required minLength={MIN_PASSWORD} maxLength={1024} autoComplete="new-password" />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!hydrated || busy}>
            Change Password
          </button>
        </div>
      </form>
    </section>
  );
}
