// The business's details the owner edits (/admin/settings):
//  GET /api/admin/settings  -> {name, phone, whatsapp, email, street, city, state, pincode, mapUrl,
//                               instagramUrl, facebookUrl, linkedinUrl, openDays, opens, closes,
//                               openingHours (the hours in words), logo, version, updatedAt, updatedBy}
//  PUT /api/admin/settings  {every field above from name to closes, version} -> the same; 400 naming
//                           the field, 409 when `version` is no longer the stored one (nothing is changed)
//  POST /api/admin/settings/logo    multipart, one picture in `logo` (at most 5 MB) -> the same; the
//                                   picture is checked by its bytes and re-encoded, 400 when it is none
//  DELETE /api/admin/settings/logo  -> the same, without a logo
// Every page shows the change on its next load, on every instance (within two seconds).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_TEXT_FIELDS, DAYS_OF_WEEK, businessSettingsPut } from '../../../shared/business.ts';
import { badRequest } from '../../http-errors.ts';
import { errorAnswers } from '../../response-schema.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { MAX_UPLOAD_BYTES, readForm } from '../admin/admin.routes.ts';
import { currentAdmin } from '../auth/auth.routes.ts';

const businessSettings = z.object({
  ...Object.fromEntries(BUSINESS_TEXT_FIELDS.map((f) => [f, z.string()])),
  openDays: z.array(z.enum(DAYS_OF_WEEK)),
  openingHours: z.string(),
  logo: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

const LOGO_FIELD = 'logo';

export async function settingsRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.services;

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 5, parts: 10, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 },
  });

  app.get(
    '/api/admin/settings',
    { schema: { operationId: 'getBusinessSettings', summary: "The business's details", response: { 200: businessSettings, ...errorAnswers } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return settings.get();
    },
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        operationId: 'updateBusinessSettings',
        summary: "Change the business's details",
        body: businessSettingsPut,
        response: { 200: businessSettings, ...errorAnswers },
      },
    },
    async (req) => settings.update(req.body, currentAdmin(req).admin.username),
  );

  app.post(
    '/api/admin/settings/logo',
    {
      schema: {
        operationId: 'setBusinessLogo',
        summary: "Upload the business's logo",
        consumes: ['multipart/form-data'],
        // A multipart stream, read and checked by readForm and the media store.
        body: describedOnly(z.object({ [LOGO_FIELD]: z.string().meta({ format: 'binary', description: 'A picture (JPEG, PNG, WebP or GIF), at most 5 MB' }) })),
        response: { 200: businessSettings, ...errorAnswers },
      },
    },
    async (req) => {
      const { upload } = await readForm(req, LOGO_FIELD, []);
      if (!upload) throw badRequest('logo is required: choose a picture');
      return settings.setLogo(upload.bytes, currentAdmin(req).admin.username);
    },
  );

  app.delete(
    '/api/admin/settings/logo',
    { schema: { operationId: 'removeBusinessLogo', summary: "Remove the business's logo", response: { 200: businessSettings, ...errorAnswers } } },
    async (req) => settings.removeLogo(currentAdmin(req).admin.username),
  );
}
