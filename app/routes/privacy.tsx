// /privacy: the privacy policy in six numbered sections, with the support contact details.
import { servicesContext } from '../context.ts';
import { PRIVACY } from '../features/pages/content.ts';
import { PrivacyPage } from '../features/pages/privacy.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/privacy';

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return { leadRetentionDays: config.leadRetentionDays, cartTtlDays: config.cartTtlDays };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Privacy Policy | Gubbara', description: PRIVACY.description, path: PAGE_PATHS.privacy, origin: originFrom(matches) });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage {...loaderData} />;
}
