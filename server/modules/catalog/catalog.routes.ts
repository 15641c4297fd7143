// Public catalogue API of spec section 7.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, pageQuery } from '../../../shared/catalog-schemas.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors.ts';
import { categoryListResponse, productListResponse, productResponse } from './catalog.schemas.ts';
import { catalogueAnswers } from '../page-cache/answer-cache.ts';
import { categoryKey } from '../../../shared/text.ts';

const categoryParam = z.string().trim().min(1, 'must not be empty').max(100, 'is too long');

export async function catalogRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { catalog } = app.services;
  // Served from memory, built once per catalogue version; keys are the validated, normalised inputs.
  const answer = catalogueAnswers(app);

  app.get('/api/home/products', { schema: { querystring: pageQuery, ...productListResponse } }, async (req, reply) => {
    const q = req.query;
    return answer(req, reply, `products:${q.limit ?? ''}:${q.offset ?? ''}`, () => catalog.listProducts({ limit: q.limit, offset: q.offset }));
  });

  app.get(
    '/api/home/products/category/:category',
    { schema: { params: z.object({ category: categoryParam }), ...productListResponse } },
    async (req, reply) => {
      const { category } = req.params;
      return answer(req, reply, `category:${categoryKey(category)}`, () => catalog.productsByCategory(category));
    },
  );

  app.get('/api/home/product/:id', { schema: { params: z.object({ id: idParam }), ...productResponse } }, async (req, reply) => {
    const { id } = req.params;
    return answer(req, reply, `product:${id}`, async () => {
      const product = await catalog.getProduct(id);
      if (!product) throw notFound(`Product ${id} not found`);
      return product;
    });
  });

  app.get('/api/home/categories', { schema: categoryListResponse }, async (req, reply) => answer(req, reply, 'categories', () => catalog.listCategories(true)));
}
