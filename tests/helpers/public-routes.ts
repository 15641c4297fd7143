// Every public page of the storefront, with its empty and not-found states: what the browser tests
// walk through (accessibility, the script policy). `product` fills in a real product page.
export function publicRoutes(product: { id: number; category: string }): string[] {
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
    '/product',
    '/airinflatable',
    '/eventsetup',
    '/inflatabletent',
    '/kids',
    '/printed',
    '/promotionalsky',
    '/cart',
    '/buy',
    '/about',
    '/contact',
    '/ourwork',
    '/contactForm',
    '/franchise',
    '/privacy',
    '/tandc',
    '/no-such-page',
  ];
}
