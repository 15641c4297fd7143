// /admin-login: username, password and Login.
import { LoginForm } from '../features/admin/login.tsx';
import '../features/admin/admin.css';
import { businessNameFrom } from '../features/shell/seo.ts';
import type { Route } from './+types/admin-login';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Admin Login | ${businessNameFrom(matches)}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminLogin() {
  return <LoginForm />;
}
