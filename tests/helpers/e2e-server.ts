// The built server of the browser tests (started by tests/e2e/global-setup.ts) as a test reaches it
// outside the browser: its owner account, and calls to its API.
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
