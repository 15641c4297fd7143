// /tandc: the terms and conditions, a static list (refund deduction, dispute window, …).
import { mailtoLink, useBusiness } from '../shell/business.ts';
import { TERMS } from './content.ts';
import { TextPage } from './text-page.tsx';

export function TermsPage() {
  const b = useBusiness();
  return (
    <TextPage title={TERMS.title}>
      <ol className="terms-list">
        {TERMS.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
      <p>
        Questions about these terms: <a href={mailtoLink(b.email)}>{b.email}</a>.
      </p>
    </TextPage>
  );
}
