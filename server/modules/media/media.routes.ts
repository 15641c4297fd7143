// GET /api/admin/uploads/product?filename= and GET /api/admin/uploads?filename=: the product and
// category images the pages show, public though under /api/admin/ (addresses kept as they are), plus
// optional w= and format= for the resized AVIF/WebP variants used in srcset.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_WIDTHS, VARIANT_FORMATS } from '../../../shared/constants.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http-errors.ts';
import { errorAnswers, fileAnswer } from '../../response-schema.ts';
import { type ImageKind, STORED_NAME, type StoredImage } from './media.service.ts';

const query = z.object({
  filename: z.string({ message: 'is required' }).max(200, 'is too long'),
  w: z.coerce
    .number()
    .int()
    .refine((n) => (IMAGE_WIDTHS as readonly number[]).includes(n), `must be one of ${IMAGE_WIDTHS.join(', ')}`)
    .optional(),
  format: z.enum(VARIANT_FORMATS, { message: `must be one of ${VARIANT_FORMATS.join(', ')}` }).optional(),
});

/** A stored picture as an answer: never run as a page, revalidated by its ETag; cached as `cacheControl` says. */
export function sendImage(req: FastifyRequest, reply: FastifyReply, img: StoredImage, cacheControl = 'public, max-age=31536000, immutable') {
  reply
    .header('Content-Type', img.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .header('ETag', img.etag)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  if (req.headers['if-none-match'] === img.etag) return reply.status(304).send();
  return reply.send(Buffer.from(img.bytes.buffer, img.bytes.byteOffset, img.bytes.byteLength));
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { media } = app.services;
  const handler = (kind: ImageKind) => async (req: FastifyRequest<{ Querystring: z.output<typeof query> }>, reply: FastifyReply) => {
    const q = req.query;
    if (!STORED_NAME.test(q.filename)) throw badRequest('filename is not a valid image name');
    if ((q.w === undefined) !== (q.format === undefined)) throw badRequest('w and format must be given together');
    const img = q.w !== undefined && q.format !== undefined ? await media.variant(q.filename, kind, q.w, q.format) : await media.get(q.filename, kind);
    if (!img) throw notFound('Image not found');
    return sendImage(req, reply, img);
  };
  // Pictures are compressed formats already: another pass would cost CPU and save nothing.
  const schema = {
    querystring: query,
    response: { 200: fileAnswer('The picture, or its resized variant', 'image/avif', 'image/webp', 'image/jpeg', 'image/png'), ...errorAnswers },
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/uploads/product',
    { compress: false, schema: { operationId: 'getProductPicture', summary: 'A product picture', ...schema } },
    handler('product'),
  );
  routes.get(
    '/api/admin/uploads',
    { compress: false, schema: { operationId: 'getCategoryPicture', summary: 'A category picture', ...schema } },
    handler('category'),
  );
}
