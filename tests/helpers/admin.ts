// Helpers for the admin API tests: log in through the real endpoint, build multipart bodies,
// draw real images with sharp.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestContext } from './test-db.ts';

export const ADMIN_USERNAME = 'owner';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const ADMIN_ENV = { ADMIN_USERNAME, ADMIN_PASSWORD };

/** The Cookie header value from a Set-Cookie answer (name=value only). */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('no Set-Cookie in the answer');
  return first.split(';')[0]!;
}

/** Logs in through POST /api/login and returns the Cookie header to send. */
export async function login(t: TestContext, username = ADMIN_USERNAME, password = ADMIN_PASSWORD, remoteAddress = '10.9.9.9'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res.headers['set-cookie']);
}

type AdminCall = readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>];

/** Each call, made without a session, is refused with 401 and our "Login required" answer. */
export async function expectLoginRequired(t: TestContext, calls: readonly AdminCall[]): Promise<void> {
  for (const [method, url, payload] of calls) {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: 'Login required' });
  }
}

export interface FileSpec {
  field: string;
  bytes: Uint8Array;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string>, files: FileSpec[] = []): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.filename ?? 'upload.bin');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

/** A real PNG drawn by sharp. */
export function png(width = 64, height = 48, color = { r: 200, g: 30, b: 80 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF metadata with GPS coordinates. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 1', Artist: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();
}

export const validProduct = (over: Record<string, string> = {}): Record<string, string> => ({
  title: 'Test Heart Foil Balloon',
  description: 'A shiny heart-shaped foil balloon for anniversaries and birthdays.',
  category: 'foilballoon',
  price: '149',
  occassion: 'Anniversary',
  color: 'Red',
  material: 'Foil',
  brand: 'Gubbara',
  netquantity: '1 piece',
  stock: '25',
  about1: 'Self-sealing valve',
  about2: 'Reusable',
  ...over,
});
