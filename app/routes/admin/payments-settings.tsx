// /admin/payments/settings: the business UPI ID and payee, the advance, and the GST details.
import { servicesContext } from '../../context.ts';
import { PaymentSettingsView } from '../../features/admin/payment-settings.tsx';
import type { Route } from './+types/payments-settings';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await context.get(servicesContext).payments.settings() };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Payment Settings');
}

export default function PaymentsSettings({ loaderData }: Route.ComponentProps) {
  return <PaymentSettingsView settings={loaderData.settings} />;
}
