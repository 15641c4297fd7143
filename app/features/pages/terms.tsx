// /tandc: the terms and conditions, the owner's rich-text document (refund deduction, dispute window,
// …), and the cancellation ladder of the owner's calendar settings, which booking pages apply.
import type { CalendarSettings } from '../../../shared/bookings.ts';
import type { RichDoc } from '../../../shared/rich-text.ts';
import { CancellationSteps } from '../booking/cancellation-steps.tsx';
import { mailtoLink, useBusiness } from '../shell/business.ts';
import { TERMS } from './content.ts';
import { RichTextView } from './rich-text.tsx';
import { TextPage } from './text-page.tsx';
import { useT } from '../shell/i18n.tsx';
import { fill } from '../shell/fill.tsx';

export function TermsPage({ cancellation, terms }: { cancellation: Pick<CalendarSettings, 'cancellationLadder' | 'processingPercent'>; terms: RichDoc }) {
  const b = useBusiness();
  const t = useT();
  return (
    <TextPage title={t(TERMS.title)}>
      <div className="terms-list">
        <RichTextView doc={terms} />
      </div>
      <section aria-labelledby="terms-cancellation">
        <h2 id="terms-cancellation">{t(TERMS.cancellationHeading)}</h2>
        <p>{t(TERMS.cancellationIntro)}</p>
        <CancellationSteps steps={cancellation.cancellationLadder} processingPercent={cancellation.processingPercent} />
      </section>
      <p>{fill(t('Questions about these terms: {email}.'), { email: <a href={mailtoLink(b.email)}>{b.email}</a> })}</p>
    </TextPage>
  );
}
