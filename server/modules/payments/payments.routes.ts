// Payments API: the customer's UPI claim on the booking's status page (opened with its key), and the
// owner's settings, ledger and accountant's sheet.
//  GET    /api/bookings/{reference}/payments?k=      -> {totals, payments, upi: {upiId, payee, kind, amount, uri, svg} | null}
//  POST   /api/bookings/{reference}/payments?k=      {utr, amount} -> 201 {status, message, payment, totals}; a UTR already recorded 409
//  GET    /api/admin/payments/settings, PUT {upiId, payeeName, advanceKind, advanceValue, gstin, legalName, businessState, defaultHsn, defaultGstRate}
//  GET    /api/admin/leads/{id}/payments             -> {totals, payments}
//  POST   /api/admin/leads/{id}/payments             {kind, method, amount, utr?, reason?} -> 201 {status, message, payment, totals}
//  PATCH  /api/admin/payments/{paymentId}            {state: verified|rejected, reason?} -> {status, message, payment, totals}
//  GET    /api/admin/payments.csv?from=&to=          -> text/csv (India dates, at most a year)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { dateField } from '../../../shared/bookings.ts';
import { paymentClaimSchema, paymentDecisionSchema, paymentEntrySchema, paymentSettingsSchema } from '../../../shared/payments.ts';
import { csvFile } from '../../spreadsheet.ts';
import { errorAnswers, fileAnswer } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { parseOr400, badRequest } from '../../http-errors.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { bookingPayment, claimDone, ledger, paymentDone, paymentSettings } from './payments.schemas.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const referenceParams = z.object({ reference: z.string() });
const keyQuery = z.object({ k: z.string().optional() });
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
const SHEET = ['Date', 'Reference', 'Customer', 'Kind', 'Method', 'Amount', 'UTR', 'State'];
const MAX_SHEET_DAYS = 366;
const sheetQuery = z
  .object({ from: dateField('from'), to: dateField('to') })
  .refine((q) => q.from <= q.to, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_SHEET_DAYS, {
    message: `to must be at most ${MAX_SHEET_DAYS} days from from`,
    path: ['to'],
  });

/** A body that must be a JSON object, checked by a shared schema (whose messages the forms show too). */
function objectBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return parseOr400(schema, body, 'body');
}

/** The time of a payment as India sees it: "YYYY-MM-DD HH:MM". */
const indiaTime = (iso: string) => new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000).toISOString().slice(0, 16).replace('T', ' ');

export async function paymentsRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { payments } = app.services;
  // A claim is a public write that alerts the owner: counted per address, like the booking's changes.
  const claims = { max: 10, timeWindow: TEN_MINUTES, groupId: 'payment-claims', keyGenerator: (req: FastifyRequest) => req.ip };

  app.get(
    '/api/bookings/:reference/payments',
    {
      schema: {
        operationId: 'getBookingPayments',
        summary: 'What was paid on a booking and how to pay the rest by UPI',
        params: referenceParams,
        querystring: keyQuery,
        response: { 200: bookingPayment, ...errorAnswers },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return payments.bookingPayment(req.params.reference, req.query.k);
    },
  );

  app.post(
    '/api/bookings/:reference/payments',
    {
      config: { rateLimit: claims },
      schema: {
        operationId: 'claimBookingPayment',
        summary: 'Report a UPI payment by its UTR',
        params: referenceParams,
        querystring: keyQuery,
        body: describedOnly(paymentClaimSchema),
        response: { 201: claimDone, ...errorAnswers },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const claim = objectBody(paymentClaimSchema, req.body);
      const { payment, totals } = await payments.claim(req.params.reference, req.query.k, claim);
      return reply.status(201).send({ status: 201 as const, message: 'Thank you: the shop will check your payment and confirm it.', payment, totals });
    },
  );

  app.get(
    '/api/admin/payments/settings',
    { schema: { operationId: 'getPaymentSettings', summary: 'The shop’s payment settings', response: { 200: paymentSettings, ...errorAnswers } } },
    async () => payments.settings(),
  );

  app.put(
    '/api/admin/payments/settings',
    {
      schema: {
        operationId: 'savePaymentSettings',
        summary: 'Change the shop’s payment settings',
        body: describedOnly(paymentSettingsSchema),
        response: { 200: paymentSettings, ...errorAnswers },
      },
    },
    async (req) => payments.saveSettings(objectBody(paymentSettingsSchema, req.body)),
  );

  app.get(
    '/api/admin/leads/:id/payments',
    {
      schema: {
        operationId: 'listLeadPayments',
        summary: 'An order’s payments with its total, paid and balance due',
        params: z.object({ id: idParam }),
        response: { 200: ledger, ...errorAnswers },
      },
    },
    async (req) => payments.ledger(req.params.id),
  );

  app.post(
    '/api/admin/leads/:id/payments',
    {
      schema: {
        operationId: 'recordLeadPayment',
        summary: 'Record a payment or a refund on an order',
        params: z.object({ id: idParam }),
        body: describedOnly(paymentEntrySchema),
        response: { 201: paymentDone(201), ...errorAnswers },
      },
    },
    async (req, reply) => {
      const entry = objectBody(paymentEntrySchema, req.body);
      const { admin } = currentAdmin(req);
      const done = await payments.record(req.params.id, entry, { id: admin.id, username: admin.username });
      return reply.status(201).send({ status: 201 as const, message: entry.kind === 'refund' ? 'Refund recorded' : 'Payment recorded', ...done });
    },
  );

  app.patch(
    '/api/admin/payments/:paymentId',
    {
      schema: {
        operationId: 'decidePayment',
        summary: 'Verify or reject a reported payment',
        params: z.object({ paymentId: idParam }),
        body: describedOnly(paymentDecisionSchema),
        response: { 200: paymentDone(200), ...errorAnswers },
      },
    },
    async (req) => {
      const decision = objectBody(paymentDecisionSchema, req.body);
      const { admin } = currentAdmin(req);
      const done = await payments.decide(req.params.paymentId, decision, { id: admin.id, username: admin.username });
      return { status: 200 as const, message: `Payment ${decision.state}`, ...done };
    },
  );

  // A file, not JSON: on the untyped instance, whose reply takes the CSV text.
  plain.get(
    '/api/admin/payments.csv',
    {
      schema: {
        operationId: 'paymentsSheet',
        summary: 'Payments between two dates as CSV, for the accountant',
        querystring: sheetQuery,
        response: { 200: fileAnswer('Payments as a spreadsheet (UTF-8 CSV)', 'text/csv'), ...errorAnswers },
      },
    },
    async (req: FastifyRequest<{ Querystring: { from: string; to: string } }>, reply) => {
      const rows = await payments.sheet(req.query.from, req.query.to);
      const csv = csvFile(
        SHEET,
        rows.map((r) => [indiaTime(r.at), r.reference, r.name, r.kind, r.method, String(r.amount), r.utr ?? '', r.state]),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gubbara-payments-${req.query.from}-${req.query.to}.csv"`)
        .send(csv);
    },
  );
}
