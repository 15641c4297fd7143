import { redirect } from 'react-router';
import type { Route } from './+types/abc';

/**
 * The admin pages /abc/<page> may lead to. The rest of the path is never copied into the redirect:
 * `..`, encoded slashes and tabs could turn it into `//another.site`, and characters outside Latin-1
 * cannot go into a Location header at all.
 */
const ADMIN_PAGES: ReadonlySet<string> = new Set(['category', 'addproduct', 'viewproduct', 'addadmin', 'orders', 'user', 'leads']);

/** The old unguarded /abc mirror: now only a redirect to the same page of the guarded /admin, or /admin itself. */
export function loader({ params }: Route.LoaderArgs) {
  const page = (params['*'] ?? '').replace(/\/+$/, '');
  return redirect(ADMIN_PAGES.has(page) ? `/admin/${page}` : '/admin');
}
