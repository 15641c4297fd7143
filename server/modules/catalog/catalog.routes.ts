// The public catalogue API: the paths and answer shapes the storefront's clients rely on, kept as they are.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ID_DIGITS, MAX_ID, PAGE_BOUNDS, idParam, pageQuery } from '../../../shared/catalog-schemas.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors.ts';
import { categoryListResponse, productListResponse, productResponse } from './catalog.schemas.ts';
import { catalogueAnswers } from '../page-cache/answer-cache.ts';
import type { ResponseCache } from '../page-cache/response-cache.ts';
import { categoryKey } from '../../../shared/text.ts';

const categoryParam = z.string().trim().min(1, 'must not be empty').max(100, 'is too long');

/**
 * The answer cache's key of each call, from its validated input: one key per distinct answer. A list
 * with a limit starts at offset 0 when none is given, and the whole list is the same from offset 0.
 */
const answerKeys = {
  products: (limit: number | undefined, offset: number | undefined) => `products:${limit ?? 'all'}:${offset ?? 0}`,
  category: (category: string) => `category:${categoryKey(category)}`,
  product: (id: number) => `product:${id}`,
  categories: 'categories',
};

const PRODUCT_PATH = '/api/home/product/';
const CATEGORY_PATH = '/api/home/products/category/';
/** A category as a plain path segment: what Fastify would hand the route unchanged (no escapes). */
const PLAIN_SEGMENT = /^[\w.~-]+$/;
/** `limit=` or `offset=` with digits: the only query the fast path reads (anything else goes to the route). */
const PAGE_PARAM = /^(limit|offset)=(\d{1,7})$/;

/** The id of a plain `/api/home/product/:id`, by idParam's rule (without zod: this runs for every repeat). */
function plainId(segment: string): number | undefined {
  if (!ID_DIGITS.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_ID ? id : undefined;
}

/** `limit` and `offset` of a query of digits only, at most one each, within pageQuery's bounds. */
function plainWindow(query: string): { limit?: number; offset?: number } | undefined {
  const window: { limit?: number; offset?: number } = {};
  for (const part of query.split('&')) {
    const m = PAGE_PARAM.exec(part);
    if (!m) return undefined;
    const name = m[1] as 'limit' | 'offset';
    const n = Number(m[2]);
    if (window[name] !== undefined || n < PAGE_BOUNDS[name].min || n > PAGE_BOUNDS[name].max) return undefined;
    window[name] = n;
  }
  return window;
}

/**
 * The answer cache's key for a GET of a public catalogue call, read from the URL as sent, so that a
 * repeat is answered before validation (modules/page-cache/fast-path.ts). Only the plain forms are read,
 * with the routes' own rules: `/api/home/product/7` (any query, which that call ignores),
 * `/api/home/products` with at most one `limit` and one `offset` of digits, a category as a plain
 * segment, `/api/home/categories`. Anything else (a bad id, percent-escapes, an unknown parameter) is
 * undefined and goes through the route, which validates it (a 400 in our shape) and keys what it keeps
 * by the normalised input, so junk cannot multiply entries.
 */
export function catalogueAnswerKey(url: string): string | undefined {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path.startsWith(PRODUCT_PATH)) {
    const id = plainId(path.slice(PRODUCT_PATH.length));
    return id === undefined ? undefined : answerKeys.product(id);
  }
  if (path.startsWith(CATEGORY_PATH)) {
    const segment = path.slice(CATEGORY_PATH.length);
    const category = PLAIN_SEGMENT.test(segment) ? categoryParam.safeParse(segment) : undefined;
    return category?.success ? answerKeys.category(category.data) : undefined;
  }
  if (path === '/api/home/categories') return answerKeys.categories;
  if (path !== '/api/home/products') return undefined;
  const window = q === -1 ? {} : plainWindow(url.slice(q + 1));
  return window && answerKeys.products(window.limit, window.offset);
}

export async function catalogRoutes(plain: FastifyInstance, opts: { answers: ResponseCache }): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { catalog } = app.services;
  // Served from memory, built once per catalogue version; keys are the validated, normalised inputs.
  const answer = catalogueAnswers(opts.answers);

  app.get(
    '/api/home/products',
    { schema: { operationId: 'listProducts', summary: 'A page of the active products', querystring: pageQuery, ...productListResponse } },
    async (req, reply) => {
      const q = req.query;
      return answer(req, reply, answerKeys.products(q.limit, q.offset), () => catalog.listProducts({ limit: q.limit, offset: q.offset }));
    },
  );

  app.get(
    '/api/home/products/category/:category',
    {
      schema: {
        operationId: 'listCategoryProducts',
        summary: 'The active products of a category',
        params: z.object({ category: categoryParam }),
        ...productListResponse,
      },
    },
    async (req, reply) => {
      const { category } = req.params;
      // An empty list is what every unknown name gets: not kept, or junk names would fill the cache.
      return answer(
        req,
        reply,
        answerKeys.category(category),
        () => catalog.productsByCategory(category),
        (products) => products.length > 0,
      );
    },
  );

  app.get(
    '/api/home/product/:id',
    { schema: { operationId: 'getProduct', summary: 'One product', params: z.object({ id: idParam }), ...productResponse } },
    async (req, reply) => {
      const { id } = req.params;
      return answer(req, reply, answerKeys.product(id), async () => {
        const product = await catalog.getProduct(id);
        if (!product) throw notFound(`Product ${id} not found`);
        return product;
      });
    },
  );

  app.get('/api/home/categories', { schema: { operationId: 'listCategories', summary: 'The categories', ...categoryListResponse } }, async (req, reply) =>
    answer(req, reply, answerKeys.categories, () => catalog.listCategories(true)),
  );
}
