// /admin/system: the owner's look under the bonnet (the layout has already checked the session on the
// server): version, database, backups with "Back up now", mail alerts and free disk.
import { servicesContext } from '../../context.ts';
import { SystemFacts } from '../../features/admin/system-facts.tsx';
import type { Route } from './+types/system';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { facts: await context.get(servicesContext).system.facts(), now: new Date().toISOString() };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'System');
}

export default function System({ loaderData }: Route.ComponentProps) {
  return <SystemFacts facts={loaderData.facts} now={loaderData.now} />;
}
