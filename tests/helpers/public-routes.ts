// Every public page of the storefront, with its empty and not-found states: what the browser tests
// walk through (accessibility, the script policy, the shared head tags, the footer). Written out here,
// not taken from the app's own route table, so that a page dropped from the app fails the tests.

/** The category-info pages and the static Our Products page. */
export const INFO_PAGES = ['/product', '/airinflatable', '/eventsetup', '/inflatabletent', '/kids', '/printed', '/promotionalsky'];

/** The business's own pages: about, contact, work, the two forms and the legal pages. */
export const BUSINESS_PAGES = ['/about', '/contact', '/ourwork', '/contactForm', '/franchise', '/privacy', '/tandc'];

/** The search page with results, sorted and filtered, and with none (the outside checkers; search.test.ts walks it in the browser). */
export const SEARCH_PAGES = ['/search?q=balloons', '/search?q=balloons&sort=price-asc&stock=1', '/search?q=zzqqxx'];

/** A page's Hindi twin: the same address under /hi. */
export const inHindi = (route: string) => (route === '/' ? '/hi' : `/hi${route}`);

/** Every public route, in English and then in Hindi; `product` fills in a real product page. */
export function publicRoutes(product: { id: number; category: string }): string[] {
  const english = englishRoutes(product);
  return [...english, ...english.map(inHindi)];
}

/**
 * One page of each kind (each template the texts pass through), at its English address: the home page,
 * a category, a product, the category list, an info page, the cart, the order page, a form, a long
 * legal page and the not-found page.
 */
export function pageOfEachKind(product: { id: number; category: string }): string[] {
  return [
    '/',
    '/products?category=latex',
    `/product-detail?id=${product.id}&category=${product.category}`,
    '/categories',
    '/eventsetup',
    '/cart',
    '/buy',
    '/contactForm',
    '/privacy',
    '/no-such-page',
  ];
}

/**
 * The public pages the browser walks one by one (axe, the script policy). On a phone, the width the
 * shop is built for: every English page and a Hindi page of each kind; at `wide` widths a page of each
 * kind in each language, since the pages of a kind share their layout. `npm run test:walk` sets
 * FULL_WALK and walks every page in both languages at every width; the outside checkers and the
 * server-side Hindi tests read every page either way.
 */
export function walkedRoutes(product: { id: number; category: string }, width: 'phone' | 'wide' = 'phone'): string[] {
  if (process.env.FULL_WALK) return publicRoutes(product);
  const sample = pageOfEachKind(product);
  return [...(width === 'phone' ? englishRoutes(product) : sample), ...sample.map(inHindi)];
}

/** Every public route at the spec's English addresses. */
export function englishRoutes(product: { id: number; category: string }): string[] {
  return [
    '/',
    '/home',
    '/products?category=latex',
    '/products?category=unicorns',
    `/product-detail?id=${product.id}&category=${product.category}`,
    '/product-detail?id=999999&category=latex',
    '/category/latex',
    '/categories',
    '/categories?category=foil',
    ...INFO_PAGES,
    '/cart',
    '/buy',
    ...BUSINESS_PAGES,
    '/no-such-page',
  ];
}

/**
 * Every admin page, as the signed-in owner sees it: `product` fills in the edit forms, `lead` an
 * enquiry's page. The sign-in page itself is a visitor's page.
 */
export function adminRoutes(product: { id: number }, lead: { id: number }): string[] {
  return [
    '/admin',
    '/admin/category',
    '/admin/category?id=1',
    '/admin/addproduct',
    `/admin/addproduct?id=${product.id}`,
    '/admin/viewproduct',
    '/admin/addadmin',
    '/admin/orders',
    '/admin/leads',
    `/admin/leads/${lead.id}`,
    '/admin/user',
    '/admin/synonyms',
    '/admin/system',
    '/admin/service-area',
    '/admin/calendar',
    '/admin/calendar/settings',
    '/admin/payments/settings',
    '/admin/settings',
    '/admin/content/home',
    '/admin/content/pages',
    '/admin/content/pages?page=tandc',
  ];
}
