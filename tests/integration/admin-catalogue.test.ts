// The admin catalogue calls (saveProduct, updateProduct, deleteProduct,
// saveCategory, updateCategory, deleteCategory, viewproduct, category) and their uploads.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, jpegWithGps, login, multipart, png, validProduct } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
const t = testContextForFile({ demo: 3, env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
});

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
async function send(
  method: Method,
  url: string,
  fields?: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
  extra: Record<string, string> = {},
) {
  const body = fields ? await multipart(fields, files) : undefined;
  return t.app.inject({ method, url, headers: { cookie, ...(body?.headers ?? {}), ...extra }, ...(body ? { payload: body.payload } : {}) });
}
const imageCount = async () => (await t.services.db.selectFrom('images').select('filename').execute()).length;
const filenameOf = (imagePath: string) => new URL(imagePath, 'http://x').searchParams.get('filename')!;

describe(`products (${dialect})`, () => {
  let id: number;
  let firstImage: string;

  it('saveProduct stores the product and its image: 201 {status, message, id, imagePath with filename=}', async () => {
    const before = await imageCount();
    const res = await send('POST', '/api/admin/saveProduct', validProduct(), [
      { field: 'imgName', bytes: await png(), filename: 'heart.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 201, message: 'Product saved successfully' });
    expect(body.id).toBeGreaterThan(0);
    expect(body.imagePath).toMatch(/^\/api\/admin\/uploads\/product\?filename=p-[0-9a-f]{32}\.png$/);
    id = body.id;
    firstImage = filenameOf(body.imagePath);
    expect(await imageCount()).toBe(before + 1);

    const product = (await t.app.inject({ url: `/api/home/product/${id}` })).json();
    expect(product).toMatchObject({
      title: 'Test Heart Foil Balloon',
      category: 'foil',
      price: 149,
      stock: 25,
      image: firstImage,
      about1: 'Self-sealing valve',
      about2: 'Reusable',
      about3: null,
    });
    expect((await t.app.inject({ url: '/api/home/products/category/foil' })).json().map((p: { id: number }) => p.id)).toContain(id);
    const img = await t.app.inject({ url: body.imagePath });
    expect(img.statusCode).toBe(200);
    expect((await sharp(img.rawPayload).metadata()).width).toBe(64);
    for (const format of ['avif', 'webp']) {
      const v = await t.app.inject({ url: `${body.imagePath}&w=160&format=${format}` });
      expect(v.statusCode).toBe(200);
      expect(v.headers['content-type']).toBe(`image/${format}`);
    }
  });

  it('accepts a product without an image (imagePath null) and a category given by menu slug', async () => {
    const res = await send('POST', '/api/admin/saveProduct', { title: 'Plain Latex Pack', category: 'latex', price: '99' });
    expect(res.statusCode).toBe(201);
    expect(res.json().imagePath).toBeNull();
    const p = (await t.app.inject({ url: `/api/home/product/${res.json().id}` })).json();
    // No Stock field: not counted.
    expect(p).toMatchObject({ category: 'latex', description: '', stock: null, image: null });
  });

  it.each([
    [{ title: '' }, 'title is required'],
    [{ title: '   ' }, 'title is required'],
    [{ title: '\u0000' }, 'title is required'],
    [{ title: '\u0007\u001b \u202e\u0085' }, 'title is required'],
    [{ category: '' }, 'category is required'],
    [{ category: 'no-such-category' }, 'category "no-such-category" is not a known category'],
    [{ price: '' }, 'price is required'],
    [{ price: '12.50' }, 'price must be a whole number of rupees'],
    [{ price: '-5' }, 'price must be a whole number of rupees'],
    [{ price: 'ten' }, 'price must be a whole number of rupees'],
    [{ stock: '-1' }, 'stock must be a whole number of 0 or more'],
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    [{ about3: 'y'.repeat(501) }, 'about3 must be at most 500 characters'],
  ])('refuses %j with 400 naming the field', async (over, message) => {
    const before = await imageCount();
    const res = await send('POST', '/api/admin/saveProduct', validProduct(over), [{ field: 'imgName', bytes: await png() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
    expect(await imageCount()).toBe(before);
  });

  it('stores text without control characters, so a NUL, an escape or a bidi override never reaches a page', async () => {
    const res = await send(
      'POST',
      '/api/admin/saveProduct',
      validProduct({ title: 'Gold\u0000 Star\u001b[31m  Foil\u202e', description: 'Line one\u0007\r\nLine two', about1: 'Tab\there\u0000' }),
    );
    expect(res.statusCode).toBe(201);
    const p = (await t.app.inject({ url: `/api/home/product/${res.json().id}` })).json();
    expect(p).toMatchObject({ title: 'Gold Star[31m Foil', description: 'Line one\nLine two', about1: 'Tab here' });
    const upd = await send('PUT', `/api/admin/updateProduct/${res.json().id}`, validProduct({ title: '\u0000\u0000' }));
    expect(upd.statusCode).toBe(400);
    expect(upd.json()).toEqual({ status: 400, message: 'title is required' });
    expect((await send('DELETE', `/api/admin/deleteProduct/${res.json().id}`)).statusCode).toBe(200);
  });

  it('refuses a missing title field altogether', async () => {
    const { title: _t, ...rest } = validProduct();
    const res = await send('POST', '/api/admin/saveProduct', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('title is required');
  });

  it('updateProduct keeps the image when none is sent, and replaces (and removes) it when one is', async () => {
    const keep = await send(
      'PUT',
      `/api/admin/updateProduct/${id}`,
      validProduct({ title: 'Renamed Heart Balloon', price: '199', about1: '', about2: 'Now with ribbon' }),
    );
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ status: 200, message: 'Product updated successfully' });
    expect(filenameOf(keep.json().imagePath)).toBe(firstImage);
    let p = (await t.app.inject({ url: `/api/home/product/${id}` })).json();
    expect(p).toMatchObject({ title: 'Renamed Heart Balloon', price: 199, about1: null, about2: 'Now with ribbon' });

    const before = await imageCount();
    const replace = await send('PUT', `/api/admin/updateProduct/${id}`, validProduct({ title: 'Renamed Heart Balloon' }), [
      { field: 'imgName', bytes: await png(30, 30, { r: 1, g: 200, b: 1 }), filename: 'new.png' },
    ]);
    expect(replace.statusCode).toBe(200);
    const second = filenameOf(replace.json().imagePath);
    expect(second).not.toBe(firstImage);
    expect(await imageCount()).toBe(before);
    expect((await t.app.inject({ url: `/api/admin/uploads/product?filename=${firstImage}` })).statusCode).toBe(404);
    p = (await t.app.inject({ url: `/api/home/product/${id}` })).json();
    expect(p.image).toBe(second);
    firstImage = second;
  });

  it('updateProduct: 404 for an unknown id, 400 for a malformed one', async () => {
    expect((await send('PUT', '/api/admin/updateProduct/999999', validProduct())).statusCode).toBe(404);
    const bad = await send('PUT', '/api/admin/updateProduct/abc', validProduct());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a positive whole number');
  });

  it('viewproduct lists products, searchable by title and filterable by category, paged, inactive categories included', async () => {
    const all = await send('GET', '/api/admin/viewproduct');
    expect(all.statusCode).toBe(200);
    expect(all.json().length).toBe(5);
    expect(all.headers['x-total-count']).toBe('5');
    const found = (await send('GET', '/api/admin/viewproduct?q=heart')).json() as { id: number; title: string }[];
    expect(found.map((p) => p.id)).toEqual([id]);
    const wild = (await send('GET', '/api/admin/viewproduct?q=%25')).json() as unknown[];
    expect(wild).toHaveLength(0);
    const foil = (await send('GET', '/api/admin/viewproduct?category=foilballoon')).json() as { category: string }[];
    expect(foil.length).toBeGreaterThan(0);
    expect(foil.every((p) => p.category === 'foil')).toBe(true);
    const page = await send('GET', '/api/admin/viewproduct?limit=2&offset=1');
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('5');
  });

  it('deleteProduct removes the product and its image; 404 afterwards', async () => {
    const before = await imageCount();
    const res = await send('DELETE', `/api/admin/deleteProduct/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Product "Renamed Heart Balloon" deleted' });
    expect(await imageCount()).toBe(before - 1);
    expect((await t.app.inject({ url: `/api/admin/uploads/product?filename=${firstImage}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/home/product/${id}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/deleteProduct/${id}`)).statusCode).toBe(404);
  });
});

describe(`categories (${dialect})`, () => {
  let catId: number;
  let catImage: string;

  it('category lists every category with id, name, imageName, isActive (and slug, group, product count)', async () => {
    const res = await send('GET', '/api/admin/category');
    expect(res.statusCode).toBe(200);
    const cats = res.json() as Record<string, unknown>[];
    expect(cats).toHaveLength(38);
    expect(cats[0]).toMatchObject({ id: expect.any(Number), name: 'Latex Balloon', imageName: null, isActive: true, slug: 'latex', menuGroup: 'Products' });
    expect(cats.reduce((n, c) => n + (c.productCount as number), 0)).toBe(4);
  });

  it('saveCategory creates an active category with an image; its slug is the name without spaces', async () => {
    const res = await send('POST', '/api/admin/saveCategory', { name: 'Baby Shower Kits', isActive: 'true' }, [
      { field: 'file', bytes: await jpegWithGps(), filename: 'cat.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 201, message: 'Category saved successfully' });
    expect(body.imagePath).toMatch(/^\/api\/admin\/uploads\?filename=c-[0-9a-f]{32}\.jpg$/);
    catId = body.id;
    catImage = filenameOf(body.imagePath);
    const cats = (await t.app.inject({ url: '/api/home/categories' })).json() as { slug: string; name: string; menuGroup: string }[];
    expect(cats.find((c) => c.slug === 'BabyShowerKits')).toMatchObject({ name: 'Baby Shower Kits', menuGroup: 'More' });
    // The image is served from the category download, and its EXIF (GPS, camera) is gone.
    const img = await t.app.inject({ url: body.imagePath });
    expect(img.statusCode).toBe(200);
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it.each([
    [{ name: '', isActive: 'true' }, 'name is required'],
    [{ name: '\u0000\u001f', isActive: 'true' }, 'name is required'],
    [{ name: 'Something', isActive: '' }, "isActive is required ('true' or 'false')"],
    [{ name: 'Something' }, "isActive is required ('true' or 'false')"],
    [{ name: 'Something', isActive: 'yes' }, "isActive is required ('true' or 'false')"],
    [{ name: '!!!', isActive: 'true' }, 'name must contain letters or digits'],
    [
      { name: 'Something', isActive: 'true', menuGroup: 'Nowhere' },
      'menuGroup must be one of Products, Printed, Promotional Sky, Air Inflatable, Inflatable Tent, Kids Play, Event Setup, More',
    ],
  ])('refuses %j with 400 naming the field', async (fields, message) => {
    const res = await send('POST', '/api/admin/saveCategory', fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
  });

  it('refuses a second category with the same name or clashing with a slug or alias (409)', async () => {
    for (const name of ['Baby Shower Kits', 'babyshowerkits', 'Latex', 'Latex Balloon']) {
      const res = await send('POST', '/api/admin/saveCategory', { name, isActive: 'true' });
      expect(res.statusCode, name).toBe(409);
    }
  });

  it('updateCategory renames (slug kept), deactivates, and replaces the image, removing the old one', async () => {
    const res = await send('PUT', `/api/admin/updateCategory/${catId}`, { name: 'Baby Shower', isActive: 'false' }, [
      { field: 'file', bytes: await png(), filename: 'x.png' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Category updated successfully' });
    expect(filenameOf(res.json().imagePath)).not.toBe(catImage);
    expect((await t.app.inject({ url: `/api/admin/uploads?filename=${catImage}` })).statusCode).toBe(404);
    catImage = filenameOf(res.json().imagePath);
    const admin = (
      (await send('GET', '/api/admin/category')).json() as { id: number; name: string; slug: string; isActive: boolean; imageName: string }[]
    ).find((c) => c.id === catId);
    expect(admin).toMatchObject({ name: 'Baby Shower', slug: 'BabyShowerKits', isActive: false, imageName: catImage });
  });

  it('an inactive category disappears from the public menu and pages, products and all; the admin still sees them', async () => {
    const p = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Shower Banner', category: 'BabyShowerKits' }));
    expect(p.statusCode).toBe(201);
    const pid = p.json().id;
    expect(((await t.app.inject({ url: '/api/home/categories' })).json() as { id: number }[]).map((c) => c.id)).not.toContain(catId);
    expect((await t.app.inject({ url: '/api/home/products/category/BabyShowerKits' })).json()).toEqual([]);
    expect((await t.app.inject({ url: `/api/home/product/${pid}` })).statusCode).toBe(404);
    expect(((await t.app.inject({ url: '/api/home/products' })).json() as { id: number }[]).map((x) => x.id)).not.toContain(pid);
    const adminList = (await send('GET', '/api/admin/viewproduct?category=BabyShowerKits')).json() as { id: number; categoryActive: boolean }[];
    expect(adminList).toEqual([expect.objectContaining({ id: pid, categoryActive: false })]);
    // Active again: back in the menu with its product.
    expect((await send('PUT', `/api/admin/updateCategory/${catId}`, { name: 'Baby Shower', isActive: 'true' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/home/product/${pid}` })).statusCode).toBe(200);
    expect(((await t.app.inject({ url: '/api/home/products/category/babyshowerkits' })).json() as { id: number }[]).map((x) => x.id)).toEqual([pid]);
  });

  it('refuses to delete a category that still has products (409 with a message), then deletes it once they are moved', async () => {
    const refused = await send('DELETE', `/api/admin/deleteCategory/${catId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, message: 'Category "Baby Shower" still has 1 product: move or delete it first' });
    const [p] = (await send('GET', '/api/admin/viewproduct?category=BabyShowerKits')).json() as { id: number }[];
    expect((await send('PUT', `/api/admin/updateProduct/${p!.id}`, validProduct({ title: 'Shower Banner', category: 'party' }))).statusCode).toBe(200);
    const before = await imageCount();
    const ok = await send('DELETE', `/api/admin/deleteCategory/${catId}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 200, message: 'Category "Baby Shower" deleted' });
    expect(await imageCount()).toBe(before - 1);
    expect((await send('DELETE', `/api/admin/deleteCategory/${catId}`)).statusCode).toBe(404);
  });
});

describe(`uploads: size, type and name attacks (${dialect})`, () => {
  it('refuses a file over 5 MB with 413 and a JSON message, storing nothing', async () => {
    const before = await imageCount();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await png()).copy(big); // a PNG header, then padding
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Too big' }), [
      { field: 'imgName', bytes: big, filename: 'big.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, message: 'imgName must be at most 5 MB' });
    expect(await imageCount()).toBe(before);
    const list = (await send('GET', '/api/admin/viewproduct?q=Too big')).json() as unknown[];
    expect(list).toHaveLength(0);
  });

  it('accepts a file of exactly 5 MB as far as size goes (then judges its bytes)', async () => {
    const edge = Buffer.alloc(5 * 1024 * 1024, 0);
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Edge size' }), [{ field: 'imgName', bytes: edge, filename: 'edge.png' }]);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, I am not an image'), 'notes.png', 'image/png'],
    ['an SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['HTML named .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg', 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'x.pdf', 'application/pdf'],
    ['a truncated PNG (header only)', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'x.png', 'image/png'],
    ['a BMP', Buffer.concat([Buffer.from('BM'), Buffer.alloc(100)]), 'x.bmp', 'image/bmp'],
  ])('refuses %s with 400 naming the field', async (_what, bytes, filename, type) => {
    const before = await imageCount();
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Bad image' }), [{ field: 'imgName', bytes, filename, type }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^imgName must be a JPEG, PNG, WebP or GIF image/);
    expect(await imageCount()).toBe(before);
  });

  it('recognises a real image by its bytes whatever its name and declared type', async () => {
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Misnamed' }), [
      { field: 'imgName', bytes: await png(), filename: 'photo.exe', type: 'application/x-msdownload' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().imagePath).toMatch(/filename=p-[0-9a-f]{32}\.png$/);
  });

  it.each([
    '../../../etc/passwd.png',
    '..\\..\\boot.ini',
    '/etc/cron.d/x.png',
    'a\u0000b.png',
    '%2e%2e%2fx.png',
    'CON.png',
    '.htaccess',
    'x'.repeat(300) + '.png',
  ])('ignores the client file name %j: the server names the file', async (filename) => {
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Named attack' }), [{ field: 'imgName', bytes: await png(), filename }]);
    expect(res.statusCode).toBe(201);
    const name = filenameOf(res.json().imagePath);
    expect(name).toMatch(/^p-[0-9a-f]{32}\.png$/);
    expect((await t.app.inject({ url: res.json().imagePath })).statusCode).toBe(200);
  });

  it('accepts WebP and GIF (GIF stored re-encoded)', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#654321' } })
      .gif()
      .toBuffer();
    const a = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Webp one' }), [{ field: 'imgName', bytes: webp }]);
    const b = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Gif one' }), [{ field: 'imgName', bytes: gif }]);
    expect(a.json().imagePath).toMatch(/\.webp$/);
    expect(b.json().imagePath).toMatch(/\.png$/);
  });

  it('refuses a file in an unknown field, two files, and a non-multipart body', async () => {
    const other = await send('POST', '/api/admin/saveProduct', validProduct(), [{ field: 'avatar', bytes: await png() }]);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('avatar is not an accepted file field (use imgName)');
    const two = await send('POST', '/api/admin/saveProduct', validProduct(), [
      { field: 'imgName', bytes: await png() },
      { field: 'imgName', bytes: await png() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('only one imgName file is accepted');
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/saveProduct', headers: { cookie }, payload: validProduct() });
    expect(json.statusCode).toBe(415);
    const cat = await send('POST', '/api/admin/saveCategory', { name: 'Files', isActive: 'true' }, [{ field: 'imgName', bytes: await png() }]);
    expect(cat.json().message).toBe('imgName is not an accepted file field (use file)');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'x'],
    ['a body cut short', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut sh'],
  ])('answers a malformed multipart body (%s) with 400 on every save and update, storing nothing', async (_what, type, payload) => {
    const before = (await send('GET', '/api/admin/category')).json().length;
    for (const [method, url] of [
      ['POST', '/api/admin/saveCategory'],
      ['PUT', '/api/admin/updateCategory/1'],
      ['POST', '/api/admin/saveProduct'],
      ['PUT', '/api/admin/updateProduct/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie, 'content-type': type }, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toEqual({ status: 400, message: 'Request body is not valid multipart/form-data' });
    }
    expect((await send('GET', '/api/admin/category')).json().length).toBe(before);
  });

  it('refuses prototype-polluting field names with 400', async () => {
    for (const name of ['constructor', '__proto__', 'hasOwnProperty']) {
      const res = await send('POST', '/api/admin/saveProduct', { ...validProduct(), [name]: 'x' });
      expect(res.statusCode, name).toBe(400);
    }
  });

  it('treats an empty file part (a file input left empty) as no image', async () => {
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Empty file part' }), [
      { field: 'imgName', bytes: new Uint8Array(0), filename: '' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().imagePath).toBeNull();
  });

  it('refuses writes from another site even with a valid session (403), changing nothing', async () => {
    const before = (await send('GET', '/api/admin/viewproduct')).json().length;
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'CSRF' }), [], headers);
      expect(res.statusCode).toBe(403);
      const del = await send('DELETE', '/api/admin/deleteCategory/1', undefined, [], headers);
      expect(del.statusCode).toBe(403);
    }
    expect((await send('GET', '/api/admin/viewproduct')).json().length).toBe(before);
  });
});

describe(`path traversal against both image downloads (${dialect})`, () => {
  const payloads = [
    '../../../../etc/passwd',
    '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%252e%252e%252fetc%252fpasswd',
    '..%c0%af..%c0%afetc%c0%afpasswd',
    '..%ef%bc%8f..%ef%bc%8fetc%ef%bc%8fpasswd',
    '....//....//....//etc/passwd',
    '..;/..;/etc/passwd',
    '/etc/passwd',
    '/etc/shadow',
    'file:///etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '..%5c..%5c..%5cwindows%5cwin.ini',
    'C:\\Windows\\win.ini',
    '\\\\server\\share\\x.png',
    'gubbara.db',
    '../data/gubbara.db',
    './gubbara.db-wal',
    '../../package.json',
    '../.env',
    '.env',
    '/proc/self/environ',
    '/proc/self/cmdline',
    'p-00000000000000000000000000000000.webp/../../../../etc/passwd',
    'p-00000000000000000000000000000000.webp%00.png',
    'p-00000000000000000000000000000000.webp%0a',
    'p-00000000000000000000000000000000.webp.png',
    'P-00000000000000000000000000000000.WEBP',
    'p-0000000000000000000000000000000g.webp',
    'p-00000000000000000000000000000000.svg',
    'p-00000000000000000000000000000000.html',
    '%00',
    '',
    'p-*',
    'p-%27%20OR%20%271%27%3D%271',
    'x'.repeat(500),
    'http://169.254.169.254/latest/meta-data/',
  ];

  it.each(payloads)('discloses nothing for filename=%s', async (name) => {
    for (const base of ['/api/admin/uploads/product', '/api/admin/uploads']) {
      for (const headers of [{}, { cookie }]) {
        const res = await t.app.inject({ url: `${base}?filename=${name}`, headers });
        expect([400, 404], `${base} ${name}`).toContain(res.statusCode);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = res.body;
        for (const secret of ['root:', '[fonts]', 'SQLite format', 'gubbara_', 'scrypt$', '"dependencies"', 'PATH=']) expect(body).not.toContain(secret);
        expect(body.length).toBeLessThan(300);
      }
    }
  });
});
