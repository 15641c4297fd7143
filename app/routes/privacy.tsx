// /privacy: the privacy policy in six numbered sections, with the support contact details.
import { PRIVACY } from '../features/pages/content.ts';
import { displayPhone, telLink, useBusiness } from '../features/shell/business.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Route } from './+types/privacy';
import { servicesContext } from '../context.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return { leadRetentionDays: config.leadRetentionDays, cartTtlDays: config.cartTtlDays };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Privacy Policy | Gubbara', description: PRIVACY.description, path: '/privacy', origin: originFrom(matches) });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const b = useBusiness();
  return (
    <article className="text-page">
      <header className="page-header">
        <h1>{PRIVACY.title}</h1>
        <p>Last updated: {PRIVACY.updated}</p>
      </header>
      <ol className="policy-sections">
        {PRIVACY.sections.map((s, i) => (
          <li key={s.heading}>
            <section aria-labelledby={`privacy-${i + 1}`}>
              <h2 id={`privacy-${i + 1}`}>
                {i + 1}. {s.heading}
              </h2>
              {s.paragraphs.map((p, k) => (
                <p key={k}>{p}</p>
              ))}
              {s.retention && <p>{PRIVACY.retention(loaderData.leadRetentionDays, loaderData.cartTtlDays)}</p>}
            </section>
          </li>
        ))}
      </ol>
      <section aria-labelledby="privacy-contact" className="support-box">
        <h2 id="privacy-contact">Contact Support</h2>
        <p>
          Questions about this policy or your information: e-mail <a href={`mailto:${b.email}`}>{b.email}</a> or call{' '}
          <a href={telLink(b.phone)}>{displayPhone(b.phone)}</a>.
        </p>
        <address>{b.address}</address>
      </section>
    </article>
  );
}
