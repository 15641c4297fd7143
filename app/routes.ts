import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  // Machine-readable resources
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemaps.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('catalogues/:file', 'routes/catalogues.ts'),

  // Public storefront
  index('routes/home.tsx'),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('products', 'routes/products.tsx'),
  route('product-detail', 'routes/product-detail.tsx'),
  route('category/:category', 'routes/category.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('search', 'routes/search.tsx'),
  route('product', 'routes/product.tsx'),
  route('airinflatable', 'routes/info-page.tsx', { id: 'info-airinflatable' }),
  route('eventsetup', 'routes/info-page.tsx', { id: 'info-eventsetup' }),
  route('inflatabletent', 'routes/info-page.tsx', { id: 'info-inflatabletent' }),
  route('kids', 'routes/info-page.tsx', { id: 'info-kids' }),
  route('printed', 'routes/info-page.tsx', { id: 'info-printed' }),
  route('promotionalsky', 'routes/info-page.tsx', { id: 'info-promotionalsky' }),
  route('cart', 'routes/cart.tsx'),
  route('buy', 'routes/buy.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('ourwork', 'routes/ourwork.tsx'),
  route('contactForm', 'routes/contactForm.tsx'),
  route('franchise', 'routes/franchise.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('tandc', 'routes/tandc.tsx'),

  // Admin (guarded on the server)
  route('admin-login', 'routes/admin-login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('category', 'routes/admin/category.tsx'),
    route('addproduct', 'routes/admin/addproduct.tsx'),
    route('viewproduct', 'routes/admin/viewproduct.tsx'),
    route('addadmin', 'routes/admin/addadmin.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('leads', 'routes/admin/leads.tsx'),
    route('leads/:id', 'routes/admin/lead.tsx'),
    route('user', 'routes/admin/user.tsx'),
    route('synonyms', 'routes/admin/synonyms.tsx'),
    route('system', 'routes/admin/system.tsx'),
  ]),
  route('abc/*', 'routes/abc.tsx'),
  route('abc', 'routes/abc.tsx', { id: 'abc-root' }),

  // Anything else: the home page, answered with 404
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
