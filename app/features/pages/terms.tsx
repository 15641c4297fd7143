// /tandc: the terms and conditions, a static list (refund deduction, dispute window, …), and the
// cancellation ladder of the owner's calendar settings, which booking pages apply.
import type { CalendarSettings } from '../../../shared/bookings.ts';
import { CancellationSteps } from '../booking/cancellation-steps.tsx';
import { mailtoLink, useBusiness } from '../shell/business.ts';
import { TERMS } from './content.ts';
import { TextPage } from './text-page.tsx';

export function TermsPage({ cancellation }: { cancellation: Pick<CalendarSettings, 'cancellationLadder' | 'processingPercent'> }) {
  const b = useBusiness();
  return (
    <TextPage title={TERMS.title}>
      <ol className="terms-list">
        {TERMS.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
      <section aria-labelledby="terms-cancellation">
        <h2 id="terms-cancellation">{TERMS.cancellationHeading}</h2>
        <p>{TERMS.cancellationIntro}</p>
        <CancellationSteps steps={cancellation.cancellationLadder} processingPercent={cancellation.processingPercent} />
      </section>
      <p>
        Questions about these terms: <a href={mailtoLink(b.email)}>{b.email}</a>.
      </p>
    </TextPage>
  );
}
