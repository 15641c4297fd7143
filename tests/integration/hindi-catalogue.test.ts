// Hindi beside the English in the catalogue: the owner writes a product's Hindi title and description
// and a category's Hindi name through the admin calls, the public answers carry them (null when none),
// and search finds products by them in Devanagari, kept in step by the index's triggers on a save, an
// edit, a category's Hindi name and a clearing; Hinglish through the seeded synonyms.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, login, multipart, validProduct } from '../helpers/admin.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

let cookie: string;
const t = testContextForFile({ env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
});

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  const body = await multipart(fields);
  return t.app.inject({ method, url, headers: { cookie, ...body.headers }, payload: body.payload });
}
const get = async (url: string) => (await t.app.inject({ url })).json() as Record<string, unknown>;
const found = async (q: string) =>
  ((await t.app.inject({ url: `/api/home/search?q=${encodeURIComponent(q)}` })).json() as { items: { id: number }[] }).items.map((p) => p.id).sort((a, b) => a - b);

describe(`Hindi product and category texts (${dialect})`, () => {
  let heart: number;
  let plain: number;
  let category: number;

  it('saves a product with a Hindi title and description; the public answers and the admin list carry them', async () => {
    const res = await send(
      'POST',
      '/api/admin/saveProduct',
      validProduct({ titleHi: '  लाल दिल वाला फ़ॉयल गुब्बारा ', descriptionHi: 'सालगिरह के लिए।\nदूसरी पंक्ति' }),
    );
    expect(res.statusCode).toBe(201);
    heart = res.json().id as number;
    expect(await get(`/api/home/product/${heart}`)).toMatchObject({
      title: 'Test Heart Foil Balloon',
      titleHi: 'लाल दिल वाला फ़ॉयल गुब्बारा',
      descriptionHi: 'सालगिरह के लिए।\nदूसरी पंक्ति',
    });
    const admin = (await t.app.inject({ url: '/api/admin/viewproduct', headers: { cookie } })).json() as { id: number; titleHi: string | null }[];
    expect(admin.find((p) => p.id === heart)?.titleHi).toBe('लाल दिल वाला फ़ॉयल गुब्बारा');
  });

  it('stores an empty Hindi field as none (null), and a product without them answers null', async () => {
    const res = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Plain Latex Pack', titleHi: '   ', descriptionHi: '' }));
    expect(res.statusCode).toBe(201);
    plain = res.json().id as number;
    expect(await get(`/api/home/product/${plain}`)).toMatchObject({ titleHi: null, descriptionHi: null });
    const without = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'No Hindi Fields Sent' }));
    expect(await get(`/api/home/product/${without.json().id as number}`)).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it.each([
    [{ titleHi: 'अ'.repeat(201) }, 'titleHi must be at most 200 characters'],
    [{ descriptionHi: 'अ'.repeat(5001) }, 'descriptionHi must be at most 5000 characters'],
  ])('refuses %# over the English limits with 400 naming the field', async (over, message) => {
    const res = await send('POST', '/api/admin/saveProduct', validProduct(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message });
  });

  it('finds the product by its Hindi words, in Devanagari, at once and after an edit', async () => {
    expect(await found('दिल वाला')).toEqual([heart]);
    expect(await found('सालगिरह पंक्ति')).toEqual([heart]);
    // Hinglish and Devanagari words for balloon, through the synonyms and the Hindi title.
    for (const q of ['गुब्बारा', 'गुब्बारे', 'gubbare', 'gubbara', 'gubbaare']) expect(await found(q), q).toContain(heart);
    const res = await send('PUT', `/api/admin/updateProduct/${heart}`, validProduct({ titleHi: 'सुनहरा तारा', descriptionHi: '' }));
    expect(res.statusCode).toBe(200);
    expect(await found('दिल वाला')).toEqual([]);
    expect(await found('सुनहरा')).toEqual([heart]);
    expect(await get(`/api/home/product/${heart}`)).toMatchObject({ titleHi: 'सुनहरा तारा', descriptionHi: null });
  });

  it('an edit that leaves the Hindi fields out clears them, as the form sends every field', async () => {
    const res = await send('PUT', `/api/admin/updateProduct/${heart}`, validProduct());
    expect(res.statusCode).toBe(200);
    expect(await get(`/api/home/product/${heart}`)).toMatchObject({ titleHi: null });
    expect(await found('सुनहरा')).toEqual([]);
  });

  it('saves and edits a category with a Hindi name; its products are found by it', async () => {
    const res = await send('POST', '/api/admin/saveCategory', { name: 'Water Balloons', nameHi: 'पानी के गुब्बारे', isActive: 'true' });
    expect(res.statusCode).toBe(201);
    category = res.json().id as number;
    const cats = (await t.app.inject({ url: '/api/home/categories' })).json() as { id: number; name: string; nameHi: string | null }[];
    expect(cats.find((c) => c.id === category)).toMatchObject({ name: 'Water Balloons', nameHi: 'पानी के गुब्बारे' });
    // A category the seed gives no Hindi name.
    expect(cats.find((c) => c.name === 'Jumping')).toMatchObject({ nameHi: null });
    const made = await send('POST', '/api/admin/saveProduct', validProduct({ title: 'Splash Pack', category: 'WaterBalloons' }));
    const splash = made.json().id as number;
    expect(await found('पानी')).toEqual([splash]);
    // Renamed in Hindi only: the category's products are indexed again.
    expect((await send('PUT', `/api/admin/updateCategory/${category}`, { name: 'Water Balloons', nameHi: 'जल गुब्बारे', isActive: 'true' })).statusCode).toBe(200);
    expect(await found('पानी')).toEqual([]);
    expect(await found('जल')).toEqual([splash]);
    const tooLong = await send('PUT', `/api/admin/updateCategory/${category}`, { name: 'Water Balloons', nameHi: 'अ'.repeat(101), isActive: 'true' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ status: 400, message: 'nameHi must be at most 100 characters' });
  });
});
