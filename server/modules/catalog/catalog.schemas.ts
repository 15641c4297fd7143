// The public catalogue answers, as response schemas for catalog.routes.ts: the shapes the product and
// category definitions give (shared/product.ts, shared/category.ts).
import { z } from 'zod';
import { categoryShape } from '../../../shared/category.ts';
import { productShape } from '../../../shared/product.ts';
import { errorAnswers } from '../../response-schema.ts';

export const productResponse = { response: { 200: productShape, ...errorAnswers } };
export const productListResponse = { response: { 200: z.array(productShape), ...errorAnswers } };
export const categoryListResponse = { response: { 200: z.array(categoryShape), ...errorAnswers } };
