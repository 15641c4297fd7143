// /admin-login: username, password and Login.
import { LoginForm } from '../features/admin/login.tsx';
import '../features/admin/admin.css';

export function meta() {
  return [{ title: 'Admin Login | Gubbara' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminLogin() {
  return <LoginForm />;
}
