// The admin API of the built server the browser tests run against: how a test puts its own category
// and products in place (and takes them away again) without going through the admin pages.
import { expect } from 'vitest';
import { ownerCookie } from './e2e-server.ts';

/** An admin call with the session cookie; `fields` are sent as a form, as the admin pages send them. */
export type AdminCall = (method: string, path: string, fields?: Record<string, string>) => Promise<Response>;

/** Logs in as the owner; the calls then carry the session. */
export async function signInAdmin(baseUrl: string): Promise<AdminCall> {
  const cookie = await ownerCookie(baseUrl);
  return (method, path, fields) => {
    let body: FormData | undefined;
    if (fields) {
      body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
    }
    return fetch(baseUrl + path, { method, headers: { cookie }, body });
  };
}

/**
 * An active category named `name` (its page slug: the name without spaces) holding these products
 * (form fields; the category is filled in), written in this order.
 */
export async function addCategory(
  admin: AdminCall,
  name: string,
  products: Record<string, string>[],
): Promise<{ slug: string; productIds: number[]; remove(): Promise<void> }> {
  const cat = await admin('POST', '/api/admin/saveCategory', { name, isActive: 'true' });
  expect(cat.status).toBe(201);
  const { id } = (await cat.json()) as { id: number };
  const slug = name.replace(/\s+/g, '');
  const productIds: number[] = [];
  const remove = async () => {
    for (const p of productIds) await admin('DELETE', `/api/admin/deleteProduct/${p}`);
    await admin('DELETE', `/api/admin/deleteCategory/${id}`);
  };
  for (const fields of products) {
    const res = await admin('POST', '/api/admin/saveProduct', { ...fields, category: slug });
    expect(res.status).toBe(201);
    productIds.push(((await res.json()) as { id: number }).id);
  }
  return { slug, productIds, remove };
}
