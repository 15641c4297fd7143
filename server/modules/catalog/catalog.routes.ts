// Public catalogue API of spec section 7.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, pageQuery } from '../../../shared/catalog-schemas.ts';
import { notFound, parseOr400 } from '../../http-errors.ts';
import { categoryListResponse, productListResponse, productResponse } from './catalog.schemas.ts';

const categoryParam = z.string().trim().min(1, 'must not be empty').max(100, 'is too long');

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.services;

  app.get('/api/home/products', { schema: productListResponse }, async (req) => {
    const q = parseOr400(pageQuery, req.query, 'query');
    return catalog.listProducts({ limit: q.limit, offset: q.offset });
  });

  app.get<{ Params: { category: string } }>('/api/home/products/category/:category', { schema: productListResponse }, async (req) => {
    const category = parseOr400(categoryParam, req.params.category, 'category');
    return catalog.productsByCategory(category);
  });

  app.get<{ Params: { id: string } }>('/api/home/product/:id', { schema: productResponse }, async (req) => {
    const id = parseOr400(idParam, req.params.id, 'id');
    const product = await catalog.getProduct(id);
    if (!product) throw notFound(`Product ${id} not found`);
    return product;
  });

  app.get('/api/home/categories', { schema: categoryListResponse }, async () => catalog.listCategories(true));
}
