// Public catalogue API of spec section 7.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, pageQuery } from '../../../shared/catalog-schemas.ts';
import { notFound, parseOr400 } from '../../http-errors.ts';
import { categoryListResponse, productListResponse, productResponse } from './catalog.schemas.ts';
import { catalogueAnswers } from '../page-cache/answer-cache.ts';
import { categoryKey } from '../../../shared/text.ts';

const categoryParam = z.string().trim().min(1, 'must not be empty').max(100, 'is too long');

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.services;
  // Served from memory, built once per catalogue version; keys are the validated, normalised inputs.
  const answer = catalogueAnswers(app);

  app.get('/api/home/products', { schema: productListResponse }, async (req, reply) => {
    const q = parseOr400(pageQuery, req.query, 'query');
    return answer(req, reply, `products:${q.limit ?? ''}:${q.offset ?? ''}`, () => catalog.listProducts({ limit: q.limit, offset: q.offset }));
  });

  app.get<{ Params: { category: string } }>('/api/home/products/category/:category', { schema: productListResponse }, async (req, reply) => {
    const category = parseOr400(categoryParam, req.params.category, 'category');
    return answer(req, reply, `category:${categoryKey(category)}`, () => catalog.productsByCategory(category));
  });

  app.get<{ Params: { id: string } }>('/api/home/product/:id', { schema: productResponse }, async (req, reply) => {
    const id = parseOr400(idParam, req.params.id, 'id');
    return answer(req, reply, `product:${id}`, async () => {
      const product = await catalog.getProduct(id);
      if (!product) throw notFound(`Product ${id} not found`);
      return product;
    });
  });

  app.get('/api/home/categories', { schema: categoryListResponse }, async (req, reply) => answer(req, reply, 'categories', () => catalog.listCategories(true)));
}
