// First-start data: the menu's categories (always, when none exist) and, unless SEED_DEMO=false,
// the demo catalogue with a locally drawn picture for every product. Running it again adds nothing.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { MAX_ABOUT_LINES } from '../../shared/constants.ts';
import { ADD_ONS_SLUG, MENU_CATEGORIES, MENU_GROUPS } from '../../shared/menu.ts';
import { categoryKey } from '../../shared/text.ts';
import type { Database } from '../schema.ts';
import { DEMO_ADD_ONS, type DemoProduct, demoProducts } from './demo/products.ts';
import { illustrationSvg } from './demo/illustration.ts';

const SEED_IMAGE_SIZE = 640;

/** Where seeded pictures go: the server's media service, which db/ knows only by this shape. */
export interface ImageStore {
  storeGenerated(webp: Buffer, kind: 'product' | 'category', width: number, height: number): Promise<string>;
}

export async function seedCategories(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('categories').select('id').limit(1).execute();
  if (existing.length > 0) return 0;
  const rows = MENU_CATEGORIES.map((c, i) => ({
    slug: c.slug,
    slug_key: categoryKey(c.slug),
    alias_key: c.alias ? categoryKey(c.alias) : null,
    name: c.name,
    name_hi: c.nameHi ?? null,
    menu_group: c.group,
    menu_subgroup: c.subgroup ?? null,
    sort_order: MENU_GROUPS.indexOf(c.group) * 100 + i,
    is_active: 1,
  }));
  await db.insertInto('categories').values(rows).execute();
  return rows.length;
}

export interface SeedResult {
  categories: number;
  products: number;
}

export async function seedDemoCatalogue(db: Kysely<Database>, media: ImageStore, opts: { limit?: number } = {}): Promise<number> {
  const existing = await db.selectFrom('products').select('id').limit(1).execute();
  if (existing.length > 0) return 0;
  const cats = await db.selectFrom('categories').select(['id', 'slug', 'menu_group']).execute();
  const bySlug = new Map(cats.map((c) => [c.slug, c]));
  let products: DemoProduct[] = demoProducts();
  // The add-ons come last, so the catalogue's other products keep their ids; a limited seed (tests)
  // leaves them out.
  if (opts.limit !== undefined) products = products.slice(0, opts.limit);
  else if (bySlug.has(ADD_ONS_SLUG)) products = [...products, ...DEMO_ADD_ONS];
  let n = 0;
  for (const [i, p] of products.entries()) {
    const cat = bySlug.get(p.categorySlug);
    if (!cat) continue; // a category removed by the owner before the seed ran
    const svg = illustrationSvg({ seed: i + 1, slug: p.categorySlug, group: cat.menu_group, colorHex: p.colorHex, label: p.title });
    const webp = await sharp(Buffer.from(svg)).resize(SEED_IMAGE_SIZE, SEED_IMAGE_SIZE).webp({ quality: 76, effort: 2 }).toBuffer();
    const image = await media.storeGenerated(webp, 'product', SEED_IMAGE_SIZE, SEED_IMAGE_SIZE);
    const about: Record<string, string | null> = {};
    for (let k = 1; k <= MAX_ABOUT_LINES; k++) about[`about${k}`] = p.about[k - 1] ?? null;
    await db
      .insertInto('products')
      .values({
        title: p.title,
        title_hi: p.titleHi ?? null,
        description: p.description,
        category_id: cat.id,
        price: p.price,
        stock: p.stock,
        image,
        occassion: p.occassion,
        color: p.color,
        material: p.material,
        brand: p.brand,
        netquantity: p.netquantity,
        ...about,
      })
      .execute();
    n++;
  }
  return n;
}
