// The cancellation ladder in words, as the owner set it on the calendar's settings: on the booking page
// (with what applies to that booking now) and on /tandc, from the same settings.
import type { CancellationStep } from '../../../shared/bookings.ts';
import { useT } from '../shell/i18n.tsx';
import { BOOKING_PAGE } from './content.ts';

export function CancellationSteps({ steps, processingPercent }: { steps: readonly CancellationStep[]; processingPercent: number }) {
  const t = useT();
  return (
    <ul className="cancellation-steps">
      {steps.map((s) => (
        <li key={s.hoursBefore}>
          {t(s.hoursBefore === 0 ? BOOKING_PAGE.stepBeforeSetup : BOOKING_PAGE.stepHoursBefore, { hours: s.hoursBefore, keep: s.keepPercent })}
        </li>
      ))}
      <li>{t(BOOKING_PAGE.processing, { percent: processingPercent })}</li>
    </ul>
  );
}
