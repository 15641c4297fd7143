// The anonymous cart's API: its paths and answer shapes are fixed; add to them, never change them.
//  GET    /api/cart/getcart/{sessId}                       -> {items[], totalQuantity, total}
//  POST   /api/cart/add/{sessId}?id=&quantity=              -> {status, message, item, totalQuantity}
//  PUT    /api/cart/updateCartItemQuantity/{itemId}?quantity= -> {status, message, item, totalQuantity}
//  DELETE /api/cart/deleteitem/{itemId}                      -> {status, message, id, totalQuantity}
//  POST   /api/cart/session                                 -> {sessId}  (and the gubbara_cart cookie)
// Every call carries the session id in the X-Session-Id header. For getcart and add it must equal the
// path's {sessId} (else 400). For update and delete it names the cart the line must belong to: no
// header, another cart's line or a missing line all get the same 404 and change nothing.
// The session call (ours, beside the spec's) is made once the scripts run: the cart cookie a visitor got
// from a form post before them (or without them) and the scripts' sessId become one cart, the scripts'
// (the cookie's lines are moved into it), and the cookie is set to it. Its header is optional: without
// one the answer is the cookie's session, or a new one.
// A session id is a lowercase version-4 UUID (crypto.randomUUID()); anything else is a 400.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUANTITY_MESSAGE, QUANTITY_RE, SESSION_HEADER, SESSION_ID_SCHEMA, cartSessionFromCookie, isSessionId } from '../../../shared/cart.ts';
import { badRequest, sentence } from '../../http-errors.ts';
import { cartViewResponse, deleteAnswerResponse, lineAnswerResponse, sessionAnswerResponse } from './cart.schemas.ts';

/** How often expired carts are looked for. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const SESSION_MESSAGE = 'session id must be a lowercase UUID as made by crypto.randomUUID()';

const sessionId = z.custom<string>(isSessionId, sentence(SESSION_MESSAGE)).meta(SESSION_ID_SCHEMA);
const sessionParams = z.object({ sessId: sessionId });
/** Sent by every cart call; checked here, compared with the path or the line's cart in the handlers. */
const sessionHeader = z.object({
  [SESSION_HEADER.toLowerCase()]: z
    .custom<string>(isSessionId, sentence(`${SESSION_HEADER} header: ${SESSION_MESSAGE}`))
    .meta(SESSION_ID_SCHEMA)
    .optional(),
});

const POSITIVE_MESSAGE = 'must be a positive whole number';
const positiveId = z
  .string({ error: POSITIVE_MESSAGE })
  .regex(/^[1-9]\d{0,9}$/, POSITIVE_MESSAGE)
  .refine((v) => Number(v) <= 2_147_483_647, POSITIVE_MESSAGE)
  .transform(Number);
const quantity = z.string({ error: QUANTITY_MESSAGE }).regex(QUANTITY_RE, QUANTITY_MESSAGE).transform(Number);
const itemParams = z.object({ itemId: positiveId });

/** The X-Session-Id header, already checked by the route schema: undefined when absent. */
function sessionFromHeader(req: FastifyRequest): string | undefined {
  return req.headers[SESSION_HEADER.toLowerCase()] as string | undefined;
}

/** For getcart and add: the header must be sent and name the same session as the path. */
function sameSession(req: FastifyRequest, fromPath: string): string {
  if (sessionFromHeader(req) !== fromPath) throw badRequest(`${SESSION_HEADER} header must be sent and equal the session id in the path`);
  return fromPath;
}

export async function cartRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { cart } = app.services;

  // A cart is one visitor's: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/cart/getcart/:sessId',
    { schema: { operationId: 'getCart', summary: 'The visitor’s cart', params: sessionParams, headers: sessionHeader, ...cartViewResponse } },
    async (req) => {
      return cart.getCart(sameSession(req, req.params.sessId));
    },
  );

  app.post(
    '/api/cart/add/:sessId',
    {
      schema: {
        operationId: 'addToCart',
        summary: 'Add a product to the cart',
        params: sessionParams,
        querystring: z.object({ id: positiveId, quantity }),
        headers: sessionHeader,
        ...lineAnswerResponse,
      },
    },
    async (req) => cart.add(sameSession(req, req.params.sessId), req.query.id, req.query.quantity),
  );

  app.put(
    '/api/cart/updateCartItemQuantity/:itemId',
    {
      schema: {
        operationId: 'updateCartItemQuantity',
        summary: 'Change a cart line’s quantity',
        params: itemParams,
        querystring: z.object({ quantity }),
        headers: sessionHeader,
        ...lineAnswerResponse,
      },
    },
    async (req) => cart.updateQuantity(sessionFromHeader(req), req.params.itemId, req.query.quantity),
  );

  app.delete(
    '/api/cart/deleteitem/:itemId',
    { schema: { operationId: 'deleteCartItem', summary: 'Remove a line from the cart', params: itemParams, headers: sessionHeader, ...deleteAnswerResponse } },
    async (req) => cart.deleteItem(sessionFromHeader(req), req.params.itemId),
  );

  app.post(
    '/api/cart/session',
    {
      schema: {
        operationId: 'cartSession',
        summary: 'Make the cart cookie and the scripts’ session one cart',
        headers: sessionHeader,
        ...sessionAnswerResponse,
      },
    },
    async (req, reply) => {
      const sessId = await cart.reconcile(sessionFromHeader(req), cartSessionFromCookie(req.headers.cookie));
      reply.header('set-cookie', cart.cookie(sessId));
      return { sessId };
    },
  );

  // Housekeeping: carts untouched for CART_TTL_DAYS go, at start and then hourly.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const cleanup = () => {
    if (running) return;
    running = cart
      .cleanupExpired()
      .then((n) => {
        if (n > 0) app.log.info({ removed: n }, 'expired carts removed');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'cart clean-up failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    cleanup();
    timer = setInterval(cleanup, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
