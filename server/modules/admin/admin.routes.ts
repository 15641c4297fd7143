// The admin catalogue API, its paths and answer shapes kept as the admin pages know them. Every route
// here is under /api/admin/ and so behind the application-wide guard of auth.routes.ts; handlers still
// ask for the session.
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
import type { SaveResult, Upload } from './admin.service.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

export interface Form {
  fields: Record<string, string>;
  upload: Upload | undefined;
}

/**
 * Reads a multipart form: known text fields, and at most one file in `fileField` (5 MB unless the
 * route's multipart limit and `maxBytes` say more). An empty
 * file part (a file input left empty) means no file. Unknown text fields are ignored; a file in
 * any other field is refused. The client's file name is never used.
 */
export async function readForm(req: FastifyRequest, fileField: string, known: readonly string[], maxBytes = MAX_UPLOAD_BYTES): Promise<Form> {
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `${fileField} must be at most ${maxBytes / (1024 * 1024)} MB`);
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

/**
 * What the product's and the category's forms differ in: the fields sent (as their definitions list
 * them), the file's field and the picture's address.
 */
const WRITTEN = {
  Product: { form: productForm, fields: PRODUCT_FORM_FIELDS as readonly string[], fileField: 'imgName', imageUrl: productImageUrl },
  Category: { form: categoryForm, fields: CATEGORY_FORM_FIELDS as readonly string[], fileField: 'file', imageUrl: categoryImageUrl },
};

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
        operationId: 'listAdminProducts',
        summary: 'List or search the products, inactive ones too',
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

  /** The save, update and delete calls of a product or a category: the same steps on each one's form. */
  const writes = (
    noun: keyof typeof WRITTEN,
    service: {
      create: (fields: Record<string, string>, upload?: Upload) => Promise<SaveResult>;
      update: (id: number, fields: Record<string, string>, upload?: Upload) => Promise<SaveResult>;
      /** Deletes it; returns the title or name the answer quotes. */
      remove: (id: number) => Promise<string>;
    },
  ) => {
    const { form, fileField, fields, imageUrl } = WRITTEN[noun];
    const body = multipartForm(form, fileField);
    const answer = (saved: SaveResult) => ({ id: saved.id, imagePath: saved.image ? imageUrl(saved.image) : null });
    app.post(
      `/api/admin/save${noun}`,
      { schema: { operationId: `save${noun}`, summary: `Add a ${noun.toLowerCase()}`, ...body, response: saved(201) } },
      async (req, reply) => {
        currentAdmin(req);
        const sent = await readForm(req, fileField, fields);
        const done = answer(await service.create(sent.fields, sent.upload));
        reply.status(201);
        return { status: 201 as const, message: `${noun} saved successfully`, ...done };
      },
    );
    app.put(
      `/api/admin/update${noun}/:id`,
      { schema: { operationId: `update${noun}`, summary: `Change a ${noun.toLowerCase()}`, params: idParams, ...body, response: saved(200) } },
      async (req) => {
        currentAdmin(req);
        const id = req.params.id;
        const sent = await readForm(req, fileField, fields);
        return { status: 200 as const, message: `${noun} updated successfully`, ...answer(await service.update(id, sent.fields, sent.upload)) };
      },
    );
    app.delete(
      `/api/admin/delete${noun}/:id`,
      { schema: { operationId: `delete${noun}`, summary: `Delete a ${noun.toLowerCase()}`, ...deleted } },
      async (req) => {
        currentAdmin(req);
        return { status: 200 as const, message: `${noun} "${await service.remove(req.params.id)}" deleted` };
      },
    );
  };

  writes('Product', {
    create: (fields, upload) => admin.createProduct(fields, upload),
    update: (id, fields, upload) => admin.updateProduct(id, fields, upload),
    remove: async (id) => (await admin.deleteProduct(id)).title,
  });

  // ---- categories ----
  app.get(
    '/api/admin/category',
    {
      schema: {
        operationId: 'listAdminCategories',
        summary: 'List the categories, inactive ones too',
        response: { 200: z.array(adminCategory), ...errorAnswers },
      },
    },
    async (req) => {
      currentAdmin(req);
      return admin.listCategories();
    },
  );

  writes('Category', {
    create: (fields, upload) => admin.createCategory(fields, upload),
    update: (id, fields, upload) => admin.updateCategory(id, fields, upload),
    remove: async (id) => (await admin.deleteCategory(id)).name,
  });
}
