// Files the owner uploads for the pages besides pictures:
//  POST /api/admin/content/files  multipart, one file in `file` (at most 10 MB): a PDF (a catalogue of
//                                 Our Work) or an MP4/WebM clip of at most a minute (the video carousel,
//                                 the headline) -> 201 {name, url, contentType, size, durationMs}; the
//                                 type judged by the bytes; 400 for anything else, 413 when too large
//  GET /files/{name}              the file, with its ETag, kept by browsers for a year (a new upload
//                                 gets a new name); a single byte range (Range: bytes=a-b) answers 206,
//                                 which phones' video players ask for
// A page names the file in its document (the admin's editors put `url` there).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_FILE_MAX_BYTES, SITE_FILE_NAME } from '../../../shared/site-files.ts';
import { HttpError, badRequest, notFound } from '../../http-errors.ts';
import { errorAnswers, fileAnswer } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { readForm } from '../admin/admin.routes.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { SiteFileInputError } from './site-files.service.ts';

const FILE_FIELD = 'file';

const siteFile = z.object({
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  durationMs: z.number().int().nullable(),
});

/** The one range of `Range: bytes=a-b` (or a-, or -n) within `size`; null: none asked; 'bad': unsatisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answered whole, as a server may.
  if (!m) return null;
  const [, a, b] = m as unknown as [string, string, string];
  if (a === '' && b === '') return 'bad';
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || start > end) return 'bad';
  return { start, end };
}

export async function siteFilesRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const files = app.services.siteFiles;

  await app.register(multipart, {
    limits: { fileSize: SITE_FILE_MAX_BYTES, files: 2, fields: 5, parts: 10, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 },
  });

  app.post(
    '/api/admin/content/files',
    {
      schema: {
        operationId: 'uploadSiteFile',
        summary: 'Upload a catalogue PDF or a video clip for the pages',
        consumes: ['multipart/form-data'],
        // A multipart stream, read and checked by readForm and the file store.
        body: describedOnly(
          z.object({ [FILE_FIELD]: z.string().meta({ format: 'binary', description: 'A PDF, or an MP4 or WebM clip of at most 60 s; at most 10 MB' }) }),
        ),
        response: { 201: siteFile, ...errorAnswers },
      },
    },
    async (req, reply) => {
      const { upload } = await readForm(req, FILE_FIELD, [], SITE_FILE_MAX_BYTES);
      if (!upload) throw badRequest('file is required: choose a PDF or a video');
      try {
        const stored = await files.store(upload.bytes, currentAdmin(req).admin.username);
        return reply.status(201).send(stored);
      } catch (err) {
        if (err instanceof SiteFileInputError) throw badRequest(err.message);
        throw err;
      }
    },
  );

  // On the plain instance: the answer is bytes, which the typed reply (JSON answers) does not take.
  plain.get(
    '/files/:name',
    {
      // PDFs and clips are compressed already.
      compress: false,
      schema: {
        operationId: 'getSiteFile',
        summary: 'A catalogue PDF or video clip the owner uploaded',
        params: z.object({ name: z.string().max(100, 'is too long') }),
        response: {
          200: fileAnswer('The file', 'application/pdf', 'video/mp4', 'video/webm'),
          206: fileAnswer('The asked byte range of the file', 'application/pdf', 'video/mp4', 'video/webm'),
          ...errorAnswers,
        },
      },
    },
    async (req: FastifyRequest<{ Params: { name: string } }>, reply) => {
      if (!SITE_FILE_NAME.test(req.params.name)) throw notFound('File not found');
      const file = await files.get(req.params.name);
      if (!file) throw notFound('File not found');
      reply
        .header('Content-Type', file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', file.etag)
        .header('Accept-Ranges', 'bytes')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      // A clip opened on its own runs nothing; a PDF gets no sandbox, which would stop the browser's viewer.
      if (file.contentType !== 'application/pdf') reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (req.headers['if-none-match'] === file.etag) return reply.status(304).send();
      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
      const range = byteRange(req.headers.range, bytes.length);
      if (range === 'bad') {
        reply.header('Content-Range', `bytes */${bytes.length}`);
        throw new HttpError(416, 'Range not satisfiable');
      }
      if (!range) return reply.send(bytes);
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
}
