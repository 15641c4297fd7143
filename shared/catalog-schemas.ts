// Validation of catalogue input (server side and loaders).
import { z } from 'zod';

/** A positive database id as written in a URL: digits without a leading zero. */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;
/** The largest id: a 32-bit integer column. */
export const MAX_ID = 2_147_483_647;

/** A positive database id in a URL: digits only, within a 32-bit integer. */
export const idParam = z
  .string()
  .regex(ID_DIGITS, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n <= MAX_ID, 'is too large');

/** The bounds of a list window (`?limit=&offset=`). */
export const PAGE_BOUNDS = { limit: { min: 1, max: 500 }, offset: { min: 0, max: 1_000_000 } } as const;

export const pageQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(PAGE_BOUNDS.limit.min, `limit must be at least ${PAGE_BOUNDS.limit.min}`)
    .max(PAGE_BOUNDS.limit.max, `limit must be at most ${PAGE_BOUNDS.limit.max}`)
    .optional(),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(PAGE_BOUNDS.offset.min, `offset must be ${PAGE_BOUNDS.offset.min} or more`)
    .max(PAGE_BOUNDS.offset.max, 'offset is too large')
    .optional(),
});
