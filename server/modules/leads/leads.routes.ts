// Leads API.
//  POST   /api/leads/enquiry            {name, phone, enquiryabout, eventDate?, pincode?}  -> 201 {status, message, id, reference}
//  POST   /api/leads/franchise          {name, email, phone, address, area, businessbudget} -> 201 {status, message, id, reference}
//  POST   /api/orders/{sessId}          {name, phone, eventDate, pincode, address?, notes?} -> 201 {…, total, whatsappUrl}
//  GET    /api/admin/leads?type=&status=&q=&limit=&offset=                             -> {total, items}
//  GET    /api/admin/leads/summary                                                        -> {new, weekly}
//  GET    /api/admin/leads/export.csv?type=&status=                                       -> text/csv
//  GET    /api/admin/leads/{id}, PATCH {status?, note?, lostReason?}, DELETE
// A refused submission is a 400 with the first message, the field it belongs to, and every field's
// message, so the form can show each under its field. The admin routes sit behind the admin guard.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SESSION_HEADER, isSessionId } from '../../../shared/cart.ts';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { indiaToday, enquiryLeadSchema, franchiseLeadSchema, leadListQuerySchema, leadPatchSchema, orderRequestSchema } from '../../../shared/leads.ts';
import { validateForm } from '../../../shared/forms.ts';
import { badRequest, notFound, parseOr400 } from '../../http-errors.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { deleteExpiredCounters } from '../../plugins/rate-limit.ts';
import { leadsCsv } from './leads.csv.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

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
    return `${u.pathname}${u.search}`.slice(0, 200);
  } catch {
    return null;
  }
}

export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  const { leads, notify } = app.services;

  const publicLimit = { max: 5, timeWindow: TEN_MINUTES, groupId: 'public-leads', keyGenerator: (req: FastifyRequest) => req.ip };

  app.post('/api/leads/enquiry', { config: { rateLimit: publicLimit } }, async (req, reply) => {
    const values = validBody(enquiryLeadSchema, req.body, reply);
    if (!values) return reply;
    return reply.status(201).send(await leads.createEnquiry(values, { sourcePage: sourcePage(req) }));
  });

  app.post('/api/leads/franchise', { config: { rateLimit: publicLimit } }, async (req, reply) => {
    const values = validBody(franchiseLeadSchema, req.body, reply);
    if (!values) return reply;
    return reply.status(201).send(await leads.createFranchise(values, { sourcePage: sourcePage(req) }));
  });

  app.post<{ Params: { sessId: string } }>(
    '/api/orders/:sessId',
    {
      config: {
        rateLimit: {
          max: 3,
          timeWindow: HOUR,
          groupId: 'orders',
          // Per cart: a malformed id is refused below before anything is counted against a real cart.
          keyGenerator: (req: FastifyRequest) => String((req.params as { sessId?: string }).sessId ?? ''),
        },
      },
    },
    async (req, reply) => {
      const sessId = req.params.sessId;
      if (!isSessionId(sessId)) throw badRequest('session id must be a lowercase UUID as made by crypto.randomUUID()');
      // Only the browser holding the cart may order it; anyone else is told there is no such cart.
      if (req.headers[SESSION_HEADER.toLowerCase()] !== sessId) throw notFound('Cart not found');
      const values = validBody(orderRequestSchema, req.body, reply);
      if (!values) return reply;
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await leads.createOrder(sessId, values, { sourcePage: sourcePage(req) }));
    },
  );

  app.get('/api/admin/leads', async (req) => leads.list(parseOr400(leadListQuerySchema, req.query, 'query')));

  app.get('/api/admin/leads/summary', async () => leads.summary());

  app.get('/api/admin/leads/export.csv', async (req, reply) => {
    const q = parseOr400(leadListQuerySchema.pick({ type: true, status: true }), req.query, 'query');
    const csv = leadsCsv(await leads.exportRows(q));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="gubbara-leads-${indiaToday()}.csv"`)
      .send(csv);
  });

  app.get<{ Params: { id: string } }>('/api/admin/leads/:id', async (req) => leads.get(parseOr400(idParam, req.params.id, 'id')));

  app.patch<{ Params: { id: string } }>('/api/admin/leads/:id', async (req) => {
    const id = parseOr400(idParam, req.params.id, 'id');
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw badRequest('Request body must be a JSON object');
    const patch = parseOr400(leadPatchSchema, req.body, 'body');
    const { admin } = currentAdmin(req);
    const lead = await leads.update(id, patch, { id: admin.id, username: admin.username });
    return { status: 200, message: 'Lead updated', lead };
  });

  app.delete<{ Params: { id: string } }>('/api/admin/leads/:id', async (req) => {
    const id = parseOr400(idParam, req.params.id, 'id');
    await leads.remove(id);
    return { status: 200, message: 'Lead deleted', id };
  });

  // Housekeeping: mail alerts run while the server is up; old leads and spent rate-limit counters go.
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> | undefined;
  const housekeeping = (what: 'retention' | 'counters') => {
    if (running) return;
    running = (what === 'retention' ? leads.cleanupExpired() : deleteExpiredCounters(app.services.db))
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
