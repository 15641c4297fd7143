// Bookings API: the customer's status page calls, opened with the key from the order's statusUrl, and
// the owner's calendar of bookings.
//  GET    /api/bookings/{reference}?k=                 -> the booking (status, date, slot, address, lines, total, policy)
//  POST   /api/bookings/{reference}/reschedule?k=      {eventDate, slotId} -> {status, message, booking}; 409 {…, nextFree} when full
//  POST   /api/bookings/{reference}/cancel?k=          -> {status, message, booking, keepPercent, kept, refund}
//  GET    /api/admin/bookings?from=&to=                (at most 62 days) -> {days, bookings}
//  GET    /api/admin/bookings/day.csv?date=            -> text/csv, one row per booking
// An unknown reference, a missing or wrong key and another booking's key all answer the same 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_ANSWERS, dateField, dateRangeSchema, movedMessage, rescheduleSchema } from '../../../shared/bookings.ts';
import { fillMessage, fillTemplate } from '../../../shared/message-template.ts';
import { PHONE_PREFIX } from '../../../shared/constants.ts';
import { dateInWords } from '../../../shared/dates.ts';
import { csvFile } from '../../spreadsheet.ts';
import { errorAnswers, fileAnswer } from '../../response-schema.ts';
import { adminBookings, booking, cancelled, rescheduled } from './bookings.schemas.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const referenceParams = z.object({ reference: z.string() });
const keyQuery = z.object({ k: z.string().optional() });
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

const DAY_SHEET = ['Reference', 'Status', 'Slot', 'Crew', 'Name', 'Phone', 'Address', 'Pincode', 'Names', 'Age', 'Theme', 'Colours', 'Lines', 'Total', 'Notes'];

export async function bookingsRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { bookings } = app.services;
  // The customer's changes are public writes: counted per address, like the lead forms.
  const changes = { max: 10, timeWindow: TEN_MINUTES, groupId: 'booking-changes', keyGenerator: (req: FastifyRequest) => req.ip };

  app.get(
    '/api/bookings/:reference',
    {
      schema: {
        operationId: 'getBooking',
        summary: 'A booking, opened with its key',
        params: referenceParams,
        querystring: keyQuery,
        response: { 200: booking, ...errorAnswers },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bookings.get(req.params.reference, req.query.k);
    },
  );

  app.post(
    '/api/bookings/:reference/reschedule',
    {
      config: { rateLimit: changes },
      schema: {
        operationId: 'rescheduleBooking',
        summary: 'Move a booking to another free slot',
        params: referenceParams,
        querystring: keyQuery,
        body: rescheduleSchema,
        response: { 200: rescheduled, ...errorAnswers },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const moved = await bookings.reschedule(req.params.reference, req.query.k, req.body);
      return { status: 200 as const, message: fillMessage(movedMessage(moved), fillTemplate, dateInWords), booking: moved };
    },
  );

  app.post(
    '/api/bookings/:reference/cancel',
    {
      config: { rateLimit: changes },
      schema: {
        operationId: 'cancelBooking',
        summary: 'Cancel a booking under the policy',
        params: referenceParams,
        querystring: keyQuery,
        response: { 200: cancelled, ...errorAnswers },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const done = await bookings.cancel(req.params.reference, req.query.k);
      return { status: 200 as const, message: BOOKING_ANSWERS.cancelledNothingDue, ...done };
    },
  );

  app.get(
    '/api/admin/bookings',
    {
      schema: {
        operationId: 'listBookings',
        summary: 'Bookings and capacity per day',
        querystring: dateRangeSchema,
        response: { 200: adminBookings, ...errorAnswers },
      },
    },
    async (req) => bookings.between(req.query.from, req.query.to),
  );

  // A file, not JSON: on the untyped instance, whose reply takes the CSV text.
  plain.get(
    '/api/admin/bookings/day.csv',
    {
      schema: {
        operationId: 'bookingsDaySheet',
        summary: "A day's bookings as CSV",
        querystring: z.object({ date: dateField('date') }),
        response: { 200: fileAnswer("A day's bookings as a spreadsheet (UTF-8 CSV)", 'text/csv'), ...errorAnswers },
      },
    },
    async (req: FastifyRequest<{ Querystring: { date: string } }>, reply) => {
      const rows = await bookings.day(req.query.date);
      const csv = csvFile(
        DAY_SHEET,
        rows.map(({ booking: b, notes, lines }) => [
          b.reference,
          b.status,
          b.slotLabel ?? '',
          b.crew ?? '',
          b.name,
          `${PHONE_PREFIX} ${b.phone}`,
          b.address ?? '',
          b.pincode ?? '',
          b.personal.names ?? '',
          b.personal.age === null ? '' : String(b.personal.age),
          b.personal.theme ?? '',
          b.personal.colours ?? '',
          lines,
          b.total === null ? '' : String(b.total),
          notes ?? '',
        ]),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gubbara-bookings-${req.query.date}.csv"`)
        .send(csv);
    },
  );
}
