// /tandc: the terms and conditions, a static list (refund deduction, dispute window, …).
import { TERMS } from '../features/pages/content.ts';
import { useBusiness } from '../features/shell/business.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Route } from './+types/tandc';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Terms and Conditions | Gubbara', description: TERMS.description, path: '/tandc', origin: originFrom(matches) });
}

export default function Tandc() {
  const b = useBusiness();
  return (
    <article className="text-page">
      <header className="page-header">
        <h1>{TERMS.title}</h1>
      </header>
      <ol className="terms-list">
        {TERMS.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
      <p>
        Questions about these terms: <a href={`mailto:${b.email}`}>{b.email}</a>.
      </p>
    </article>
  );
}
