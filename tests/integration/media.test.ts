import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testContextForFile } from '../helpers/test-db.ts';

let filename: string;
const t = testContextForFile({ demo: 3 });
beforeAll(async () => {
  const [p] = (await t.app.inject({ url: '/api/home/products?limit=1' })).json() as { image: string }[];
  filename = p!.image;
});

describe('stored images', () => {
  it('serves a product image with type, nosniff, long caching and an ETag', async () => {
    const res = await t.app.inject({ url: `/api/admin/uploads/product?filename=${filename}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers.etag).toBeTruthy();
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    const again = await t.app.inject({ url: `/api/admin/uploads/product?filename=${filename}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['avif', 160],
    ['webp', 320],
    ['avif', 640],
    ['jpeg', 640],
  ] as const)('serves a %s variant %i px wide', async (format, w) => {
    const res = await t.app.inject({ url: `/api/admin/uploads/product?filename=${filename}&w=${w}&format=${format}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(w);
    expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
  });

  it('keeps product and category images apart', async () => {
    const res = await t.app.inject({ url: `/api/admin/uploads?filename=${filename}` });
    expect(res.statusCode).toBe(404);
  });

  it.each(['w=100&format=webp', 'w=320', 'format=avif', 'w=320&format=png'])('rejects a bad variant request (%s)', async (q) => {
    const res = await t.app.inject({ url: `/api/admin/uploads/product?filename=${filename}&${q}` });
    expect(res.statusCode).toBe(400);
  });

  const attacks = [
    '../../../../etc/passwd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/etc/passwd',
    'p-00000000000000000000000000000000.webp/../../x',
    '....//....//etc/passwd',
    '..\\..\\windows\\win.ini',
    'gubbara.db',
    '../data/gubbara.db',
    'p-00000000000000000000000000000000.webp%00.png',
    'p-00000000000000000000000000000000.svg',
    '',
  ];
  it.each(attacks)('never serves anything for filename=%s', async (name) => {
    for (const base of ['/api/admin/uploads/product', '/api/admin/uploads']) {
      const res = await t.app.inject({ url: `${base}?filename=${name}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('answers a well-formed but unknown name with 404', async () => {
    const res = await t.app.inject({ url: '/api/admin/uploads/product?filename=p-0123456789abcdef0123456789abcdef.webp' });
    expect(res.statusCode).toBe(404);
  });
});
