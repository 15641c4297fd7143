// The admin accounts (disable or re-enable one; a disabled admin's sessions end at once; unlock one that
// failed logins have blocked) and changing one's own password.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useHydrated } from '../shell/use-hydrated.ts';
import { MAX_PASSWORD, MIN_PASSWORD } from './add-admin.tsx';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { AdminField, AdminRow, NoticeLine, SubmitRow } from './parts.tsx';

export interface AdminAccount {
  id: number;
  username: string;
  isActive: boolean;
  createdAt: string;
}

const ACTIONS = {
  disable: { label: 'Disable', className: 'btn btn-danger', title: undefined },
  enable: { label: 'Enable', className: 'btn btn-secondary', title: undefined },
  unlock: { label: 'Unlock', className: 'btn btn-secondary', title: 'Clears the failed logins that block this admin from signing in' },
} as const;

export function AdminAccounts({ admins, myId }: { admins: AdminAccount[]; myId: number }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const accounts = useAdminAction();
  const password = useAdminAction();
  const [resets, setResets] = useState(0);
  const disabled = !hydrated || accounts.busy || password.busy;

  function act(id: number, action: keyof typeof ACTIONS) {
    void accounts.run(() => callApi('POST', `/api/admin/admins/${id}/${action}`), {
      failure: 'Failed to update admin',
      then: () => revalidator.revalidate(),
    });
  }

  async function changePassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = String(form.get('newPassword') ?? '');
    if (next !== String(form.get('confirmPassword') ?? '')) {
      password.setNotice({ text: 'The new passwords do not match', error: true });
      return;
    }
    const body = { currentPassword: String(form.get('currentPassword') ?? ''), newPassword: next };
    const res = await password.run(() => callApi('POST', '/api/admin/password', body), { failure: 'Failed to change password' });
    if (res.ok) setResets((n) => n + 1);
  }

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">User</h1>
      <NoticeLine notice={accounts.notice} />
      <h2>Admins</h2>
      <ul className="admin-list">
        {admins.map((a) => (
          <AdminRow
            key={a.id}
            data-admin={a.username}
            actions={
              <div className="row-actions">
                {a.id !== myId &&
                  ([a.isActive ? 'disable' : 'enable', 'unlock'] as const).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={ACTIONS[action].className}
                      disabled={disabled}
                      onClick={() => act(a.id, action)}
                      aria-label={`${ACTIONS[action].label} ${a.username}`}
                      title={ACTIONS[action].title}
                    >
                      {ACTIONS[action].label}
                    </button>
                  ))}
              </div>
            }
          >
            <h3>
              {a.username}
              {a.id === myId ? ' (you)' : ''}
            </h3>
            <p>
              <span className={a.isActive ? 'badge badge-on' : 'badge badge-off'}>{a.isActive ? 'Enabled' : 'Disabled'}</span> since {a.createdAt.slice(0, 10)}
            </p>
          </AdminRow>
        ))}
      </ul>

      <h2 id="pw-title">Change your password</h2>
      <NoticeLine notice={password.notice} />
      <form key={resets} className="admin-form" method="post" onSubmit={changePassword} aria-labelledby="pw-title">
        <AdminField id="u-current" label="Current password" name="currentPassword" type="password" required autoComplete="current-password" />
        <AdminField
          id="u-new"
          label="New password"
          name="newPassword"
          type="password"
          required
          minLength={MIN_PASSWORD}
          maxLength={MAX_PASSWORD}
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters. Your other sessions end when it changes.`}
        />
        <AdminField
          id="u-confirm"
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          required
          minLength={MIN_PASSWORD}
          maxLength={MAX_PASSWORD}
          autoComplete="new-password"
        />
        <SubmitRow label="Change Password" disabled={disabled} />
      </form>
    </section>
  );
}
