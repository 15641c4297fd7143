import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { INFO_PAGE_PATHS } from '../shared/urls.ts';

/**
 * The public pages. The home page and the cart style themselves; every other page is in the storefront
 * layout, which brings the pages' stylesheet and their error screen. English routes keep their ids (the
 * code names 'root', 'routes/home' and the rest); a Hindi route's id is its English one with "hi-" before it.
 */
function storefront(locale: 'en' | 'hi'): RouteConfigEntry[] {
  const hi = locale === 'hi';
  const at = (path: string) => (hi ? (path ? `hi/${path}` : 'hi') : path);
  const id = (english: string) => ({ id: hi ? `hi-${english}` : english });
  const page = (path: string, file: string, english?: string) => route(at(path), file, id(english ?? file.replace(/\.tsx?$/, '')));
  return [
    hi ? route('hi', 'routes/home.tsx', { id: 'hi-routes/home' }) : index('routes/home.tsx'),
    page('home', 'routes/home.tsx', 'home-alias'),
    page('cart', 'routes/cart.tsx'),
    layout('routes/storefront.tsx', id('routes/storefront'), [
      page('products', 'routes/products.tsx'),
      page('product-detail', 'routes/product-detail.tsx'),
      page('category/:category', 'routes/category.tsx'),
      page('categories', 'routes/categories.tsx'),
      page('search', 'routes/search.tsx'),
      page('product', 'routes/product.tsx'),
      // The category-info pages: one module, the path picks the page.
      ...Object.entries(INFO_PAGE_PATHS).map(([key, path]) => page(path.slice(1), 'routes/info-page.tsx', `info-${key}`)),
      page('buy', 'routes/buy.tsx'),
      page('booking/:reference', 'routes/booking.tsx'),
      page('about', 'routes/about.tsx'),
      page('contact', 'routes/contact.tsx'),
      page('ourwork', 'routes/ourwork.tsx'),
      page('contactForm', 'routes/contactForm.tsx'),
      page('franchise', 'routes/franchise.tsx'),
      page('privacy', 'routes/privacy.tsx'),
      page('tandc', 'routes/tandc.tsx'),
    ]),
  ];
}

export default [
  // Machine-readable resources
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemaps.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('catalogues/:file', 'routes/catalogues.ts'),

  // Public storefront, in English at the spec's addresses and in Hindi under /hi (the same modules
  // under ids of their own: the page's language comes from its address, shared/locale.ts).
  ...storefront('en'),
  ...storefront('hi'),

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
