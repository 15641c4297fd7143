// /admin/addadmin: creates another admin account.
import { AddAdminForm } from '../../features/admin/add-admin.tsx';

export function meta() {
  return [{ title: 'Add Admin | Gubbara Admin' }];
}

export default function AddAdmin() {
  return <AddAdminForm />;
}
