// The admin login form: username, password and Login. The server decides; on success the spec's local
// flag is stored and the admin page the owner was sent from opens (/admin when none, or when the
// address names anything but this site's admin area), where the server checks the session again.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ADMIN_RETURN_PARAM, adminReturnPath } from '../../../shared/urls.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { login } from './admin-client.ts';
import { AdminField, NoticeLine, SubmitRow } from './parts.tsx';

const INVALID_CREDENTIALS = 'Invalid credentials';
const LOGIN_FAILED = 'Login failed. Please try again later.';

export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setBusy(true);
    setError('');
    const res = await login(String(data.get('username') ?? ''), String(data.get('password') ?? ''));
    setBusy(false);
    if (res.ok) {
      localStorage.setItem('isAdmin', 'true');
      navigate(adminReturnPath(params.get(ADMIN_RETURN_PARAM)));
      return;
    }
    // Unreachable, throttled (429) or a server fault: the spec's "try again later"; any other refusal: invalid.
    setError(res.status === 0 || res.status === 429 || res.status >= 500 ? LOGIN_FAILED : INVALID_CREDENTIALS);
  }

  return (
    <section className="admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Admin Login</h1>
      <NoticeLine notice={error ? { text: error, error: true } : null} />
      {/* method=post: even before hydration nothing is ever put in the address bar. */}
      <form method="post" className="admin-form" onSubmit={onSubmit}>
        <AdminField id="login-username" label="Username" name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        <AdminField id="login-password" label="Password" name="password" type="password" autoComplete="current-password" />
        {/* Checking a password takes the server a moment by design: say so, and take no second press. */}
        <SubmitRow label={busy ? 'Signing in…' : 'Login'} disabled={!hydrated || busy} />
      </form>
    </section>
  );
}
