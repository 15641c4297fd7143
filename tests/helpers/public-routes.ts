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
 * One Hindi page of each kind (each template the Hindi texts pass through): the home page, a category,
 * a product, the category list, an info page, the cart, the order page, a form, a long legal page and
 * the not-found page.
 */
export function hindiSample(product: { id: number; category: string }): string[] {
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
  ].map(inHindi);
}

/**
 * The public pages the browser walks one by one (axe at two widths, the script policy): every English
 * page and a Hindi page of each kind. `npm run test:walk` sets FULL_WALK and walks every Hindi page too;
 * the outside checkers and the server-side Hindi tests read every page either way.
 */
export function walkedRoutes(product: { id: number; category: string }): string[] {
  return process.env.FULL_WALK ? publicRoutes(product) : [...englishRoutes(product), ...hindiSample(product)];
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
