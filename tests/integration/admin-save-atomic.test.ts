// A product or category saved with a picture is one transaction: when the database refuses the row,
// the picture stored for it goes too, and an edit that fails leaves the old picture in place. The
// refusal is a real trigger in the database, as a constraint or a full disk would refuse a write.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, login, multipart, png, validProduct } from '../helpers/admin.ts';
import { dialect, type TestContext, testContextForFile } from '../helpers/test-db.ts';

const REFUSED = 'Refused by the database';

let cookie: string;

/** A trigger that aborts a write of a row whose `column` is REFUSED. */
async function refuseRows(
  db: TestContext['services']['db'],
  table: 'products' | 'categories',
  column: 'title' | 'name',
  when: 'INSERT' | 'UPDATE',
): Promise<void> {
  const name = sql.raw(`refuse_${table}_${when.toLowerCase()}`);
  if (dialect === 'sqlite') {
    await sql`CREATE TRIGGER ${name} BEFORE ${sql.raw(when)} ON ${sql.table(table)} WHEN NEW.${sql.raw(column)} = ${sql.lit(REFUSED)}
      BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(db);
    return;
  }
  await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.${sql.raw(column)} = ${sql.lit(REFUSED)} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`.execute(db);
  await sql`CREATE TRIGGER ${name} BEFORE ${sql.raw(when)} ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(db);
}

const t = testContextForFile({ demo: 2, env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
  await refuseRows(t.services.db, 'products', 'title', 'INSERT');
  await refuseRows(t.services.db, 'products', 'title', 'UPDATE');
  await refuseRows(t.services.db, 'categories', 'name', 'INSERT');
  await refuseRows(t.services.db, 'categories', 'name', 'UPDATE');
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, field: string) {
  const body = await multipart(fields, [{ field, bytes: await png(), filename: 'picture.png', type: 'image/png' }]);
  return t.app.inject({ method, url, headers: { cookie, ...body.headers }, payload: body.payload });
}
const images = async () => (await t.services.db.selectFrom('images').select('filename').orderBy('filename').execute()).map((r) => r.filename);

describe(`a save with a picture is one transaction (${dialect})`, () => {
  it('saveProduct refused by the database stores no picture', async () => {
    const before = await images();
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: REFUSED }), 'imgName');
    expect(res.statusCode).toBe(500);
    expect(await images()).toEqual(before);
  });

  it('updateProduct refused by the database keeps the product and its old picture, and stores no new one', async () => {
    const saved = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Kept product' }), 'imgName');
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json() as { id: number };
    const product = (await t.app.inject({ url: `/api/home/product/${id}` })).json() as { title: string; image: string };
    const before = await images();
    const res = await send('PUT', `/api/admin/updateProduct/${id}`, validProduct({ title: REFUSED }), 'imgName');
    expect(res.statusCode).toBe(500);
    expect(await images()).toEqual(before);
    expect((await t.app.inject({ url: `/api/home/product/${id}` })).json()).toMatchObject({ title: 'Kept product', image: product.image });
  });

  it('saveCategory refused by the database stores no picture', async () => {
    const before = await images();
    const res = await send('POST', '/api/admin/saveCategory', { name: REFUSED, isActive: 'true' }, 'file');
    expect(res.statusCode).toBe(500);
    expect(await images()).toEqual(before);
  });

  it('updateCategory refused by the database keeps the category and its old picture, and stores no new one', async () => {
    const saved = await send('POST', '/api/admin/saveCategory', { name: 'Kept Category', isActive: 'true' }, 'file');
    expect(saved.statusCode).toBe(201);
    const { id, imagePath } = saved.json() as { id: number; imagePath: string };
    const before = await images();
    const res = await send('PUT', `/api/admin/updateCategory/${id}`, { name: REFUSED, isActive: 'true' }, 'file');
    expect(res.statusCode).toBe(500);
    expect(await images()).toEqual(before);
    const categories = (await t.app.inject({ url: '/api/admin/category', headers: { cookie } })).json() as { id: number; name: string; imageName: string }[];
    expect(categories.find((c) => c.id === id)).toMatchObject({
      name: 'Kept Category',
      imageName: new URL(imagePath, 'http://x').searchParams.get('filename'),
    });
  });
});
