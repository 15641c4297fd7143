// The owner's product list as a spreadsheet: export (every product and field, UTF-8 with a BOM,
// formulas neutralised), then import with a dry run and a real run in one transaction. Each bad
// file gets a 4xx or a per-row report and writes nothing; a digest of the products and pictures
// proves it.
import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { watchEventLoop } from '../helpers/event-loop.ts';
import { ADMIN_ENV, jpegWithGps, login, multipart, png, validProduct } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
const t = testContextForFile({ demo: 12, env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
});

const HEADER =
  'id,title,title_hi,description,description_hi,category,price,stock,occassion,color,material,brand,netquantity,hsn,gstrate,about1,about2,about3,about4,about5,about6,about7,about8,about9,about10,image';
const COLUMNS = HEADER.split(',');
/** The file before the Hindi columns came. */
const OLD_COLUMNS = COLUMNS.filter((c) => !c.endsWith('_hi'));
/** The API's name of a column (title_hi is the field titleHi). */
const fieldOf = (column: string) => column.replace(/_hi$/, 'Hi');
const BOM = '\uFEFF';

interface Report {
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  errors: { row: number; field: string | null; message: string }[];
  errorCount: number;
  changes: { row: number; action: 'create' | 'update'; id: number | null; title: string; fields: string[] }[];
}

async function exportCsv(): Promise<string> {
  const res = await t.app.inject({ url: '/api/admin/products/export.csv', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload.toString('utf8');
}

/** The export's rows as records keyed by column. */
function records(csv: string): Record<string, string>[] {
  return parse(csv, { bom: true, columns: true }) as Record<string, string>[];
}

/** A CSV as a spreadsheet writes it (CRLF, quotes where needed). */
function csvOf(rows: Record<string, string>[], columns = COLUMNS): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c] ?? '')).join(','))].join('\r\n') + '\r\n';
}

type UploadOptions = { dryRun?: boolean; images?: Uint8Array };

/** The import request for a file, made ready to send (building a large one takes time of its own). */
async function importRequest(body: string | Uint8Array, opts: UploadOptions = {}) {
  const files = [{ field: 'file', bytes: typeof body === 'string' ? Buffer.from(body, 'utf8') : body, filename: 'products.csv', type: 'text/csv' }];
  if (opts.images) files.push({ field: 'images', bytes: opts.images, filename: 'pictures.zip', type: 'application/zip' });
  const form = await multipart({}, files);
  return () =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import${opts.dryRun ? '?dryRun=1' : ''}`,
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
}

async function upload(body: string | Uint8Array, opts: UploadOptions = {}) {
  return (await importRequest(body, opts))();
}

/** Every product and picture as stored: what a refused import must leave as it was. */
async function digest(): Promise<string> {
  const db = t.services.db;
  const products = await db.selectFrom('products').selectAll().orderBy('id').execute();
  const images = await db.selectFrom('images').select(['filename', 'etag']).orderBy('filename').execute();
  return JSON.stringify([products, images]);
}

async function product(id: number) {
  return (await t.app.inject({ url: `/api/home/product/${id}` })).json() as Record<string, unknown>;
}

describe(`export (${dialect})`, () => {
  it('writes every product with every field and its category slug, UTF-8 with a BOM, formulas made text', async () => {
    const form = await multipart(
      validProduct({ title: '=HYPERLINK("http://evil.example")', titleHi: 'लाल दिल, गुब्बारा', description: '- गुब्बारे ₹ 5 each', about3: '@SUM(A1)' }),
    );
    const saved = await t.app.inject({ method: 'POST', url: '/api/admin/saveProduct', headers: { cookie, ...form.headers }, payload: form.payload });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as number;

    const res = await t.app.inject({ url: '/api/admin/products/export.csv', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gubbara-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith(BOM + HEADER + '\r\n')).toBe(true);
    expect(text).toContain(
      `${id},"'=HYPERLINK(""http://evil.example"")","लाल दिल, गुब्बारा",'- गुब्बारे ₹ 5 each,,foil,149,25,Anniversary,Red,Foil,Gubbara,1 piece,,,Self-sealing valve,Reusable,'@SUM(A1),,,,,,,,\r\n`,
    );

    const all = (await t.app.inject({ url: '/api/admin/viewproduct', headers: { cookie } })).json() as Record<string, unknown>[];
    const rows = records(text);
    expect(rows.map((r) => Number(r.id))).toEqual(all.map((p) => p.id as number).sort((a, b) => a - b));
    const first = all.find((p) => p.id === Number(rows[0]!.id))!;
    for (const c of COLUMNS) expect(rows[0]![c], c).toBe(String(first[fieldOf(c)] ?? ''));
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ url: '/api/admin/products/export.csv' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: 'Login required' });
  });
});

describe(`import round trip (${dialect})`, () => {
  it('imports the unchanged export as 0 creates and 0 updates, in the dry run and for real, writing nothing', async () => {
    const csv = await exportCsv();
    const n = records(csv).length;
    const before = await digest();
    const dry = await upload(csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ toCreate: 0, toUpdate: 0, unchanged: n, errors: [], errorCount: 0, changes: [] });
    const real = await upload(csv);
    expect(real.statusCode).toBe(200);
    expect(real.json()).toEqual({
      status: 200,
      message: `Imported: 0 new products, 0 updated, ${n} unchanged`,
      toCreate: 0,
      toUpdate: 0,
      unchanged: n,
      errors: [],
      errorCount: 0,
      changes: [],
    });
    expect(await digest()).toBe(before);
  });

  it('previews a changed file without writing, then applies it: updates, a new product by category alias, search in step', async () => {
    const rows = records(await exportCsv());
    const [a, b] = [rows[0]!, rows[1]!];
    a.price = String(Number(a.price) + 100);
    b.title = `${b.title} (Deluxe)`;
    b.stock = '7';
    const fresh = { title: 'Sheet Made Confetti Cannon', category: 'latexballoon', price: '450', description: 'Line one\nline two' };
    const file = csvOf([...rows, fresh]);
    const newRow = rows.length + 2;
    // Read once before, so the answers the server keeps in memory must be dropped by the import.
    expect(await product(Number(a.id))).toMatchObject({ price: Number(a.price) - 100 });
    const before = await digest();

    const dry = await upload(file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    const expected: Report = {
      toCreate: 1,
      toUpdate: 2,
      unchanged: rows.length - 2,
      errors: [],
      errorCount: 0,
      changes: [
        { row: 2, action: 'update', id: Number(a.id), title: a.title!, fields: ['price'] },
        { row: 3, action: 'update', id: Number(b.id), title: b.title, fields: ['title', 'stock'] },
        { row: newRow, action: 'create', id: null, title: fresh.title, fields: [] },
      ],
    };
    expect(dry.json()).toEqual(expected);
    expect(await digest()).toBe(before);

    const real = await upload(file);
    expect(real.statusCode).toBe(200);
    const body = real.json() as Report & { status: number; message: string };
    const newId = body.changes[2]!.id!;
    expect(newId).toBeGreaterThan(0);
    expect(body).toEqual({
      status: 200,
      message: `Imported: 1 new product, 2 updated, ${rows.length - 2} unchanged`,
      ...expected,
      changes: [expected.changes[0], expected.changes[1], { ...expected.changes[2], id: newId }],
    });
    expect(await product(Number(a.id))).toMatchObject({ price: Number(a.price) });
    expect(await product(Number(b.id))).toMatchObject({ title: b.title, stock: 7 });
    expect(await product(newId)).toMatchObject({
      title: fresh.title,
      category: 'latex',
      price: 450,
      description: 'Line one\nline two',
      // An empty Stock cell: not counted.
      stock: null,
      image: null,
      about1: null,
    });
    const found = (await t.app.inject({ url: '/api/home/search?q=confetti%20cannon' })).json() as { items: { id: number }[] };
    expect(found.items.map((p) => p.id)).toContain(newId);

    // The file now matches the shop: importing it again changes nothing.
    const again = await upload(csvOf(records(await exportCsv())), { dryRun: true });
    expect(again.json()).toMatchObject({ toCreate: 0, toUpdate: 0, errors: [] });
  });

  it('takes a subset of columns: the others keep their values', async () => {
    const [row] = records(await exportCsv());
    const res = await upload(csvOf([{ id: row!.id!, title: row!.title!, category: row!.category!, price: '1' }], ['id', 'title', 'category', 'price']));
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([{ row: 2, action: 'update', id: Number(row!.id), title: row!.title, fields: ['price'] }]);
    expect(await product(Number(row!.id))).toMatchObject({ price: 1, description: row!.description, about1: row!.about1 || null });
  });
});

describe(`Hindi columns (${dialect})`, () => {
  it('round-trips title_hi and description_hi: written by the file, read back by the API and the next export', async () => {
    const rows = records(await exportCsv());
    const target = rows.find((r) => r.title_hi === '')!;
    const text = { title_hi: 'सुनहरे तारे वाले गुब्बारे', description_hi: 'जन्मदिन की सजावट के लिए।\nदूसरी पंक्ति' };
    const res = await upload(csvOf([{ ...target, ...text }]));
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([{ row: 2, action: 'update', id: Number(target.id), title: target.title, fields: ['title_hi', 'description_hi'] }]);
    expect(await product(Number(target.id))).toMatchObject({ titleHi: text.title_hi, descriptionHi: text.description_hi, title: target.title });
    const again = records(await exportCsv()).find((r) => r.id === target.id)!;
    expect({ title_hi: again.title_hi, description_hi: again.description_hi }).toEqual(text);
    // Emptied in the file: none (null), as the form's empty field is.
    const cleared = await upload(csvOf([{ ...target, title_hi: '', description_hi: ' ' }]));
    expect(cleared.json().changes[0].fields).toEqual(['title_hi', 'description_hi']);
    expect(await product(Number(target.id))).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it('imports a file made before the Hindi columns: products keep their Hindi texts, new ones have none', async () => {
    const rows = records(await exportCsv());
    const target = rows.find((r) => r.title_hi === '')!;
    await upload(csvOf([{ ...target, title_hi: 'पुराना नाम', description_hi: 'पुराना विवरण' }]));
    const old = { ...target, price: String(Number(target.price) + 1) };
    const created = { title: 'Old Sheet Garland', category: 'latex', price: '450' };
    const res = await upload(csvOf([old, created], OLD_COLUMNS));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ toCreate: 1, toUpdate: 1, errorCount: 0 });
    expect(res.json().changes[0]).toMatchObject({ id: Number(target.id), fields: ['price'] });
    expect(await product(Number(target.id))).toMatchObject({ titleHi: 'पुराना नाम', descriptionHi: 'पुराना विवरण', price: Number(old.price) });
    expect(await product(res.json().changes[1].id)).toMatchObject({ title: created.title, titleHi: null, descriptionHi: null });
  });

  it('names the Hindi column of a problem as the file does, with the form\'s limits', async () => {
    const [row] = records(await exportCsv());
    const res = await upload(csvOf([{ ...row!, title_hi: 'अ'.repeat(201), description_hi: '=SUM(A1)' }]), { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      { row: 2, field: 'description_hi', message: expect.stringContaining('formula') as string, value: '=SUM(A1)' },
      { row: 2, field: 'title_hi', message: 'must be at most 200 characters', value: 'अ'.repeat(201) },
    ]);
  });
});

describe(`pictures in a ZIP (${dialect})`, () => {
  it('re-encodes a named picture as an upload is (EXIF gone), replaces the old one, and judges type by bytes', async () => {
    const rows = records(await exportCsv());
    const target = rows.find((r) => r.image !== '')!;
    const oldImage = target.image!;
    target.image = 'photos/Party Shot.JPG';
    const created = { title: 'Sheet Pictured Bouquet', category: 'balloonbouquet', price: '799', image: 'bouquet.png' };
    const zip = zipSync({ 'photos/Party Shot.JPG': await jpegWithGps(), 'bouquet.png': await png(90, 60), '__MACOSX/._bouquet.png': new Uint8Array([0, 1]) });

    const dry = await upload(csvOf([target, created]), { dryRun: true, images: zip });
    expect(dry.json()).toEqual({
      toCreate: 1,
      toUpdate: 1,
      unchanged: 0,
      errors: [],
      errorCount: 0,
      changes: [
        { row: 2, action: 'update', id: Number(target.id), title: target.title, fields: ['image'] },
        { row: 3, action: 'create', id: null, title: created.title, fields: [] },
      ],
    });
    const res = await upload(csvOf([target, created]), { images: zip });
    expect(res.statusCode).toBe(200);
    const updated = await product(Number(target.id));
    expect(updated.image).toMatch(/^p-[0-9a-f]{32}\.jpg$/);
    const img = await t.app.inject({ url: `/api/admin/uploads/product?filename=${updated.image as string}` });
    expect(img.statusCode).toBe(200);
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect((await t.app.inject({ url: `/api/admin/uploads/product?filename=${oldImage}` })).statusCode).toBe(404);
    const made = await product(res.json().changes[1].id);
    expect(made.image).toMatch(/^p-[0-9a-f]{32}\.png$/);

    // The stored name the export writes keeps the picture.
    const again = records(await exportCsv()).find((r) => r.id === target.id)!;
    expect(again.image).toBe(updated.image);
  });

  it("gives a row naming another product's stored picture its own copy, and refuses a stored name that does not exist", async () => {
    const rows = records(await exportCsv());
    const [owner, taker] = rows.filter((r) => r.image !== '');
    const copied = { ...owner!, id: '', title: 'Sheet Copied Row' };
    const moved = { ...taker!, image: owner!.image! };
    const res = await upload(csvOf([copied, moved]));
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([
      { row: 2, action: 'create', id: expect.any(Number), title: copied.title, fields: [] },
      { row: 3, action: 'update', id: Number(taker!.id), title: taker!.title, fields: ['image'] },
    ]);
    const bytesOf = async (name: unknown) => (await t.app.inject({ url: `/api/admin/uploads/product?filename=${String(name)}` })).rawPayload;
    const original = await bytesOf(owner!.image);
    for (const id of [res.json().changes[0].id as number, Number(taker!.id)]) {
      const p = await product(id);
      expect(p.image).not.toBe(owner!.image);
      expect((await bytesOf(p.image)).equals(original)).toBe(true);
    }
    expect((await product(Number(owner!.id))).image).toBe(owner!.image);
    expect((await t.app.inject({ url: `/api/admin/uploads/product?filename=${taker!.image}` })).statusCode).toBe(404);

    const ghost = `p-${'0'.repeat(32)}.webp`;
    const res2 = await upload(csvOf([{ ...owner!, image: ghost }]), { dryRun: true });
    expect(res2.json().errors).toEqual([
      { row: 2, field: 'image', message: `"${ghost}" is not a stored picture: put the picture in the images ZIP and name it here`, value: ghost },
    ]);
  });

  it('reports pictures that are missing, not images, ambiguous or too large, and a ZIP that is not one', async () => {
    const rows = [
      { title: 'A', category: 'latex', price: '1', image: 'missing.png' },
      { title: 'B', category: 'latex', price: '1', image: 'fake.jpg' },
      { title: 'C', category: 'latex', price: '1', image: 'twin.png' },
      { title: 'D', category: 'latex', price: '1', image: 'huge.png' },
    ];
    const zip = zipSync({
      'fake.jpg': new TextEncoder().encode('not a picture at all'),
      'a/twin.png': await png(),
      'b/twin.png': await png(),
      'huge.png': new Uint8Array(6 * 1024 * 1024),
    });
    const before = await digest();
    const res = await upload(csvOf(rows), { images: zip });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'Nothing was imported: 4 rows have problems',
      errors: [
        { row: 2, field: 'image', message: '"missing.png" is not in the images ZIP' },
        { row: 3, field: 'image', message: '"fake.jpg" must be a JPEG, PNG, WebP or GIF image (Image must be a JPEG, PNG, WebP or GIF file)' },
        { row: 4, field: 'image', message: '"twin.png" matches 2 files in the ZIP (a/twin.png, b/twin.png): write the folder too' },
        { row: 5, field: 'image', message: '"huge.png" is larger than 5 MB' },
      ],
    });
    const noZip = await upload(csvOf([rows[0]!]), { dryRun: true });
    expect(noZip.json().errors).toEqual([
      { row: 2, field: 'image', message: '"missing.png" names a picture, but no images ZIP came with the file', value: 'missing.png' },
    ]);
    const notZip = await upload(csvOf([rows[0]!]), { dryRun: true, images: new TextEncoder().encode('PK but not really') });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ status: 400, message: 'images is not a ZIP file (or it is damaged): send the pictures as one .zip file' });
    expect(await digest()).toBe(before);
  });
});

describe(`crafted ZIPs (${dialect})`, () => {
  /** A ZIP made by fflate whose one entry holds `deflated` and declares `declared` bytes unpacked. */
  function craftedZip(name: string, deflated: Uint8Array, declared: number): Uint8Array {
    const zip = zipSync({ [name]: deflated }, { level: 0 });
    const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
    const directory = bytes.readUInt32LE(bytes.length - 22 + 16);
    // Stored becomes deflated, and the unpacked size is whatever the sender says: in the local header and the directory.
    bytes.writeUInt16LE(8, 8);
    bytes.writeUInt32LE(declared, 22);
    bytes.writeUInt16LE(8, directory + 10);
    bytes.writeUInt32LE(declared, directory + 24);
    return zip;
  }

  /** A gigabyte of zeros, deflated (about 1 MB). */
  async function deflatedGigabyte(): Promise<Uint8Array> {
    const deflate = createDeflateRaw({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => parts.push(chunk));
    const megabyte = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 1024; i++) deflate.write(megabyte);
    deflate.end();
    await once(deflate, 'end');
    return Buffer.concat(parts);
  }

  it('stops unpacking an entry that declares 1 KB and unpacks to 1 GB at the picture limit, naming it', async () => {
    const zip = craftedZip('bomb.png', await deflatedGigabyte(), 1024);
    const before = await digest();
    const file = csvOf([{ title: 'Bomb', category: 'latex', price: '5', image: 'bomb.png' }], ['title', 'category', 'price', 'image']);
    const started = performance.now();
    const loop = watchEventLoop();
    const res = await upload(file, { images: zip });
    const heldMs = loop.stop();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'Nothing was imported: 1 row has problems',
      errors: [{ row: 2, field: 'image', message: '"bomb.png" is larger than 5 MB' }],
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(heldMs).toBeLessThan(200);
    expect(await digest()).toBe(before);
  });

  it('reads 20,000 files of one name in linear time, naming a few of them, and refuses a ZIP of more files', async () => {
    const many = (n: number) => zipSync(Object.fromEntries(Array.from({ length: n }, (_, i) => [`d${i}/same.png`, new Uint8Array([1, 2, 3])])), { level: 0 });
    const zip = many(20_000);
    const file = csvOf([{ title: 'Same', category: 'latex', price: '5', image: 'same.png' }], ['title', 'category', 'price', 'image']);
    const send = await importRequest(file, { dryRun: true, images: zip });
    const loop = watchEventLoop();
    const started = performance.now();
    const res = await send();
    const ms = performance.now() - started;
    const heldMs = loop.stop();
    expect(res.json().errors).toEqual([
      {
        row: 2,
        field: 'image',
        message: '"same.png" matches 20000 files in the ZIP (d0/same.png, d1/same.png, d2/same.png, d3/same.png, d4/same.png, …): write the folder too',
        value: 'same.png',
      },
    ]);
    expect(ms).toBeLessThan(2_000);
    expect(heldMs).toBeLessThan(200);

    const tooMany = await upload(file, { dryRun: true, images: many(20_001) });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([
      400,
      { status: 400, message: 'images holds 20,001 files; at most 20,000 are read: send fewer pictures per ZIP' },
    ]);
  });
});

describe(`bad files (${dialect})`, () => {
  let before: string;
  let rows: Record<string, string>[];
  beforeAll(async () => {
    rows = records(await exportCsv());
    before = await digest();
  });

  const refused = (message: string, status = 400) => ({ status, message });
  const SAVE_AS = 'save it from the spreadsheet as "CSV UTF-8 (Comma delimited)"';

  const QUOTE_FIX = 'Write a " inside a cell as "" with quotes around the whole cell, or remove it; a spreadsheet saving the file does this for you';
  it.each([
    ['an empty file', '', refused('The file is empty: export the products first and change that file')],
    ['only a BOM and blank lines', `${BOM}\r\n\r\n`, refused('The file is empty: export the products first and change that file')],
    ['a header without rows', `${HEADER}\r\n`, refused('The file has a header row but no products under it')],
    ['unknown columns', 'id,title,colour,category,price\r\n1,x,red,latex,5\r\n', refused(`Unknown column: "colour". The columns are: ${COLUMNS.join(', ')}`)],
    ['missing columns', 'id,title\r\n1,x\r\n', refused(`Missing columns: category, price. The columns are: ${COLUMNS.join(', ')}`)],
    ['a column twice', 'title,category,price,Price\r\nx,latex,1,2\r\n', refused('Column "price" is there twice')],
    ['semicolon-separated', 'id;title;category;price\r\n;x;latex;5\r\n', refused(`The file is separated by semicolons, not commas: ${SAVE_AS}`)],
    ['tab-separated', 'id\ttitle\tcategory\tprice\r\n\tx\tlatex\t5\r\n', refused(`The file is separated by tabs, not commas: ${SAVE_AS}`)],
    [
      'a quote never closed',
      'title,category,price\r\n"x,latex,5\r\n',
      refused(`The file is not valid CSV: row 2, column A (title) opens a double quote (") that is never closed. ${QUOTE_FIX}`),
    ],
    [
      'text after a closing quote',
      'title,category,price\r\nok,latex,5\r\nx,"lat"ex,5\r\n',
      refused(`The file is not valid CSV: row 3, column B (category) has text after the double quote (") that closes the cell. ${QUOTE_FIX}`),
    ],
    [
      'a stray quote inside a cell',
      'title,category,price\r\n\r\nok,latex,5\r\n5" balloon,latex,5\r\n',
      refused(`The file is not valid CSV: row 4, column A (title) has a stray double quote (") inside its text. ${QUOTE_FIX}`),
    ],
  ])('refuses %s with a 400 naming the problem', async (_name, body, answer) => {
    const res = await upload(body);
    expect(res.statusCode).toBe(answer.status);
    expect(res.json()).toEqual(answer);
    expect(await digest()).toBe(before);
  });

  it('refuses Latin-1 bytes, UTF-16 and a workbook, naming the encoding', async () => {
    const latin1 = Buffer.concat([Buffer.from('title,category,price\r\nok,latex,5\r\n'), Buffer.from('Caf\xe9 Balloon,latex,5\r\n', 'latin1')]);
    expect((await upload(latin1)).json()).toEqual(refused(`The file is not UTF-8 text: line 3 has bytes that are not (Latin-1 or Windows-1252?): ${SAVE_AS}`));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('title,category,price\r\nx,latex,5\r\n', 'utf16le')]);
    expect((await upload(utf16)).json()).toEqual(refused(`The file is UTF-16 text (Excel's "Unicode Text"), not UTF-8: ${SAVE_AS}`));
    const utf16NoBom = Buffer.from('title,category,price\r\n', 'utf16le');
    expect((await upload(utf16NoBom)).json()).toEqual(
      refused(`The file holds NUL bytes, so it is not UTF-8 text (UTF-16, or not a text file at all): ${SAVE_AS}`),
    );
    const workbook = zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>') });
    expect((await upload(workbook)).json()).toEqual(refused(`The file is a workbook (.xlsx or .ods), not a CSV file: ${SAVE_AS}`));
    expect(await digest()).toBe(before);
  });

  it('refuses 10,000 rows with a 400, and a 20 MB file with a 413', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ title: `Bulk ${i}`, category: 'latex', price: '5' }));
    const res = await upload(csvOf(many, ['title', 'category', 'price']));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('The file has more than 5,000 products; at most 5,000 are imported at once: split it into smaller files'));
    const big = `title,category,price\r\n${'"x",latex,5\r\n'.repeat(Math.ceil((20 * 1024 * 1024) / 13))}`;
    const res2 = await upload(big);
    expect(res2.statusCode).toBe(413);
    expect(res2.json()).toEqual(refused('file must be at most 5 MB', 413));
    expect(await digest()).toBe(before);
  });

  it('reports each bad row with its row, column and reason: formulas, categories, prices, ids, cell counts', async () => {
    const good = rows[0]!;
    const file = csvOf([
      { ...good, title: '=HYPERLINK("http://evil.example")' },
      { ...good, id: '', category: 'no such thing' },
      { ...good, id: '', price: '-5', category: 'nope' },
      { ...good, id: '', price: '12.50', stock: 'lots' },
      { ...good },
      { ...good, title: '' },
      { ...good, id: '99999999' },
      { ...good, id: 'seven' },
    ]).replace(/\r\n$/, '\r\nonly,three,cells\r\n');
    const dry = await upload(file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      toCreate: 0,
      toUpdate: 0,
      unchanged: 0,
      errors: [
        {
          row: 2,
          field: 'title',
          message: 'starts with "=", a spreadsheet formula: write \'= at its start to keep it as text',
          value: '=HYPERLINK("http://evil.example")',
        },
        { row: 3, field: 'category', message: '"no such thing" is not a known category', value: 'no such thing' },
        { row: 4, field: 'price', message: 'must be a whole number of rupees', value: '-5' },
        { row: 4, field: 'category', message: '"nope" is not a known category', value: 'nope' },
        { row: 5, field: 'price', message: 'must be a whole number of rupees', value: '12.50' },
        { row: 5, field: 'stock', message: 'must be a whole number of 0 or more', value: 'lots' },
        { row: 6, field: 'id', message: `${good.id} is also on row 2: a product can be on one row only`, value: String(good.id) },
        { row: 7, field: 'id', message: `${good.id} is also on row 2: a product can be on one row only`, value: String(good.id) },
        { row: 7, field: 'title', message: 'is required', value: '' },
        { row: 8, field: 'id', message: 'no product has id 99999999: leave id empty to add a new product', value: '99999999' },
        { row: 9, field: 'id', message: 'must be a product id (a whole number), or empty for a new product', value: 'seven' },
        { row: 10, field: null, message: `has 3 cells where the header has ${COLUMNS.length} (a comma in a cell without quotes around it?)` },
      ],
      errorCount: 12,
      changes: [],
    });
    const real = await upload(file);
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({ status: 400, message: 'Nothing was imported: 9 rows have problems', toCreate: 0, errors: dry.json().errors });
    expect(await digest()).toBe(before);
  });

  it('takes prices written with ₹ and digit groups as whole rupees, and refuses paise', async () => {
    const file = csvOf(
      [
        { title: 'Grouped', category: 'latex', price: '1,299' },
        { title: 'Sign', category: 'latex', price: '₹499' },
        { title: 'Sign, space, paise nil', category: 'latex', price: '₹ 1,299.00' },
        { title: 'Paise', category: 'latex', price: '1,299.50' },
      ],
      ['title', 'category', 'price'],
    );
    const res = await upload(file, { dryRun: true });
    expect(res.json()).toMatchObject({
      toCreate: 3,
      errors: [{ row: 5, field: 'price', message: 'must be a whole number of rupees', value: '1,299.50' }],
      errorCount: 1,
    });
    expect(await digest()).toBe(before);
  });

  it("keeps text written as '= … as text", async () => {
    const res = await upload(csvOf([{ title: "'=2+3 Balloons", category: 'latex', price: '10' }], ['title', 'category', 'price']), { dryRun: true });
    expect(res.json()).toEqual({
      toCreate: 1,
      toUpdate: 0,
      unchanged: 0,
      errors: [],
      errorCount: 0,
      changes: [{ row: 2, action: 'create', id: null, title: '=2+3 Balloons', fields: [] }],
    });
  });

  it('refuses a request without the file, with another file field, not multipart, or with a bad dryRun', async () => {
    const none = await multipart({ note: 'x' });
    const r1 = await t.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie, ...none.headers }, payload: none.payload });
    expect([r1.statusCode, r1.json()]).toEqual([400, refused('file is required: the products as a CSV file')]);
    const other = await multipart({}, [{ field: 'imgName', bytes: Buffer.from('x') }]);
    const r2 = await t.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie, ...other.headers }, payload: other.payload });
    expect([r2.statusCode, r2.json()]).toEqual([400, refused('imgName is not an accepted file field (use file and images)')]);
    const r3 = await t.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { cookie, 'content-type': 'text/csv' }, payload: HEADER });
    expect(r3.statusCode).toBe(415);
    const r4 = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=yes',
      headers: { cookie, ...none.headers },
      payload: none.payload,
    });
    expect([r4.statusCode, r4.json()]).toEqual([400, refused("dryRun must be '1' (check only) or '0'")]);
    expect(await digest()).toBe(before);
  });
});

describe(`junk files (${dialect})`, () => {
  const refused = (message: string) => ({ status: 400, message });

  /** Runs `work` while a visitor keeps asking for a product (answered each time); the longest the event loop was held meanwhile. */
  async function whileVisiting<T>(work: () => Promise<T>): Promise<{ result: T; heldMs: number; ms: number }> {
    const started = performance.now();
    const loop = watchEventLoop();
    let done = false;
    const visitor = (async () => {
      while (!done) {
        const res = await t.app.inject({ url: '/api/home/product/1' });
        expect(res.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      const result = await work();
      return { result, heldMs: loop.stop(), ms: performance.now() - started };
    } finally {
      done = true;
      await visitor;
    }
  }

  it('reads 5,000,000 blank lines in bounded time without holding the server, and numbers rows as the spreadsheet does', async () => {
    const before = await digest();
    const blank = '\n'.repeat(5_000_000);
    const dry = await whileVisiting(await importRequest(`title,category,price\nFirst,latex,5\n${blank}Last,latex,6\n`, { dryRun: true }));
    expect(dry.result.statusCode).toBe(200);
    expect(dry.result.json()).toMatchObject({
      toCreate: 2,
      errors: [],
      errorCount: 0,
      changes: [
        { row: 2, action: 'create', title: 'First' },
        { row: 5_000_003, action: 'create', title: 'Last' },
      ],
    });
    expect(dry.heldMs).toBeLessThan(200);
    expect(dry.ms).toBeLessThan(15_000);

    const real = await whileVisiting(await importRequest(`title,category,price\n${blank}`));
    expect([real.result.statusCode, real.result.json()]).toEqual([400, refused('The file has a header row but no products under it')]);
    expect(real.heldMs).toBeLessThan(200);
    expect(real.ms).toBeLessThan(15_000);
    expect(await digest()).toBe(before);
  });

  it('stops reading 5 MB of short rows, or of rows of empty cells, at the most rows an import takes', async () => {
    for (const [line, message] of [
      ['x\n', 'The file has more than 5,000 products; at most 5,000 are imported at once: split it into smaller files'],
      [',\n', 'The file has more than 5,000 rows whose cells are all empty: delete them and save the file again'],
    ] as const) {
      const junk = await whileVisiting(await importRequest(`title,category,price\n${line.repeat(2_500_000)}`, { dryRun: true }));
      expect([junk.result.statusCode, junk.result.json()]).toEqual([400, refused(message)]);
      expect(junk.heldMs).toBeLessThan(200);
      expect(junk.ms).toBeLessThan(15_000);
    }
  });

  it('lists the first 100 problems of 5,000 bad rows and counts them all', async () => {
    const bad = Array.from({ length: 5000 }, (_, i) => ({ title: `Bad ${i}`, category: 'latex', price: '-5' }));
    const file = csvOf(bad, ['title', 'category', 'price']);
    const dry = await whileVisiting(await importRequest(file, { dryRun: true }));
    const report = dry.result.json() as Report;
    expect(report.errorCount).toBe(5000);
    expect(report.errors).toEqual(
      Array.from({ length: 100 }, (_, i) => ({ row: i + 2, field: 'price', message: 'must be a whole number of rupees', value: '-5' })),
    );
    expect(dry.heldMs).toBeLessThan(200);
    const real = await upload(file);
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({ status: 400, message: 'Nothing was imported: 5000 rows have problems', errorCount: 5000 });
    expect((real.json() as Report).errors).toHaveLength(100);
  });
});

describe(`all or nothing (${dialect})`, () => {
  it('writes nothing when the last row is bad', async () => {
    const rows = records(await exportCsv());
    const changed: Record<string, string>[] = rows.map((r) => ({ ...r, stock: String(Number(r.stock) + 1) }));
    changed[changed.length - 1]!.price = '-1';
    const before = await digest();
    const res = await upload(csvOf(changed));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'Nothing was imported: 1 row has problems',
      toUpdate: rows.length - 1,
      errors: [{ row: rows.length + 1, field: 'price', message: 'must be a whole number of rupees' }],
    });
    expect(await digest()).toBe(before);
  });

  it('rolls back the rows already written when the database refuses the last one', async () => {
    const db = t.services.db;
    // The database itself refuses one title, after the rows before it were written in the transaction.
    if (dialect === 'postgres') {
      await sql`CREATE FUNCTION refuse_title() RETURNS trigger AS $$ BEGIN IF NEW.title = 'Refused By The Database' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER refuse_title BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION refuse_title()`.execute(db);
    } else {
      await sql`CREATE TRIGGER refuse_title BEFORE INSERT ON products WHEN NEW.title = 'Refused By The Database' BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        db,
      );
    }
    try {
      const rows = records(await exportCsv()).map((r) => ({ ...r, stock: String(Number(r.stock) + 1) }));
      const zip = zipSync({ 'new.png': await png() });
      const file = csvOf([
        ...rows,
        { title: 'Accepted First', category: 'latex', price: '5', image: 'new.png' },
        { title: 'Refused By The Database', category: 'latex', price: '5' },
      ]);
      const before = await digest();
      const res = await upload(file, { images: zip });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 500, message: 'Something went wrong on our side, please try again' });
      expect(await digest()).toBe(before);
    } finally {
      await sql`DROP TRIGGER refuse_title${sql.raw(dialect === 'postgres' ? ' ON products' : '')}`.execute(db);
      if (dialect === 'postgres') await sql`DROP FUNCTION refuse_title()`.execute(db);
    }
  });
});
