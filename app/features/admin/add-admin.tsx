// Adding another admin account (password at least 12 characters).
import { useState } from 'react';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { AdminField, NoticeLine, SubmitRow } from './parts.tsx';

export const MIN_PASSWORD = 12;
/** What every password input takes at most. */
export const MAX_PASSWORD = 1024;

export function AddAdminForm() {
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const [resets, setResets] = useState(0);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') };
    const res = await run(() => callApi('POST', '/api/admin/admins', body), { failure: 'Failed to add admin' });
    if (res.ok) setResets((n) => n + 1);
  }

  return (
    <section aria-labelledby="add-admin-title">
      <h1 id="add-admin-title">Add Admin</h1>
      <NoticeLine notice={notice} />
      <form key={resets} className="admin-form" method="post" onSubmit={onSubmit}>
        <AdminField
          id="a-username"
          label="Username"
          name="username"
          type="text"
          required
          minLength={3}
          maxLength={50}
          pattern="[A-Za-z0-9._@\-]+"
          autoComplete="off"
          hint="3 to 50 letters, digits or . _ @ -"
        />
        <AdminField
          id="a-password"
          label="Password"
          name="password"
          type="password"
          required
          minLength={MIN_PASSWORD}
          maxLength={MAX_PASSWORD}
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters. Give it to the new admin privately; they can change it under User.`}
        />
        <SubmitRow label="Add Admin" disabled={!hydrated || busy} />
      </form>
    </section>
  );
}
