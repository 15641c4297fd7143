// The pages the outside checkers judge, as the built server (started by tests/e2e/global-setup.ts) sends
// them: every public page and the sign-in page as a visitor, every admin page as the signed-in owner.
// The lists are tests/helpers/public-routes.ts's, so a page added there is checked without more.
import { expect, inject } from 'vitest';
import { ownerCookie, postJson } from '../helpers/e2e-server.ts';
import { SEARCH_PAGES, adminRoutes, publicRoutes } from '../helpers/public-routes.ts';

export const baseUrl = inject('baseUrl');

export interface SitePage {
  route: string;
  /** The Cookie header it is fetched with: the owner's session for admin pages, none for a visitor's. */
  cookie?: string;
}

/** Every page to check, with a real product and a real enquiry filled in. */
export async function sitePages(): Promise<SitePage[]> {
  const products = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Array<{ id: number; category: string; about1: string | null }>;
  const product = products.find((p) => p.about1) ?? products[0]!;
  const lead = await postJson(`${baseUrl}/api/leads/enquiry`, { name: 'Checker Visitor', phone: '9876543210', enquiryabout: 'Balloon arch for a birthday' });
  expect(lead.status).toBe(201);
  const { id } = (await lead.json()) as { id: number };
  const cookie = await ownerCookie(baseUrl);
  return [
    ...[...publicRoutes(product), ...SEARCH_PAGES].map((route) => ({ route })),
    { route: '/admin-login' },
    ...adminRoutes(product, { id }).map((route) => ({ route, cookie })),
  ];
}

/** The page's HTML as the server sends it; an admin page that sent the owner to the sign-in page fails. */
export async function fetchHtml(page: SitePage): Promise<string> {
  const res = await fetch(baseUrl + page.route, { headers: page.cookie ? { cookie: page.cookie } : {}, redirect: 'manual' });
  expect([200, 404], `${page.route} answered ${res.status}`).toContain(res.status);
  expect(res.headers.get('content-type'), page.route).toMatch(/^text\/html/);
  return res.text();
}
