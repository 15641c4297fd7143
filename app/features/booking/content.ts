// The booking page's words.
import type { BookingState } from '../../../shared/bookings.ts';
import type { PaymentState } from '../../../shared/payments.ts';

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
  discount: 'Discount',
  documentsHeading: 'Quote and invoice',
  quoteLink: 'Download the quote (PDF)',
  // Texts with `{name}` placeholders, filled by `t()` so a Hindi page can look them up whole.
  invoiceLink: 'Download invoice {number} (PDF)',
  stepBeforeSetup: 'Cancelled before the setup starts: we keep {keep}% of the total.',
  stepHoursBefore: 'Cancelled {hours} hours or more before the setup: we keep {keep}% of the total.',
  processing: 'Refunds are made after a deduction of {percent}% for bank and processing charges.',
  now: 'If you cancel now, we keep {keep}% and the processing charge ({kept} in all) and refund {refund}.',
  rescheduleHeading: 'Move your booking',
  newSlot: 'New date and slot',
  choose: 'Choose a free slot',
  reschedule: 'Reschedule',
  tooLateToMove: 'It is too late to move this booking here: please call us.',
  cancel: 'Cancel booking…',
  confirmCancel: 'Yes, cancel my booking',
};

/** The booking page's payment part. */
export const PAYMENT_PAGE = {
  heading: 'Payment',
  state: 'Payment',
  states: {
    unpaid: 'Not paid yet',
    'advance claimed': 'Payment reported: being checked',
    'advance paid': 'Advance paid',
    paid: 'Paid in full',
    'refund due': 'Refund due',
    refunded: 'Refunded',
  } satisfies Record<PaymentState, string>,
  paid: 'Paid',
  claimed: 'Reported, being checked',
  balanceDue: 'Balance due',
  refundDue: 'Refund due to you',
  ask: { advance: 'Pay the advance of {amount} by UPI to lock your date.', balance: 'Pay the balance of {amount} by UPI.' } satisfies Record<
    'advance' | 'balance',
    string
  >,
  qrLabel: 'UPI QR code to pay {amount}: scan it with any UPI app',
  upiId: 'UPI ID:',
  copy: 'Copy UPI ID',
  copied: 'Copied',
  openApp: 'Open UPI app',
  paidHeading: 'I have paid',
  utrHint: 'Your UPI app shows a 12-digit UTR (UPI reference number) with the payment: enter it here so we can find your payment.',
  utr: 'UTR (12 digits)',
  amount: 'Amount paid (₹)',
  send: 'Send',
  sending: 'Sending…',
  notSent: 'Your payment report could not be sent just now. Please try again in a minute, or send it from your booking’s page.',
};
