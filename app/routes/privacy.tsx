// /privacy: the privacy policy (the owner's document) in numbered sections, with the support contact
// details and how long what visitors send is kept. ?preview=1 shows the owner the draft.
import { servicesContext } from '../context.ts';
import { PRIVACY } from '../features/pages/content.ts';
import { PrivacyPage } from '../features/pages/privacy.tsx';
import { pageContent, previewMiddleware } from '../features/shell/preview.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/privacy';

export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const { doc, preview } = await pageContent(context, 'privacy');
  return { policy: doc.body, leadRetentionDays: config.leadRetentionDays, cartTtlDays: config.cartTtlDays, preview };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo({ matches,
    title: 'Privacy Policy | Gubbara',
    description: PRIVACY.description,
    path: PAGE_PATHS.privacy,
    origin: originFrom(matches),
    noindex: loaderData?.preview === true,
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage policy={loaderData.policy} leadRetentionDays={loaderData.leadRetentionDays} cartTtlDays={loaderData.cartTtlDays} />;
}
