// The built server of the browser tests (started by tests/e2e/global-setup.ts) as a test reaches it
// outside the browser: its owner account, and calls to its API.
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';

/** The server's first admin (the owner), created from the global set-up's credentials. */
export function owner(): { username: string; password: string } {
  return { username: inject('adminUsername'), password: inject('adminPassword') };
}

/** POSTs `body` as JSON, as the site's own scripts do. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Logs in as the owner through POST /api/login and returns the Cookie header that carries the session. */
export async function ownerCookie(baseUrl: string): Promise<string> {
  const login = await postJson(`${baseUrl}/api/login`, owner());
  expect(login.status).toBe(200);
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The slots of `date` and how many more jobs each has room for, from the public availability. */
export async function availability(baseUrl: string, date: string): Promise<{ id: number; label: string; left: number }[]> {
  const r = await fetch(`${baseUrl}/api/booking/availability?from=${date}&to=${date}`);
  expect(r.status).toBe(200);
  return ((await r.json()) as { days: { slots: { id: number; label: string; left: number }[] }[] }).days[0]!.slots;
}

/** An order request for one product, booked into the first slot of `date` with room: the booking page's path and query, and the slot. */
export async function bookOrder(baseUrl: string, date: string): Promise<{ path: string; slot: { id: number; left: number } }> {
  const products = (await (await fetch(`${baseUrl}/api/home/products?limit=1`)).json()) as { id: number }[];
  const sess = randomUUID();
  const add = await fetch(`${baseUrl}/api/cart/add/${sess}?id=${products[0]!.id}&quantity=1`, { method: 'POST', headers: { 'x-session-id': sess } });
  expect(add.status).toBe(200);
  const slot = (await availability(baseUrl, date)).find((s) => s.left > 0)!;
  const order = await fetch(`${baseUrl}/api/orders/${sess}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sess },
    body: JSON.stringify({ name: 'Kavya', phone: '9811122233', eventDate: date, pincode: '560038', address: '12 CMH Road', slotId: slot.id }),
  });
  expect(order.status).toBe(201);
  const url = new URL(((await order.json()) as { statusUrl: string }).statusUrl);
  return { path: `${url.pathname}${url.search}`, slot };
}

/** The owner's UPI ID and a 30% advance, as the payments test saves them, the other settings kept. */
export async function saveUpi(baseUrl: string): Promise<void> {
  const cookie = await ownerCookie(baseUrl);
  const current = (await (await fetch(`${baseUrl}/api/admin/payments/settings`, { headers: { cookie } })).json()) as Record<string, unknown>;
  const kept = ['gstin', 'legalName', 'businessState', 'defaultHsn', 'defaultGstRate'].map((k) => [k, current[k]]);
  const saved = await fetch(`${baseUrl}/api/admin/payments/settings`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...Object.fromEntries(kept), upiId: 'gubbara@okaxis', payeeName: 'Gubbara', advanceKind: 'percent', advanceValue: 30 }),
  });
  expect(saved.status, await saved.text()).toBe(200);
}
