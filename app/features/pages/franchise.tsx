// /franchise: franchise information, the franchise terms and the franchise form.
import { FranchiseForm } from '../leads/franchise-form.tsx';
import { FRANCHISE_PAGE } from './content.ts';
import { TextPage } from './text-page.tsx';

export function FranchisePage() {
  return (
    <TextPage
      title={FRANCHISE_PAGE.title}
      header={FRANCHISE_PAGE.intro.map((p, i) => (
        <p key={i} className={i === 0 ? 'lead' : undefined}>
          {p}
        </p>
      ))}
    >
      <div className="franchise-grid">
        <section aria-labelledby="franchise-terms-heading">
          <h2 id="franchise-terms-heading">Franchise Terms</h2>
          <ul className="check-list">
            {FRANCHISE_PAGE.terms.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <div className="form-card">
          <FranchiseForm />
        </div>
      </div>
    </TextPage>
  );
}
