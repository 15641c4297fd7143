// /admin-login (spec section 2 Admin): username, password and Login. The server decides; on success
// the spec's local flag is stored and /admin opens (where the server checks the session again).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../features/shell/use-hydrated.ts';
import '../features/admin/admin.css';

export function meta() {
  return [{ title: 'Admin Login | Gubbara' }, { name: 'robots', content: 'noindex, nofollow' }];
}

const INVALID_CREDENTIALS = 'Invalid credentials';
const LOGIN_FAILED = 'Login failed. Please try again later.';

export default function AdminLogin() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setBusy(true);
    setError('');
    try {
      const res = await fetch('/api/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') }),
      });
      if (res.ok) {
        localStorage.setItem('isAdmin', 'true');
        navigate('/admin');
        return;
      }
      // Throttled (429) or a server fault: the spec's "try again later"; any other refusal: invalid.
      setError(res.status === 429 || res.status >= 500 ? LOGIN_FAILED : INVALID_CREDENTIALS);
    } catch {
      setError(LOGIN_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Admin Login</h1>
      {error && (
        <p role="alert" className="admin-message is-error">
          {error}
        </p>
      )}
      {/* method=post: even before hydration nothing is ever put in the address bar. */}
      <form method="post" className="admin-form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="login-username">Username</label>
          <input id="login-username" name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!hydrated || busy}>
            Login
          </button>
        </div>
      </form>
    </section>
  );
}
