// The booking page's words.
import type { BookingState } from '../../../shared/bookings.ts';

export const BOOKING_PAGE = {
  title: 'Your booking',
  notFoundTitle: 'Booking not found',
  notFoundText: 'Check the link you were sent: it must be copied whole, with the key after "k=".',
  states: { received: 'Received: we will call you to confirm it', confirmed: 'Confirmed', done: 'Done', cancelled: 'Cancelled' } satisfies Record<
    BookingState,
    string
  >,
  noSlot: 'To be agreed on the phone',
  linesCaption: 'What you asked for',
  policyHeading: 'Cancellation',
  step: (hours: number, keep: number) =>
    hours === 0
      ? `Cancelled before the setup starts: we keep ${keep}% of the total.`
      : `Cancelled ${hours} hours or more before the setup: we keep ${keep}% of the total.`,
  processing: (percent: number) => `Refunds are made after a deduction of ${percent}% for bank and processing charges.`,
  now: (keep: number, kept: string, refund: string) => `If you cancel now, we keep ${keep}% and the processing charge (${kept} in all) and refund ${refund}.`,
  rescheduleHeading: 'Move your booking',
  newSlot: 'New date and slot',
  choose: 'Choose a free slot',
  reschedule: 'Reschedule',
  tooLateToMove: 'It is too late to move this booking here: please call us.',
  cancel: 'Cancel booking…',
  confirmCancel: 'Yes, cancel my booking',
};
