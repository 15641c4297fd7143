// The shop's service area.
//   GET    /api/booking/pincode/{pincode}                 -> {pincode, served, state, area, deliveryCharge, earliestDate, message}
// The owner's rules (under /api/admin/, so behind the admin guard):
//   GET    /api/admin/service-area/rules                  -> [rule]
//   POST   /api/admin/service-area/rules                  {pattern, kind?, served?, deliveryCharge?, extraLeadDays?, area?} -> 201 {status, message, rule}
//   PUT    /api/admin/service-area/rules/{id}             the same body -> {status, message, rule}
//   DELETE /api/admin/service-area/rules/{id}             -> {status, message}
//   GET    /api/admin/service-area/test?pincode=          the public answer, its lead days and the rule that decided it
//   GET    /api/admin/service-area/rules/export.csv       every rule, UTF-8 with a BOM
//   POST   /api/admin/service-area/rules/import?dryRun=1  multipart: file -> {toCreate, toUpdate, unchanged, errors, changes}; writes nothing
//   POST   /api/admin/service-area/rules/import           the same file: every row in one transaction, or a 400 with the report
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indiaToday } from '../../../shared/leads.ts';
import { describePattern } from '../../../shared/pincode.ts';
import { badRequest } from '../../http-errors.ts';
import { doneAnswer, errorAnswer, errorAnswers, fileAnswer } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { MAX_UPLOAD_BYTES } from '../admin/admin.routes.ts';
import { importQuery, plural, readFiles } from '../admin/product-sheet.routes.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { ruleInput } from './service-area.service.ts';
import {
  pincodeAnswer,
  pincodeParams,
  pincodeQuery,
  pincodeTestAnswer,
  ruleImportReport,
  ruleListResponse,
  ruleParams,
  ruleSaved,
} from './service-area.schemas.ts';

const FILE_LIMITS = { file: MAX_UPLOAD_BYTES };
/** Read as a stream by readFiles: described here, not checked by the schema. */
const importBody = describedOnly(z.object({ file: z.string().meta({ format: 'binary', description: 'The rules as a CSV file (as exported)' }) }));

export async function serviceAreaRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { serviceArea } = app.services;

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 },
  });

  // Not kept like the catalogue's answers: the earliest date moves with the clock (at 18:00 India time)
  // and the rules change without moving the catalogue's version. Nor rate-limited: like the catalogue
  // and search reads, it writes nothing, and a counter would cost a write per lookup.
  app.get(
    '/api/booking/pincode/:pincode',
    {
      schema: {
        operationId: 'checkPincode',
        summary: 'Whether a pincode is served, its state and the earliest setup date',
        params: pincodeParams,
        response: { 200: pincodeAnswer, ...errorAnswers },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return serviceArea.answer(req.params.pincode);
    },
  );

  app.get(
    '/api/admin/service-area/rules',
    { schema: { operationId: 'listServiceAreaRules', summary: 'The service-area rules', ...ruleListResponse } },
    async (req) => {
      currentAdmin(req);
      return serviceArea.listRules();
    },
  );

  // The service checks the body (its messages name each field).
  app.post(
    '/api/admin/service-area/rules',
    {
      schema: {
        operationId: 'addServiceAreaRule',
        summary: 'Add a service-area rule',
        body: describedOnly(ruleInput),
        response: { 201: ruleSaved(201), ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      const rule = await serviceArea.addRule(jsonObject(req.body));
      reply.status(201);
      return { status: 201 as const, message: `Rule for ${describePattern(rule.kind, rule.pattern)} saved`, rule };
    },
  );

  app.put(
    '/api/admin/service-area/rules/:id',
    {
      schema: {
        operationId: 'updateServiceAreaRule',
        summary: 'Change a service-area rule',
        params: ruleParams,
        body: describedOnly(ruleInput),
        response: { 200: ruleSaved(200), ...errorAnswers },
      },
    },
    async (req) => {
      currentAdmin(req);
      const rule = await serviceArea.updateRule(req.params.id, jsonObject(req.body));
      return { status: 200 as const, message: `Rule for ${describePattern(rule.kind, rule.pattern)} saved`, rule };
    },
  );

  app.delete(
    '/api/admin/service-area/rules/:id',
    {
      schema: {
        operationId: 'deleteServiceAreaRule',
        summary: 'Delete a service-area rule',
        params: ruleParams,
        response: { 200: doneAnswer(200, {}), ...errorAnswers },
      },
    },
    async (req) => {
      currentAdmin(req);
      const gone = await serviceArea.deleteRule(req.params.id);
      return { status: 200 as const, message: `Rule for ${describePattern(gone.kind, gone.pattern)} deleted` };
    },
  );

  app.get(
    '/api/admin/service-area/test',
    {
      schema: {
        operationId: 'testServiceAreaPincode',
        summary: 'Test a pincode against the rules',
        querystring: pincodeQuery,
        response: { 200: pincodeTestAnswer, ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      reply.header('Cache-Control', 'no-store');
      return serviceArea.test(req.query.pincode);
    },
  );

  // A file, not JSON: on the untyped instance, whose reply takes the CSV text.
  plain.get(
    '/api/admin/service-area/rules/export.csv',
    {
      schema: {
        operationId: 'exportServiceAreaRules',
        summary: 'Export the rules as CSV',
        response: { 200: fileAnswer('Every service-area rule, as a spreadsheet (UTF-8 CSV with a BOM)', 'text/csv'), ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      const csv = await serviceArea.exportCsv();
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gubbara-service-area-${indiaToday()}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/service-area/rules/import',
    {
      schema: {
        operationId: 'importServiceAreaRules',
        summary: 'Import the rules from CSV (dry run first)',
        querystring: importQuery,
        consumes: ['multipart/form-data'],
        body: importBody,
        response: {
          200: z.union([doneAnswer(200, ruleImportReport.shape), ruleImportReport]),
          400: errorAnswer.extend(ruleImportReport.partial().shape),
          ...errorAnswers,
        },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      const { dryRun } = req.query;
      const files = await readFiles(req, FILE_LIMITS);
      if (!files.file) throw badRequest('file is required: the rules as a CSV file');
      if (dryRun === '1' || dryRun === 'true') return serviceArea.check(files.file);
      const { applied, report } = await serviceArea.apply(files.file);
      if (!applied) {
        const rows = new Set(report.errors.map((e) => e.row)).size;
        return reply.status(400).send({ status: 400, message: `Nothing was imported: ${plural(rows, 'row has', 'rows have')} problems`, ...report });
      }
      const message = `Imported: ${plural(report.toCreate, 'new rule')}, ${report.toUpdate} updated, ${report.unchanged} unchanged`;
      return { status: 200 as const, message, ...report };
    },
  );
}

function jsonObject(body: unknown): object {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Request body must be a JSON object');
  return body;
}
