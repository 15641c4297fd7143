// The public shapes of spec section 3, shared by the API and the pages.
import { z } from 'zod';

export interface Product {
  id: number;
  title: string;
  description: string;
  /** The category's menu slug (e.g. "latex"). */
  category: string;
  price: number;
  stock: number;
  /** Stored image file name; fetch it from /api/admin/uploads/product?filename=. */
  image: string | null;
  occassion: string;
  color: string;
  material: string;
  brand: string;
  netquantity: string;
  about1: string | null;
  about2: string | null;
  about3: string | null;
  about4: string | null;
  about5: string | null;
  about6: string | null;
  about7: string | null;
  about8: string | null;
  about9: string | null;
  about10: string | null;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  menuGroup: string;
  menuSubgroup: string | null;
  sortOrder: number;
  imageName: string | null;
  isActive: boolean;
}

export function aboutLines(p: Product): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const v = p[`about${i}` as keyof Product];
    if (typeof v === 'string' && v.trim() !== '') out.push(v);
  }
  return out;
}

/** A positive database id in a URL: digits only, within a 32-bit integer. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'is too large');

export const pageQuery = z.object({
  limit: z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(500, 'limit must be at most 500').optional(),
  offset: z.coerce.number({ message: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').max(1_000_000, 'offset is too large').optional(),
});

export function productImageUrl(filename: string): string {
  return `/api/admin/uploads/product?filename=${encodeURIComponent(filename)}`;
}
export function categoryImageUrl(filename: string): string {
  return `/api/admin/uploads?filename=${encodeURIComponent(filename)}`;
}
