// /admin/addadmin: creates another admin account.
import { AddAdminForm } from '../../features/admin/add-admin.tsx';
import { adminTitle } from '../../features/admin/admin-title.ts';
import type { Route } from './+types/addadmin';

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Add Admin');
}

export default function AddAdmin() {
  return <AddAdminForm />;
}
