import { redirect } from 'react-router';
import type { Route } from './+types/abc';

/** The old unguarded /abc mirror: now only a redirect to the guarded /admin (same child path). */
export function loader({ params }: Route.LoaderArgs) {
  const rest = params['*'] ?? '';
  return redirect(rest ? `/admin/${rest.replace(/^\/+/, '')}` : '/admin');
}
