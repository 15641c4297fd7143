// The product list as a spreadsheet, for the owner (under /api/admin/, so behind the admin guard):
//   GET  /api/admin/products/export.csv          every product, UTF-8 with a BOM
//   POST /api/admin/products/import?dryRun=1     multipart: file (the CSV), images (a ZIP, optional)
//                                               -> {toCreate, toUpdate, unchanged, errors (the first 100), errorCount,
//                                                  changes}; writes nothing
//   POST /api/admin/products/import              the same file again: all rows in one transaction,
//                                               or a 400 with the same report and nothing written
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indiaToday } from '../../../shared/leads.ts';
import { HttpError, badRequest } from '../../http-errors.ts';
import { type Assert, type Same, doneAnswer, errorAnswer, errorAnswers, fileAnswer } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import type { ImportReport } from './product-sheet.service.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { MAX_UPLOAD_BYTES } from './admin.routes.ts';

/** The CSV may be as large as any admin upload; the ZIP holds many pictures, each at most that size. */
const FILE_LIMITS: Record<string, number> = { file: MAX_UPLOAD_BYTES, images: 50 * 1024 * 1024 };

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const importQuery = z.object({
  dryRun: z.enum(['1', '0', 'true', 'false'], { message: "must be '1' (check only) or '0'" }).optional(),
});

/**
 * The uploaded files by field (each at most its limit in `limits`); text fields are ignored, other file
 * fields and second copies refused. The route's scope must have @fastify/multipart registered.
 */
export async function readFiles(req: FastifyRequest, limits: Record<string, number> = FILE_LIMITS): Promise<Record<string, Buffer>> {
  if (!req.isMultipart()) throw new HttpError(415, 'Request must be multipart/form-data');
  const files: Record<string, Buffer> = Object.create(null) as Record<string, Buffer>;
  let problem: HttpError | undefined;
  let field = '';
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      field = part.fieldname;
      const limit = limits[field];
      if (limit === undefined || field in files || problem) {
        // Read to its end so the request can be answered cleanly, then refuse.
        part.file.resume();
        problem ??= badRequest(
          limit === undefined ? `${field} is not an accepted file field (use ${Object.keys(limits).join(' and ')})` : `only one ${field} file is accepted`,
        );
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      }
      if (size > limit) problem ??= new HttpError(413, `${field} must be at most ${megabytes(limit)}`);
      // A file input left empty sends an empty part: no ZIP. An empty CSV is said to be empty later.
      else if (size > 0 || field === 'file') files[field] = Buffer.concat(chunks);
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `${field} must be at most ${megabytes(limits[field] ?? MAX_UPLOAD_BYTES)}`);
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('A field name is not allowed');
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw err;
    // Nothing here touches the database: anything else is the parser refusing the body.
    throw badRequest('Request body is not valid multipart/form-data');
  }
  if (problem) throw problem;
  return files;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const int = () => z.number().int();
const importReport = z.object({
  toCreate: int(),
  toUpdate: int(),
  unchanged: int(),
  errors: z.array(z.object({ row: int(), field: z.string().nullable(), message: z.string(), value: z.string().optional() })),
  errorCount: int(),
  changes: z.array(z.object({ row: int(), action: z.enum(['create', 'update']), id: int().nullable(), title: z.string(), fields: z.array(z.string()) })),
});
export type ReportShapeIsImportReport = Assert<Same<z.infer<typeof importReport>, ImportReport>>;
const file = (description: string) => z.string().meta({ format: 'binary', description });
/** Read as a stream by readFiles: described here, not checked by the schema. */
const importBody = describedOnly(
  z.object({ file: file('The products as a CSV file (as exported)'), images: file('A ZIP of the pictures the CSV names').optional() }),
);

export async function productSheetRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { productSheet } = app.services;

  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(FILE_LIMITS)), files: 2, fields: 10, parts: 12, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 },
  });

  // A file, not JSON: on the untyped instance, whose reply takes the CSV text.
  plain.get(
    '/api/admin/products/export.csv',
    {
      schema: {
        operationId: 'exportProducts',
        summary: 'Download every product as a spreadsheet',
        response: { 200: fileAnswer('Every product, as a spreadsheet (UTF-8 CSV with a BOM)', 'text/csv'), ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      const csv = await productSheet.exportCsv();
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gubbara-products-${indiaToday()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/products/import',
    {
      schema: {
        operationId: 'importProducts',
        summary: 'Check or import a spreadsheet of products',
        querystring: importQuery,
        consumes: ['multipart/form-data'],
        body: importBody,
        // A check (dryRun) answers the report alone; an import adds {status, message}, and so does a refused
        // import (400, with the report; other 400s carry only status and message).
        response: { 200: z.union([doneAnswer(200, importReport.shape), importReport]), 400: errorAnswer.extend(importReport.partial().shape), ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      const { dryRun } = req.query;
      const files = await readFiles(req);
      if (!files.file) throw badRequest('file is required: the products as a CSV file');
      if (dryRun === '1' || dryRun === 'true') return productSheet.check(files.file, files.images);
      const { applied, badRows, report } = await productSheet.apply(files.file, files.images);
      if (!applied)
        return reply.status(400).send({ status: 400, message: `Nothing was imported: ${plural(badRows, 'row has', 'rows have')} problems`, ...report });
      const message = `Imported: ${plural(report.toCreate, 'new product')}, ${report.toUpdate} updated, ${report.unchanged} unchanged`;
      return { status: 200 as const, message, ...report };
    },
  );
}
