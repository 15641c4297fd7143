// Quotes and tax invoices API: the customer's copies on the booking's status page (opened with its
// key) and the owner's quote, invoice and documents. An invoice number holds slashes
// (GUB/2026-27/0001); in a URL path it is written with '-' for '/' (GUB-2026-27-0001).
//  GET  /api/bookings/{reference}/quote.pdf?k=      -> application/pdf, the order's quote
//  GET  /api/bookings/{reference}/invoice.pdf?k=    -> application/pdf, the order's invoice (404 before it is issued)
//  GET  /api/admin/leads/{id}/documents             -> {quote: {discount, validUntil, total, updatedAt, updatedBy} | null,
//                                                      invoice: {number, slug, kind, date, total, issuedAt, issuedBy} | null, lines: [{id, title, quantity, price}]}
//  GET  /api/admin/leads/{id}/quote.pdf             -> application/pdf
//  PUT  /api/admin/leads/{id}/quote                 {lines: [{id, price}], discount} -> {status, message, quote}
//  POST /api/admin/leads/{id}/invoice               {buyerName?, buyerGstin?} -> 201 {status, message, invoice}; 200 with the order's existing invoice
//  GET  /api/admin/invoices/{slug}.pdf              -> application/pdf
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { invoiceInputSchema, quoteInputSchema } from '../../../shared/invoice-forms.ts';
import { invoiceFromSlug } from '../../../shared/tax-document.ts';
import { errorAnswers, fileAnswer } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { badRequest, notFound, parseOr400 } from '../../http-errors.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { invoiceIssued, leadDocuments, quoteSaved } from './invoices.schemas.ts';

const referenceParams = z.object({ reference: z.string() });
const keyQuery = z.object({ k: z.string().optional() });
const leadParams = z.object({ id: idParam });
const pdfAnswer = (what: string) => ({ 200: fileAnswer(what, 'application/pdf'), ...errorAnswers });

/** A body that must be a JSON object, checked by a shared schema (whose messages the forms show too). */
function objectBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined || body === null) return parseOr400(schema, {}, 'body');
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return parseOr400(schema, body, 'body');
}

/** A PDF answer: never kept by a shared cache, opened in the browser under a file name that says what it is. */
function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .send(Buffer.from(pdf));
}

export async function invoicesRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { invoices } = app.services;

  plain.get(
    '/api/bookings/:reference/quote.pdf',
    {
      schema: {
        operationId: 'getBookingQuotePdf',
        summary: 'The order’s quote as a PDF',
        params: referenceParams,
        querystring: keyQuery,
        response: pdfAnswer('The quote'),
      },
    },
    async (req: FastifyRequest<{ Params: { reference: string }; Querystring: { k?: string } }>, reply) =>
      sendPdf(reply, await invoices.customerQuotePdf(req.params.reference, req.query.k), `quote-${req.params.reference}.pdf`),
  );

  plain.get(
    '/api/bookings/:reference/invoice.pdf',
    {
      schema: {
        operationId: 'getBookingInvoicePdf',
        summary: 'The order’s tax invoice as a PDF',
        params: referenceParams,
        querystring: keyQuery,
        response: pdfAnswer('The tax invoice or bill of supply'),
      },
    },
    async (req: FastifyRequest<{ Params: { reference: string }; Querystring: { k?: string } }>, reply) => {
      const { number, pdf } = await invoices.customerInvoicePdf(req.params.reference, req.query.k);
      return sendPdf(reply, pdf, `invoice-${number.replaceAll('/', '-')}.pdf`);
    },
  );

  app.get(
    '/api/admin/leads/:id/documents',
    {
      schema: {
        operationId: 'getLeadDocuments',
        summary: 'An order’s saved quote and its invoice',
        params: leadParams,
        response: { 200: leadDocuments, ...errorAnswers },
      },
    },
    async (req) => invoices.leadDocuments(req.params.id),
  );

  plain.get(
    '/api/admin/leads/:id/quote.pdf',
    { schema: { operationId: 'getLeadQuotePdf', summary: 'An order’s quote as a PDF', params: leadParams, response: pdfAnswer('The quote') } },
    async (req: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const { reference, pdf } = await invoices.quotePdf(req.params.id);
      return sendPdf(reply, pdf, `quote-${reference}.pdf`);
    },
  );

  app.put(
    '/api/admin/leads/:id/quote',
    {
      schema: {
        operationId: 'saveLeadQuote',
        summary: 'Quote an order: line prices and a discount',
        params: leadParams,
        body: describedOnly(quoteInputSchema),
        response: { 200: quoteSaved, ...errorAnswers },
      },
    },
    async (req) => {
      const input = objectBody(quoteInputSchema, req.body);
      const { admin } = currentAdmin(req);
      const quote = await invoices.saveQuote(req.params.id, input, { id: admin.id, username: admin.username });
      return { status: 200 as const, message: 'Quote saved', quote };
    },
  );

  app.post(
    '/api/admin/leads/:id/invoice',
    {
      schema: {
        operationId: 'issueLeadInvoice',
        summary: 'Issue a confirmed order’s tax invoice (once)',
        params: leadParams,
        body: describedOnly(invoiceInputSchema),
        response: { 200: invoiceIssued(200), 201: invoiceIssued(201), ...errorAnswers },
      },
    },
    async (req, reply) => {
      const input = objectBody(invoiceInputSchema, req.body);
      const { admin } = currentAdmin(req);
      const { created, invoice } = await invoices.issue(req.params.id, input, { id: admin.id, username: admin.username });
      if (created) return reply.status(201).send({ status: 201 as const, message: `Invoice ${invoice.number} issued`, invoice });
      return reply.status(200).send({ status: 200 as const, message: `This order is already invoiced: ${invoice.number}`, invoice });
    },
  );

  plain.get(
    '/api/admin/invoices/:slug.pdf',
    {
      schema: {
        operationId: 'getInvoicePdf',
        summary: 'An issued invoice as a PDF, by its number with - for /',
        params: z.object({ slug: z.string() }),
        response: pdfAnswer('The tax invoice or bill of supply'),
      },
    },
    async (req: FastifyRequest<{ Params: { slug: string } }>, reply) => {
      const number = invoiceFromSlug(req.params.slug);
      if (!number) throw notFound(`Invoice ${req.params.slug} not found`);
      return sendPdf(reply, await invoices.invoicePdf(number), `invoice-${req.params.slug}.pdf`);
    },
  );
}
