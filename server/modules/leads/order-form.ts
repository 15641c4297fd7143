// The order request sent as multipart/form-data, as /buy sends it when the visitor adds a reference
// photo: the request's fields (one `json` part holding the JSON body, or the fields one by one) and at
// most one `photo` file, read by the admin forms' reader (5 MB, one file, no other file field). The
// photo is checked by its bytes (JPEG, PNG or WebP) and re-encoded without its metadata before anything
// is stored, so a refused photo leaves nothing behind.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http-errors.ts';
import { readForm } from '../admin/admin.routes.ts';
import { type EncodedImage, ImageInputError, type MediaService, sniffImageType } from '../media/media.service.ts';

export const PHOTO_FIELD = 'photo';
const PERSONAL = ['names', 'age', 'theme', 'colours'] as const;
const TOP_LEVEL = ['name', 'phone', 'eventDate', 'pincode', 'address', 'notes', 'slotId', 'website'] as const;
const KNOWN = ['json', 'addOns', ...TOP_LEVEL, ...PERSONAL.map((p) => `personal.${p}`)];

/** The body the order's JSON schema checks, from the form's text fields. */
function bodyOf(fields: Record<string, string>): Record<string, unknown> {
  if (fields.json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fields.json);
    } catch {
      throw badRequest('json must be the order request as JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('json must be the order request as a JSON object');
    return parsed as Record<string, unknown>;
  }
  const body: Record<string, unknown> = {};
  for (const k of TOP_LEVEL) if (fields[k] !== undefined) body[k] = fields[k];
  const personal: Record<string, unknown> = {};
  for (const k of PERSONAL)
    if (fields[`personal.${k}`] !== undefined)
      personal[k] = k === 'age' && /^\d{1,3}$/.test(fields['personal.age']!) ? Number(fields['personal.age']) : fields[`personal.${k}`];
  if (Object.keys(personal).length > 0) body.personal = personal;
  // A comma-separated list of product ids; anything else is left for the schema to refuse.
  if (fields.addOns !== undefined && fields.addOns.trim() !== '')
    body.addOns = fields.addOns.split(',').map((id) => (/^\s*\d{1,10}\s*$/.test(id) ? Number(id) : id));
  return body;
}

/** The multipart order: its body for the schema, and the photo checked and re-encoded (or none). */
export async function readOrderForm(req: FastifyRequest, media: MediaService): Promise<{ body: Record<string, unknown>; photo: EncodedImage | undefined }> {
  const form = await readForm(req, PHOTO_FIELD, KNOWN);
  const body = bodyOf(form.fields);
  if (!form.upload) return { body, photo: undefined };
  const kind = sniffImageType(form.upload.bytes);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') throw badRequest('photo must be a JPEG, PNG or WebP picture');
  try {
    return { body, photo: await media.encode(form.upload.bytes) };
  } catch (err) {
    if (err instanceof ImageInputError) throw badRequest('photo could not be read as a picture');
    throw err;
  }
}
