// Browser side of the admin API, through the site's API client (same origin; the session is the
// HttpOnly cookie): JSON calls, uploads with progress, signing in and out.
import { type ApiResult, api, upload } from '../shell/api-client.ts';

export type AdminAnswer = ApiResult<Record<string, unknown>>;

/** A JSON call (or a body-less one). */
export function callApi(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, json?: unknown): Promise<AdminAnswer> {
  return api(url, { method, json });
}

/** A form sent as multipart/form-data, `onProgress` receiving 0..1 while it uploads. */
export const sendForm = upload;

export function login(username: string, password: string): Promise<AdminAnswer> {
  return api('/api/login', { method: 'POST', json: { username, password } });
}

/** Logs out on the server and clears the spec's local flag; the caller opens the login page. */
export async function logout(): Promise<void> {
  // The cookie is cleared anyway when the server answers; going to the login page is what matters.
  await callApi('POST', '/api/logout');
  localStorage.removeItem('isAdmin');
}
