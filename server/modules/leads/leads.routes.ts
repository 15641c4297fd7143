// Leads API.
//  POST   /api/leads/enquiry            {name, phone, enquiryabout, eventDate?, pincode?}  -> 201 {status, message, id, reference}
//  POST   /api/leads/franchise          {name, email, phone, address, area, businessbudget} -> 201 {status, message, id, reference}
//  GET    /api/leads/form-token                                                        -> {status, token}: a form's signed start time
//  POST   /api/orders/{sessId}          {name, phone, eventDate, pincode, address?, notes?, slotId?, personal?, addOns?}
//                                        as JSON, or multipart: `json` (that body) and an optional `photo` (JPEG/PNG/WebP, 5 MB)
//                                        -> 201 {…, total, whatsappUrl, statusUrl}; a full slot 409 {status, message, nextFree}
//  GET    /api/admin/leads?type=&status=&q=&limit=&offset=                             -> {total, items}
//  GET    /api/admin/leads/summary                                                        -> {new, weekly}
//  GET    /api/admin/leads/export.csv?type=&status=                                       -> text/csv
//  GET    /api/admin/leads/{id}, PATCH {status?, note?, lostReason?, crew?}, DELETE
//  POST   /api/admin/leads/{id}/booking-key                                               -> 201 {status, message, statusUrl, whatsappUrl}
//  GET    /api/admin/leads/{id}/photo                                                     -> the order's reference photo
// The three forms take an optional `locale` ('en' | 'hi'): the language the lead is made in, and the owner
// writes to its customer in. Without it, the page the request came from (Referer) decides: a /hi page's is Hindi.
// A refused submission is a 400 with the first message, the field it belongs to, and every field's
// message, so the form can show each under its field. The three forms take an Idempotency-Key header
// (plugins/idempotency.ts): a repeat gets the first answer. The admin routes sit behind the admin guard.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_HEADER, SESSION_ID_SCHEMA, isSessionId } from '../../../shared/cart.ts';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { type LeadListQuery, FORM_TOKEN_FIELD, HONEYPOT_FIELD, indiaToday, leadListQuerySchema, leadPatchSchema } from '../../../shared/leads.ts';
import { type Locale, localeOfPath } from '../../../shared/locale.ts';
import { validateForm } from '../../../shared/forms.ts';
import { badRequest, notFound, parseOr400 } from '../../http-errors.ts';
import { doneAnswer, errorAnswers, fileAnswer } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { bookingKeyIssued, enquiryBody, franchiseBody, leadCreated, leadDetail, leadList, leadSummary, orderBody, orderCreated } from './leads.schemas.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { deleteExpiredCounters } from '../../plugins/rate-limit.repository.ts';
import { extraLimit } from '../../plugins/rate-limit.ts';
import { deleteExpiredKeys, idempotencyHeader, idempotent } from '../../plugins/idempotency.ts';
import { formTimer } from './form-time.ts';
import { leadsCsv, leadsFileName } from './leads.csv.ts';
import { cutText } from '../../../shared/text.ts';
import { MAX_UPLOAD_BYTES } from '../admin/admin.routes.ts';
import type { EncodedImage } from '../media/media.service.ts';
import { readOrderForm } from './order-form.ts';
import type { Submission } from './leads.service.ts';
import { sendImage } from '../media/media.routes.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The values of a form checked by its route's preHandler (checkedForm), for the handler. */
const checkedValues = new WeakMap<FastifyRequest, unknown>();
/** An order's reference photo, read and re-encoded by the route's preHandler, for the handler. */
const orderPhotos = new WeakMap<FastifyRequest, EncodedImage>();

/**
 * A preHandler checking the body against a shared form schema before the route's rate limits run
 * (they run as preHandlers after it): a refused submission is answered with its 400 and never counted.
 */
function checkedForm<S extends z.ZodObject>(schema: S) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const values = validBody(schema, req.body, reply);
    if (!values) return reply;
    checkedValues.set(req, values);
  };
}

/** The values checkedForm kept for this request. */
function formValues<S extends z.ZodObject>(req: FastifyRequest, _schema: S): z.infer<S> {
  if (!checkedValues.has(req)) throw new Error('formValues: the route has no checkedForm preHandler');
  return checkedValues.get(req) as z.infer<S>;
}

/** Body fields validated by a shared form schema: the values, or a 400 answer naming each bad field. */
function validBody<S extends z.ZodObject>(schema: S, body: unknown, reply: FastifyReply): z.infer<S> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  const result = validateForm(schema, body as Record<string, unknown>);
  if (result.ok) return result.values;
  const errors = result.errors as Record<string, string>;
  const field = Object.keys(schema.shape).find((k) => errors[k]) ?? Object.keys(errors)[0]!;
  void reply.status(400).send({ status: 400, message: errors[field] ?? 'Invalid request', field, errors });
  return undefined;
}

/** The page a submission came from: the Referer's path and query, bounded; never another site's address. */
function sourcePage(req: FastifyRequest): string | null {
  const ref = req.headers.referer;
  if (typeof ref !== 'string' || ref.length > 2000) return null;
  try {
    const u = new URL(ref);
    return cutText(`${u.pathname}${u.search}`, 200);
  } catch {
    return null;
  }
}

/**
 * What the service keeps of where a submission came from: its page, and the language of the lead (the
 * body's `locale` when it names one, else the language of that page).
 */
function submission(req: FastifyRequest, locale: Locale | undefined): Submission {
  const page = sourcePage(req);
  return { sourcePage: page, locale: locale ?? (page === null ? 'en' : localeOfPath(page.split(/[?#]/, 1)[0]!)) };
}

const idParams = z.object({ id: idParam });

/**
 * The public forms' bodies are described by their shared schemas but checked in the handler: a refused
 * form answers every field's message (`field`, `errors`), as the page shows them.
 */
const form = (schema: z.ZodObject, answer: z.ZodType) => ({ body: describedOnly(schema), response: { 201: answer, ...errorAnswers } });
const idempotencyHeaders = describedOnly(z.object(idempotencyHeader));

/** The three public forms, each with its own per-number counter. */
type FormName = 'enquiry' | 'franchise' | 'order';

export async function leadsRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { leads, notify } = app.services;

  // The limits count as preHandlers, after the form's own checks: only submissions that could be
  // stored count, so a visitor correcting a form is never locked out by their own mistakes.
  const publicLimit = {
    max: app.services.config.formsPerAddress,
    timeWindow: TEN_MINUTES,
    groupId: 'public-leads',
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest) => req.ip,
  } as const;
  // Every order request alerts the owner by e-mail: one address may send a few a day's party needs
  // (new carts each time), not a flood.
  const ordersPerAddress = extraLimit(plain, {
    name: 'order-address',
    max: app.services.config.ordersPerAddressHourly,
    timeWindow: HOUR,
    key: (req) => req.ip,
  });
  // One visitor's number: a crowd behind one address shares the address limit, not this one.
  const perPhone = (name: FormName) =>
    extraLimit(plain, {
      name: `${name}-phone`,
      max: app.services.config.formsPerPhoneHourly,
      timeWindow: HOUR,
      key: (req) => String((checkedValues.get(req) as { phone?: unknown } | undefined)?.phone ?? ''),
    });
  const repeatSafe = idempotent(app.services.db);
  const formTime = formTimer(app.services.db, app.services.config.formMinMs);
  /** A form sent too soon after its start (or with a token not ours) counts as a filled honeypot. */
  const timedForm = async (req: FastifyRequest) => {
    const values = checkedValues.get(req) as Record<string, unknown> | undefined;
    const token = values?.[FORM_TOKEN_FIELD];
    if (!values || typeof token !== 'string' || token === '') return;
    if ((await formTime.check(token)) === 'too quick' && !values[HONEYPOT_FIELD]) values[HONEYPOT_FIELD] = 'sent too quickly';
  };
  /** What each form runs after its own checks: the start time, the repeat check, then its per-number limit. */
  const afterChecks = (name: FormName) => [timedForm, repeatSafe.preHandler, perPhone(name)];

  app.get(
    '/api/leads/form-token',
    {
      schema: {
        operationId: 'getFormToken',
        summary: 'A signed start time for a public form, sent back with it',
        response: { 200: z.object({ status: z.literal(200), token: z.string() }), ...errorAnswers },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 200 as const, token: await formTime.mint() };
    },
  );

  app.post(
    '/api/leads/enquiry',
    {
      config: { rateLimit: publicLimit },
      schema: { operationId: 'sendEnquiry', summary: 'Send an enquiry', ...form(enquiryBody, leadCreated), headers: idempotencyHeaders },
      preHandler: [checkedForm(enquiryBody), ...afterChecks('enquiry')],
      onSend: repeatSafe.onSend,
    },
    async (req, reply) => {
      const values = formValues(req, enquiryBody);
      return reply.status(201).send(await leads.createEnquiry(values, submission(req, values.locale)));
    },
  );

  app.post(
    '/api/leads/franchise',
    {
      config: { rateLimit: publicLimit },
      schema: { operationId: 'applyForFranchise', summary: 'Apply for a franchise', ...form(franchiseBody, leadCreated), headers: idempotencyHeaders },
      preHandler: [checkedForm(franchiseBody), ...afterChecks('franchise')],
      onSend: repeatSafe.onSend,
    },
    async (req, reply) => {
      const values = formValues(req, franchiseBody);
      return reply.status(201).send(await leads.createFranchise(values, submission(req, values.locale)));
    },
  );

  // The order takes JSON, or multipart when a reference photo comes with it: multipart is read only here.
  await plain.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 30, parts: 40, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 50 },
    });
    const orders = scope.withTypeProvider<ZodTypeProvider>();
    orders.post(
      '/api/orders/:sessId',
      {
        // The path's session and the header are checked by the first preHandler: a malformed id is a 400,
        // another browser's cart a 404.
        schema: {
          operationId: 'placeOrder',
          summary: 'Order the cart’s contents',
          params: z.object({ sessId: z.string().meta(SESSION_ID_SCHEMA) }),
          headers: describedOnly(z.object({ [SESSION_HEADER.toLowerCase()]: z.string().meta(SESSION_ID_SCHEMA).optional(), ...idempotencyHeader })),
          ...form(orderBody, orderCreated),
          consumes: ['application/json', 'multipart/form-data'],
        },
        // The session, the header and the form are checked first; then the per-cart limit (the route's
        // own) and the per-address one count what is left.
        preHandler: [
          async (req) => {
            const sessId = req.params.sessId;
            if (!isSessionId(sessId)) throw badRequest('session id must be a lowercase UUID as made by crypto.randomUUID()');
            // Only the browser holding the cart may order it; anyone else is told there is no such cart.
            if (req.headers[SESSION_HEADER.toLowerCase()] !== sessId) throw notFound('Cart not found');
          },
          // A multipart order's fields become the body the form's checks read; its photo is checked here.
          async (req) => {
            if (!req.isMultipart()) return;
            const { body, photo } = await readOrderForm(req, app.services.media);
            req.body = body;
            if (photo) orderPhotos.set(req, photo);
          },
          checkedForm(orderBody),
          ...afterChecks('order'),
          ordersPerAddress,
        ],
        onSend: repeatSafe.onSend,
        config: {
          rateLimit: {
            max: 3,
            timeWindow: HOUR,
            groupId: 'orders',
            hook: 'preHandler',
            keyGenerator: (req: FastifyRequest) => String((req.params as { sessId?: string }).sessId ?? ''),
          },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        const values = formValues(req, orderBody);
        return reply.status(201).send(await leads.createOrder(req.params.sessId, values, submission(req, values.locale), new Date(), orderPhotos.get(req)));
      },
    );
  });

  app.get(
    '/api/admin/leads',
    { schema: { operationId: 'listLeads', summary: 'List the leads', querystring: leadListQuerySchema, response: { 200: leadList, ...errorAnswers } } },
    async (req) => leads.list(req.query),
  );

  app.get(
    '/api/admin/leads/summary',
    { schema: { operationId: 'getLeadSummary', summary: 'How many leads are new, and this week’s', response: { 200: leadSummary, ...errorAnswers } } },
    async () => leads.summary(),
  );

  // A file, not JSON: on the untyped instance, whose reply takes the CSV text.
  plain.get(
    '/api/admin/leads/export.csv',
    {
      schema: {
        operationId: 'exportLeads',
        summary: 'Download the leads as a spreadsheet',
        querystring: leadListQuerySchema.pick({ type: true, status: true, outsideArea: true }),
        response: { 200: fileAnswer('The leads as a spreadsheet (UTF-8 CSV)', 'text/csv'), ...errorAnswers },
      },
    },
    async (req: FastifyRequest<{ Querystring: Pick<LeadListQuery, 'type' | 'status' | 'outsideArea'> }>, reply) => {
      const csv = leadsCsv(await leads.exportRows(req.query));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${leadsFileName(req.query.type, indiaToday())}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/leads/:id',
    { schema: { operationId: 'getLead', summary: 'One lead with its history', params: idParams, response: { 200: leadDetail, ...errorAnswers } } },
    async (req) => leads.get(req.params.id),
  );

  // The customer's picture, for the owner only: private, never cached by a shared cache, never run.
  plain.get(
    '/api/admin/leads/:id/photo',
    {
      compress: false,
      schema: {
        operationId: 'getLeadPhoto',
        summary: 'An order’s reference photo',
        params: idParams,
        response: { 200: fileAnswer('The photo as stored (re-encoded, without metadata)', 'image/jpeg', 'image/png', 'image/webp'), ...errorAnswers },
      },
    },
    async (req: FastifyRequest<{ Params: z.output<typeof idParams> }>, reply) => sendImage(req, reply, await leads.photo(req.params.id), 'private, no-cache'),
  );

  // The body is checked here: anything but an object is said to be so before the patch's own messages.
  app.patch(
    '/api/admin/leads/:id',
    {
      schema: {
        operationId: 'updateLead',
        summary: 'Change a lead’s status or crew, or add a note',
        params: idParams,
        body: describedOnly(leadPatchSchema),
        response: { 200: doneAnswer(200, { lead: leadDetail }), ...errorAnswers },
      },
    },
    async (req) => {
      const { id } = req.params;
      if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw badRequest('Request body must be a JSON object');
      const patch = parseOr400(leadPatchSchema, req.body, 'body');
      const { admin } = currentAdmin(req);
      const lead = await leads.update(id, patch, { id: admin.id, username: admin.username });
      return { status: 200 as const, message: 'Lead updated', lead };
    },
  );

  app.post(
    '/api/admin/leads/:id/booking-key',
    {
      schema: {
        operationId: 'issueBookingKey',
        summary: 'Make a further link to an order’s booking page, and its WhatsApp confirmation',
        params: idParams,
        response: { 201: bookingKeyIssued, ...errorAnswers },
      },
    },
    async (req, reply) => {
      const { admin } = currentAdmin(req);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await leads.issueBookingKey(req.params.id, { id: admin.id, username: admin.username }));
    },
  );

  app.delete(
    '/api/admin/leads/:id',
    {
      schema: {
        operationId: 'deleteLead',
        summary: 'Delete a lead',
        params: idParams,
        response: { 200: doneAnswer(200, { id: z.number().int() }), ...errorAnswers },
      },
    },
    async (req) => {
      const { id } = req.params;
      await leads.remove(id);
      return { status: 200 as const, message: 'Lead deleted', id };
    },
  );

  // Housekeeping: mail alerts run while the server is up; old leads, spent rate-limit counters and
  // forms' keys past their day go.
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | undefined;
  const housekeeping = (what: 'retention' | 'counters') => {
    if (running) return;
    const db = app.services.db;
    running = (what === 'retention' ? leads.cleanupExpired() : Promise.all([deleteExpiredCounters(db), deleteExpiredKeys(db)]).then(() => 0))
      .then((n) => {
        if (what === 'retention' && n > 0) app.log.info({ removed: n }, 'leads past their retention removed');
      })
      .catch((err: unknown) => app.log.warn({ err }, `${what} clean-up failed`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    notify.start({ info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) });
    housekeeping('retention');
    timers = [setInterval(() => housekeeping('retention'), DAY), setInterval(() => housekeeping('counters'), HOUR)];
    for (const t of timers) t.unref();
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await running;
    await notify.stop();
  });
}
