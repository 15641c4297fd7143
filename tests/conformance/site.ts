// The pages the outside checkers judge, as the built server (started by tests/e2e/global-setup.ts) sends
// them: every public page and the sign-in page as a visitor, every admin page as the signed-in owner.
// The lists are tests/helpers/public-routes.ts's, so a page added there is checked without more.
import { expect, inject } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { bookOrder, ownerCookie, postJson } from '../helpers/e2e-server.ts';
import { SEARCH_PAGES, adminRoutes, publicRoutes } from '../helpers/public-routes.ts';

export const baseUrl = inject('baseUrl');

export interface SitePage {
  route: string;
  /** The Cookie header it is fetched with: the owner's session for admin pages, none for a visitor's. */
  cookie?: string;
  /**
   * What a visitor does on the page before it is checked, as pa11y's actions: a state only the browser
   * reaches (a form's errors), so the checkers that read the server's HTML leave it out.
   */
  actions?: string[];
}

/** A lead form after an empty submit: every field's error shown. */
const emptySubmit = (route: string): SitePage => ({
  route,
  actions: [
    // Before hydration a press would submit the form natively, without the page's checks.
    'wait for element html[data-hydrated] to be added',
    'click element form.enquiry-form [type=submit]',
    'wait for element .field-error to be visible',
  ],
});

/** The forms' error states, which pa11y reaches with its actions. */
export const FORM_ERROR_STATES: SitePage[] = [emptySubmit('/contactForm'), emptySubmit('/franchise')];

/** Every page to check, with a real product, a real enquiry and a real booking filled in. */
export async function sitePages(): Promise<SitePage[]> {
  const products = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Array<{ id: number; category: string; about1: string | null }>;
  const product = products.find((p) => p.about1) ?? products[0]!;
  const lead = await postJson(`${baseUrl}/api/leads/enquiry`, { name: 'Checker Visitor', phone: '9876543210', enquiryabout: 'Balloon arch for a birthday' });
  expect(lead.status).toBe(201);
  const { id } = (await lead.json()) as { id: number };
  const cookie = await ownerCookie(baseUrl);
  // A booking's own page, reached by its reference and key as the order's status link gives them.
  const booking = await bookOrder(baseUrl, addDays(indiaToday(), 20));
  return [
    ...[...publicRoutes(product), ...SEARCH_PAGES, booking.path].map((route) => ({ route })),
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
