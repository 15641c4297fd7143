// Validation of catalogue input (server side and loaders).
import { z } from 'zod';

/** A positive database id in a URL: digits only, within a 32-bit integer. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'is too large');

export const pageQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .optional(),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .optional(),
});
