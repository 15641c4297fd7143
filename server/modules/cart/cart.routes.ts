// Cart API of spec section 7 (issue 4).
//  GET    /api/cart/getcart/{sessId}                       -> {items[], totalQuantity, total}
//  POST   /api/cart/add/{sessId}?id=&quantity=              -> {status, message, item, totalQuantity}
//  PUT    /api/cart/updateCartItemQuantity/{itemId}?quantity= -> {status, message, item, totalQuantity}
//  DELETE /api/cart/deleteitem/{itemId}                      -> {status, message, id, totalQuantity}
// Every call carries the session id in the X-Session-Id header. For getcart and add it must equal the
// path's {sessId} (else 400). For update and delete it names the cart the line must belong to: no
// header, another cart's line or a missing line all get the same 404 and change nothing.
// A session id is a lowercase version-4 UUID (crypto.randomUUID()); anything else is a 400.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUANTITY_MESSAGE, QUANTITY_RE, SESSION_HEADER, isSessionId } from '../../../shared/cart.ts';
import { badRequest } from '../../http-errors.ts';
import { cartViewResponse, deleteAnswerResponse, lineAnswerResponse } from './cart.schemas.ts';

/** How often expired carts are looked for. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const SESSION_MESSAGE = 'session id must be a lowercase UUID as made by crypto.randomUUID()';

function sessionFromPath(value: string): string {
  if (!isSessionId(value)) throw badRequest(SESSION_MESSAGE);
  return value;
}

/** The X-Session-Id header: undefined when absent; 400 when malformed or repeated. */
function sessionFromHeader(req: FastifyRequest): string | undefined {
  const h = req.headers[SESSION_HEADER.toLowerCase()];
  if (h === undefined) return undefined;
  if (!isSessionId(h)) throw badRequest(`${SESSION_HEADER} header: ${SESSION_MESSAGE}`);
  return h;
}

/** For getcart and add: the header must be sent and name the same session as the path. */
function sameSession(req: FastifyRequest, pathValue: string): string {
  const fromPath = sessionFromPath(pathValue);
  if (sessionFromHeader(req) !== fromPath) throw badRequest(`${SESSION_HEADER} header must be sent and equal the session id in the path`);
  return fromPath;
}

function positiveId(value: unknown, name: string): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw badRequest(`${name} must be a positive whole number`);
  return Number(value);
}

function quantityOf(value: unknown): number {
  if (typeof value !== 'string' || !QUANTITY_RE.test(value)) throw badRequest(QUANTITY_MESSAGE);
  return Number(value);
}

type Query = Record<string, unknown>;

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart } = app.services;

  // A cart is one visitor's: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get<{ Params: { sessId: string } }>('/api/cart/getcart/:sessId', { schema: cartViewResponse }, async (req) => {
    return cart.getCart(sameSession(req, req.params.sessId));
  });

  app.post<{ Params: { sessId: string }; Querystring: Query }>('/api/cart/add/:sessId', { schema: lineAnswerResponse }, async (req) => {
    const sessionId = sameSession(req, req.params.sessId);
    const productId = positiveId(req.query.id, 'id');
    const quantity = quantityOf(req.query.quantity);
    return cart.add(sessionId, productId, quantity);
  });

  app.put<{ Params: { itemId: string }; Querystring: Query }>('/api/cart/updateCartItemQuantity/:itemId', { schema: lineAnswerResponse }, async (req) => {
    const itemId = positiveId(req.params.itemId, 'itemId');
    const quantity = quantityOf(req.query.quantity);
    return cart.updateQuantity(sessionFromHeader(req), itemId, quantity);
  });

  app.delete<{ Params: { itemId: string } }>('/api/cart/deleteitem/:itemId', { schema: deleteAnswerResponse }, async (req) => {
    const itemId = positiveId(req.params.itemId, 'itemId');
    return cart.deleteItem(sessionFromHeader(req), itemId);
  });

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
