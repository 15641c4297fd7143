// The admin catalogue API of spec section 7 (issue 5). Every route here is under /api/admin/ and so
// behind the application-wide guard of auth.routes.ts; handlers still ask for the session.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryImageUrl, productImageUrl } from '../../../shared/catalog.ts';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { type AdminCategory, CATEGORY_FORM_FIELDS, categoryForm, categoryShape } from '../../../shared/category.ts';
import { type AdminProduct, PRODUCT_FORM_FIELDS, productForm, productShape } from '../../../shared/product.ts';
import { HttpError, badRequest } from '../../http-errors.ts';
import { type Assert, type Same, doneAnswer, errorAnswers } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import type { Upload } from './admin.service.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/** The multipart fields the admin forms send, as the product and category definitions list them. */
const PRODUCT_FIELDS: readonly string[] = PRODUCT_FORM_FIELDS;
const CATEGORY_FIELDS: readonly string[] = CATEGORY_FORM_FIELDS;

interface Form {
  fields: Record<string, string>;
  upload: Upload | undefined;
}

/**
 * Reads a multipart form: known text fields, and at most one file in `fileField` (5 MB). An empty
 * file part (a file input left empty) means no file. Unknown text fields are ignored; a file in
 * any other field is refused. The client's file name is never used.
 */
async function readForm(req: FastifyRequest, fileField: string, known: readonly string[]): Promise<Form> {
  if (!req.isMultipart()) throw new HttpError(415, 'Request must be multipart/form-data');
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let upload: Upload | undefined;
  let problem: HttpError | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || upload || problem) {
          // Drain it so the request can be answered cleanly, then refuse.
          part.file.resume();
          problem ??= badRequest(
            part.fieldname !== fileField ? `${part.fieldname} is not an accepted file field (use ${fileField})` : `only one ${fileField} file is accepted`,
          );
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) upload = { bytes, field: fileField };
      } else {
        if (typeof part.value !== 'string') {
          problem ??= badRequest(`${part.fieldname} must be text`);
          continue;
        }
        if (part.valueTruncated) {
          problem ??= new HttpError(413, `${part.fieldname} is too long`);
          continue;
        }
        if (known.includes(part.fieldname) && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `${fileField} must be at most 5 MB`);
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('A field name is not allowed');
    if (err instanceof HttpError || (statusCode !== undefined && statusCode >= 400 && statusCode < 500)) throw err;
    // Nothing in this loop touches the database: anything else is the parser refusing the body
    // (no boundary, a body cut short).
    throw badRequest('Request body is not valid multipart/form-data');
  }
  if (problem) throw problem;
  return { fields, upload };
}

const listQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  category: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  limit: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500').optional(),
  offset: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(1_000_000, 'is too large').optional(),
});

const adminProduct = productShape.extend({ categoryName: z.string(), categoryActive: z.boolean() });
export type AdminProductShape = Assert<Same<z.infer<typeof adminProduct>, { [K in keyof AdminProduct]: AdminProduct[K] }>>;
const adminCategory = categoryShape.extend({ productCount: z.number().int() });
export type AdminCategoryShape = Assert<Same<z.infer<typeof adminCategory>, { [K in keyof AdminCategory]: AdminCategory[K] }>>;

const idParams = z.object({ id: idParam });
const picture = z.string().meta({ format: 'binary', description: 'A picture (JPEG, PNG, WebP or GIF), at most 5 MB' });
/**
 * The forms are multipart, read as a stream by readForm and checked by the service (its messages name
 * each field): the route schema describes them only.
 */
const multipartForm = (form: z.ZodObject, fileField: string) => ({
  consumes: ['multipart/form-data'],
  body: describedOnly(form.extend({ [fileField]: picture.optional() })),
});
const saved = (status: 200 | 201) => ({ [status]: doneAnswer(status, { id: z.number().int(), imagePath: z.string().nullable() }), ...errorAnswers });
const deleted = { params: idParams, response: { 200: doneAnswer(200, {}), ...errorAnswers } };

export async function adminRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { admin, catalog } = app.services;

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 40, parts: 50, fieldSize: MAX_FIELD_BYTES, fieldNameSize: 100, headerPairs: 50 },
  });

  // ---- products ----
  app.get(
    '/api/admin/viewproduct',
    {
      schema: {
        querystring: listQuery,
        response: { 200: z.array(adminProduct), ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      const q = req.query;
      let categoryId: number | undefined;
      if (q.category) {
        const cat = await catalog.findCategory(q.category);
        if (!cat) throw badRequest(`category "${q.category}" is not a known category`);
        categoryId = cat.id;
      }
      const { items, total } = await admin.searchProducts({ q: q.q, categoryId, limit: q.limit, offset: q.offset });
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.post('/api/admin/saveProduct', { schema: { ...multipartForm(productForm, 'imgName'), response: saved(201) } }, async (req, reply) => {
    currentAdmin(req);
    const form = await readForm(req, 'imgName', PRODUCT_FIELDS);
    const saved = await admin.createProduct(form.fields, form.upload);
    reply.status(201);
    return { status: 201 as const, message: 'Product saved successfully', id: saved.id, imagePath: saved.image ? productImageUrl(saved.image) : null };
  });

  app.put('/api/admin/updateProduct/:id', { schema: { params: idParams, ...multipartForm(productForm, 'imgName'), response: saved(200) } }, async (req) => {
    currentAdmin(req);
    const productId = req.params.id;
    const form = await readForm(req, 'imgName', PRODUCT_FIELDS);
    const saved = await admin.updateProduct(productId, form.fields, form.upload);
    return { status: 200 as const, message: 'Product updated successfully', id: saved.id, imagePath: saved.image ? productImageUrl(saved.image) : null };
  });

  app.delete('/api/admin/deleteProduct/:id', { schema: deleted }, async (req) => {
    currentAdmin(req);
    const gone = await admin.deleteProduct(req.params.id);
    return { status: 200 as const, message: `Product "${gone.title}" deleted` };
  });

  // ---- categories ----
  app.get('/api/admin/category', { schema: { response: { 200: z.array(adminCategory), ...errorAnswers } } }, async (req) => {
    currentAdmin(req);
    return admin.listCategories();
  });

  app.post('/api/admin/saveCategory', { schema: { ...multipartForm(categoryForm, 'file'), response: saved(201) } }, async (req, reply) => {
    currentAdmin(req);
    const form = await readForm(req, 'file', CATEGORY_FIELDS);
    const saved = await admin.createCategory(form.fields, form.upload);
    reply.status(201);
    return { status: 201 as const, message: 'Category saved successfully', id: saved.id, imagePath: saved.image ? categoryImageUrl(saved.image) : null };
  });

  app.put('/api/admin/updateCategory/:id', { schema: { params: idParams, ...multipartForm(categoryForm, 'file'), response: saved(200) } }, async (req) => {
    currentAdmin(req);
    const categoryId = req.params.id;
    const form = await readForm(req, 'file', CATEGORY_FIELDS);
    const saved = await admin.updateCategory(categoryId, form.fields, form.upload);
    return { status: 200 as const, message: 'Category updated successfully', id: saved.id, imagePath: saved.image ? categoryImageUrl(saved.image) : null };
  });

  app.delete('/api/admin/deleteCategory/:id', { schema: deleted }, async (req) => {
    currentAdmin(req);
    const gone = await admin.deleteCategory(req.params.id);
    return { status: 200 as const, message: `Category "${gone.name}" deleted` };
  });
}
