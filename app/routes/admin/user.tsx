// /admin/user: the admin accounts (disable, re-enable, unlock) and changing one's own password.
import { servicesContext } from '../../context.ts';
import { AdminAccounts } from '../../features/admin/admin-accounts.tsx';
import { adminContext } from '../../features/admin/admin-context.ts';
import type { Route } from './+types/user';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const me = context.get(adminContext);
  return { admins: await auth.listAdmins(), myId: me?.id ?? 0 };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'User');
}

export default function Users({ loaderData }: Route.ComponentProps) {
  return <AdminAccounts admins={loaderData.admins} myId={loaderData.myId} />;
}
