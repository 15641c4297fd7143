// /franchise: franchise information, the terms of spec section 2 and the franchise form.
import { FRANCHISE } from '../features/pages/content.ts';
import { FranchiseForm } from '../features/leads/franchise-form.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Route } from './+types/franchise';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Franchise Partner | Gubbara', description: FRANCHISE.description, path: '/franchise', origin: originFrom(matches) });
}

export default function Franchise() {
  return (
    <article className="text-page">
      <header className="page-header">
        <h1>{FRANCHISE.title}</h1>
        {FRANCHISE.intro.map((p, i) => (
          <p key={i} className={i === 0 ? 'lead' : undefined}>
            {p}
          </p>
        ))}
      </header>
      <div className="franchise-grid">
        <section aria-labelledby="franchise-terms-heading">
          <h2 id="franchise-terms-heading">Franchise Terms</h2>
          <ul className="check-list">
            {FRANCHISE.terms.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <div className="form-card">
          <FranchiseForm />
        </div>
      </div>
    </article>
  );
}
