import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { INFO_PAGE_PATHS } from '../shared/urls.ts';

export default [
  // Machine-readable resources
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemaps.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('catalogues/:file', 'routes/catalogues.ts'),

  // Public storefront. The home page and the cart style themselves; every other page is in the
  // storefront layout, which brings the pages' stylesheet and their error screen.
  index('routes/home.tsx'),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('cart', 'routes/cart.tsx'),
  layout('routes/storefront.tsx', [
    route('products', 'routes/products.tsx'),
    route('product-detail', 'routes/product-detail.tsx'),
    route('category/:category', 'routes/category.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('search', 'routes/search.tsx'),
    route('product', 'routes/product.tsx'),
    // The category-info pages: one module, the path picks the page.
    ...Object.entries(INFO_PAGE_PATHS).map(([key, path]) => route(path.slice(1), 'routes/info-page.tsx', { id: `info-${key}` })),
    route('buy', 'routes/buy.tsx'),
    route('booking/:reference', 'routes/booking.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('ourwork', 'routes/ourwork.tsx'),
    route('contactForm', 'routes/contactForm.tsx'),
    route('franchise', 'routes/franchise.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('tandc', 'routes/tandc.tsx'),
  ]),

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
    route('service-area', 'routes/admin/service-area.tsx'),
    route('calendar', 'routes/admin/calendar.tsx'),
    route('calendar/settings', 'routes/admin/calendar-settings.tsx'),
    route('payments/settings', 'routes/admin/payments-settings.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('content/home', 'routes/admin/content-home.tsx'),
    route('content/pages', 'routes/admin/content-pages.tsx'),
    route('system', 'routes/admin/system.tsx'),
  ]),
  route('abc/*', 'routes/abc.tsx'),
  route('abc', 'routes/abc.tsx', { id: 'abc-root' }),

  // Anything else: the home page, answered with 404
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
