// The public catalogue answers (shared/catalog.ts), as response schemas for catalog.routes.ts.
import { z } from 'zod';
import type { Category, Product } from '../../../shared/catalog.ts';
import { type Assert, type Same, errorAnswers } from '../../response-schema.ts';

type AboutKey = `about${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;
const aboutLines = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`about${i + 1}`, z.string().nullable()])) as Record<
  AboutKey,
  z.ZodNullable<z.ZodString>
>;

export const productShape = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  image: z.string().nullable(),
  occassion: z.string(),
  color: z.string(),
  material: z.string(),
  brand: z.string(),
  netquantity: z.string(),
  ...aboutLines,
});
export type ProductShapeIsProduct = Assert<Same<z.infer<typeof productShape>, Product>>;

export const categoryShape = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  menuGroup: z.string(),
  menuSubgroup: z.string().nullable(),
  sortOrder: z.number().int(),
  imageName: z.string().nullable(),
  isActive: z.boolean(),
});
export type CategoryShapeIsCategory = Assert<Same<z.infer<typeof categoryShape>, Category>>;

export const productResponse = { response: { 200: productShape, ...errorAnswers } };
export const productListResponse = { response: { 200: z.array(productShape), ...errorAnswers } };
export const categoryListResponse = { response: { 200: z.array(categoryShape), ...errorAnswers } };
