// The owner's documents: the home page's sections and the info pages' rich text ({page} is home,
// about, privacy, tandc, franchise or ourwork; any other answers 404):
//  GET  /api/admin/content/{page}                    -> {page, draft: {version, doc, savedAt, savedBy},
//                                                        published: {version, doc, publishedAt, publishedBy}}
//  PUT  /api/admin/content/{page}                    {version, doc} -> the same; 400 naming the field of a
//                                                    bad document, 409 when `version` is no longer the draft's
//  POST /api/admin/content/{page}/publish            -> the same: the draft is live on every instance within
//                                                    two seconds, the previous live version kept in the history
//  GET  /api/admin/content/{page}/history            -> [{version, publishedAt, publishedBy, live}], newest first
//  POST /api/admin/content/{page}/restore/{version}  -> the same as GET: that version is the draft again
//  POST /api/admin/content/media                     multipart, one picture in `picture` (at most 5 MB) ->
//                                                    {src}: checked by its bytes and re-encoded by the media
//                                                    store; `src` is what a document's picture names
// The documents' shapes are shared/content.ts. A signed-in owner previews a draft on the real page
// with ?preview=1 (app/features/shell/preview.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_PAGES } from '../../../shared/content.ts';
import { badRequest } from '../../http-errors.ts';
import { errorAnswers } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { MAX_UPLOAD_BYTES, readForm } from '../admin/admin.routes.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { contentPage } from './content.service.ts';

const page = z.object({ page: z.string().max(100, 'must be at most 100 characters') });
const pageAndVersion = page.extend({
  version: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(2_000_000_000, 'is too large'),
});

const doc = z.record(z.string(), z.unknown()).describe(`The page's document: see shared/content.ts (one of ${CONTENT_PAGES.join(', ')})`);
const contentState = z.object({
  page: z.enum(CONTENT_PAGES),
  draft: z.object({ version: z.number().int(), doc, savedAt: z.string(), savedBy: z.string().nullable() }),
  published: z.object({ version: z.number().int(), doc, publishedAt: z.string(), publishedBy: z.string().nullable() }),
});
const history = z.array(z.object({ version: z.number().int(), publishedAt: z.string(), publishedBy: z.string().nullable(), live: z.boolean() }));

const putBody = z.object({
  version: z.number({ message: 'is required' }).int('must be a whole number').min(1, 'must be at least 1'),
  doc: z.record(z.string(), z.unknown(), { message: 'is required, as an object' }),
});

const PICTURE_FIELD = 'picture';

export async function contentRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { content } = app.services;

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 5, parts: 10, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 },
  });

  app.get(
    '/api/admin/content/:page',
    {
      schema: {
        operationId: 'getPageContent',
        summary: "A page's draft and published document",
        params: page,
        response: { 200: contentState, ...errorAnswers },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return content.get(contentPage(req.params.page));
    },
  );

  app.put(
    '/api/admin/content/:page',
    {
      schema: {
        operationId: 'savePageContentDraft',
        summary: "Save a page's draft",
        params: page,
        body: putBody,
        response: { 200: contentState, ...errorAnswers },
      },
    },
    async (req) => content.save(contentPage(req.params.page), req.body.version, req.body.doc, currentAdmin(req).admin.username),
  );

  app.post(
    '/api/admin/content/:page/publish',
    {
      schema: {
        operationId: 'publishPageContent',
        summary: "Publish a page's draft",
        params: page,
        response: { 200: contentState, ...errorAnswers },
      },
    },
    async (req) => content.publish(contentPage(req.params.page), currentAdmin(req).admin.username),
  );

  app.get(
    '/api/admin/content/:page/history',
    {
      schema: {
        operationId: 'getPageContentHistory',
        summary: "A page's published versions",
        params: page,
        response: { 200: history, ...errorAnswers },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return content.history(contentPage(req.params.page));
    },
  );

  app.post(
    '/api/admin/content/:page/restore/:version',
    {
      schema: {
        operationId: 'restorePageContent',
        summary: 'Bring a published version back as the draft',
        params: pageAndVersion,
        response: { 200: contentState, ...errorAnswers },
      },
    },
    async (req) => content.restore(contentPage(req.params.page), req.params.version, currentAdmin(req).admin.username),
  );

  app.post(
    '/api/admin/content/media',
    {
      schema: {
        operationId: 'uploadContentPicture',
        summary: "Upload a picture for a page's document",
        consumes: ['multipart/form-data'],
        // A multipart stream, read and checked by readForm and the media store.
        body: describedOnly(
          z.object({ [PICTURE_FIELD]: z.string().meta({ format: 'binary', description: 'A picture (JPEG, PNG, WebP or GIF), at most 5 MB' }) }),
        ),
        response: { 200: z.object({ src: z.string() }), ...errorAnswers },
      },
    },
    async (req) => {
      const { upload } = await readForm(req, PICTURE_FIELD, []);
      if (!upload) throw badRequest('picture is required: choose a picture');
      return { src: await content.storePicture(upload.bytes) };
    },
  );
}
