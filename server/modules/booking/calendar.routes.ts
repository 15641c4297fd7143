// Booking calendar API.
//  GET    /api/booking/availability?from=&to=[&pincode=]   (at most 62 days) -> {days: [{date, open, surchargePercent, slots}]}
//  GET    /api/admin/calendar                                -> {settings, slots, closedDates, peakDates}
//  PATCH  /api/admin/calendar/settings                       {dayCap?, noticeHours?, cutoffTime?, horizonDays?,
//                                                             rescheduleHours?, processingPercent?, cancellationLadder?} -> the calendar
//  POST   /api/admin/calendar/slots                          {label, start, end, capacity, position?, active?} -> 201 slot
//  PATCH  /api/admin/calendar/slots/{id}                     {label?, start?, end?, capacity?, position?, active?} -> slot
//  PUT    /api/admin/calendar/closed-dates/{date}            {note?}                -> the calendar; DELETE
//  PUT    /api/admin/calendar/peak-dates/{date}              {surchargePercent, note?} -> the calendar; DELETE
// A slot is retired by making it inactive, never deleted: the bookings it holds keep their slot.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarSettingsPatchSchema,
  closedDateSchema,
  dateField,
  dateRangeSchema,
  peakDateSchema,
  slotPatchSchema,
  slotSchema,
} from '../../../shared/bookings.ts';
import { PINCODE_RE } from '../../../shared/leads.ts';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { errorAnswers } from '../../response-schema.ts';
import { availability, calendarSetup, calendarSlot } from './calendar.schemas.ts';

const availabilityQuery = dateRangeSchema.and(z.object({ pincode: z.string().regex(PINCODE_RE, 'pincode must be 6 digits, not starting with 0').optional() }));
const dateParams = z.object({ date: dateField('date') });

export async function calendarRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { calendar } = app.services;

  app.get(
    '/api/booking/availability',
    {
      schema: {
        operationId: 'getAvailability',
        summary: 'Open dates and free setup slots',
        querystring: availabilityQuery,
        response: { 200: availability, ...errorAnswers },
      },
    },
    async (req, reply) => {
      // Counts move with every booking: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return calendar.availability(req.query.from, req.query.to, req.query.pincode ?? null);
    },
  );

  app.get(
    '/api/admin/calendar',
    {
      schema: {
        operationId: 'getCalendarSetup',
        summary: 'The calendar: slots, rules, closed and peak dates',
        response: { 200: calendarSetup, ...errorAnswers },
      },
    },
    async () => calendar.setup(),
  );

  app.patch(
    '/api/admin/calendar/settings',
    {
      schema: {
        operationId: 'updateCalendarSettings',
        summary: 'Change the booking rules',
        body: calendarSettingsPatchSchema,
        response: { 200: calendarSetup, ...errorAnswers },
      },
    },
    async (req) => calendar.updateSettings(req.body),
  );

  app.post(
    '/api/admin/calendar/slots',
    { schema: { operationId: 'addSlot', summary: 'Add a setup slot', body: slotSchema, response: { 201: calendarSlot, ...errorAnswers } } },
    async (req, reply) => reply.status(201).send(await calendar.addSlot(req.body)),
  );

  app.patch(
    '/api/admin/calendar/slots/:id',
    {
      schema: {
        operationId: 'updateSlot',
        summary: 'Change or retire a setup slot',
        params: z.object({ id: idParam }),
        body: slotPatchSchema,
        response: { 200: calendarSlot, ...errorAnswers },
      },
    },
    async (req) => calendar.updateSlot(req.params.id, req.body),
  );

  app.put(
    '/api/admin/calendar/closed-dates/:date',
    {
      schema: {
        operationId: 'closeDate',
        summary: 'Close a date',
        params: dateParams,
        body: closedDateSchema,
        response: { 200: calendarSetup, ...errorAnswers },
      },
    },
    async (req) => calendar.putClosedDate(req.params.date, req.body.note || null),
  );
  app.delete(
    '/api/admin/calendar/closed-dates/:date',
    { schema: { operationId: 'reopenDate', summary: 'Open a closed date again', params: dateParams, response: { 200: calendarSetup, ...errorAnswers } } },
    async (req) => calendar.deleteClosedDate(req.params.date),
  );

  app.put(
    '/api/admin/calendar/peak-dates/:date',
    {
      schema: {
        operationId: 'setPeakDate',
        summary: 'Mark a peak date with its surcharge',
        params: dateParams,
        body: peakDateSchema,
        response: { 200: calendarSetup, ...errorAnswers },
      },
    },
    async (req) => calendar.putPeakDate(req.params.date, req.body.surchargePercent, req.body.note || null),
  );
  app.delete(
    '/api/admin/calendar/peak-dates/:date',
    { schema: { operationId: 'removePeakDate', summary: 'Remove a peak date', params: dateParams, response: { 200: calendarSetup, ...errorAnswers } } },
    async (req) => calendar.deletePeakDate(req.params.date),
  );
}
