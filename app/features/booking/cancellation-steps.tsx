// The cancellation ladder in words, as the owner set it on the calendar's settings: on the booking page
// (with what applies to that booking now) and on /tandc, from the same settings.
import type { CancellationStep } from '../../../shared/bookings.ts';
import { BOOKING_PAGE } from './content.ts';

export function CancellationSteps({ steps, processingPercent }: { steps: readonly CancellationStep[]; processingPercent: number }) {
  return (
    <ul className="cancellation-steps">
      {steps.map((s) => (
        <li key={s.hoursBefore}>{BOOKING_PAGE.step(s.hoursBefore, s.keepPercent)}</li>
      ))}
      <li>{BOOKING_PAGE.processing(processingPercent)}</li>
    </ul>
  );
}
