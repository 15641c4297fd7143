// The business's details the owner edits (/admin/settings):
//  GET /api/admin/settings  -> {name, phone, whatsapp, email, street, city, state, pincode, mapUrl,
//                               instagramUrl, facebookUrl, linkedinUrl, openingHours, version, updatedAt, updatedBy}
//  PUT /api/admin/settings  {every field above but the last two, version} -> the same; 400 naming the
//                           field, 409 when `version` is no longer the stored one (nothing is changed)
// Every page shows the change on its next load, on every instance (within two seconds).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_FIELDS, businessSettingsPut } from '../../../shared/business.ts';
import { errorAnswers } from '../../response-schema.ts';
import { currentAdmin } from '../auth/auth.routes.ts';

const businessSettings = z.object({
  ...Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, z.string()])),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export async function settingsRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.services;

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
}
