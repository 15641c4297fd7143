// The browser's one way to our JSON API. Same origin only; every call has a timeout; the visitor's cart
// session goes in the X-Session-Id header when a call asks for it; answers are read as JSON. Nothing
// throws: a refusal is { ok: false, status, message } with the server's own message, and a call that
// never got an answer (offline, refused, timed out) is status 0, so each page decides what to show.
import { SESSION_HEADER } from '../../../shared/cart.ts';
import { getSessionId } from './visitor-session.ts';

/** Long enough for a slow phone connection, short enough that a stalled request does not hang a form for minutes. */
const TIMEOUT_MS = 30_000;
/** Uploads (pictures, spreadsheets, ZIPs of pictures) on a slow connection take longer. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** What came back: the parsed body (ok), the server's message ('' when it gave none), the status (0: no answer). */
export type ApiResult<T> =
  | { ok: true; status: number; message: string; body: T; headers: Headers | null }
  | { ok: false; status: number; message: string; body: Record<string, unknown> | null; headers: Headers | null };

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A body, sent as JSON. */
  json?: unknown;
  /** A body sent as multipart/form-data instead (a form with a file). */
  form?: FormData;
  /** Sends the visitor's session id (the cart's calls and the order request). */
  session?: boolean;
  /** Stops the call early (a newer one replaced it). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Further request headers (a form's Idempotency-Key, a kept form's session). */
  headers?: Record<string, string>;
  /** 'no-store' for answers that are the visitor's own and change under them (the cart, a lead sent). */
  cache?: RequestCache;
  /** The page to name as the Referer instead of this one (a kept form sent later names the page it was filled on). */
  referrer?: string;
}

/** The JSON of an answer; undefined when it is not JSON (an empty body is null). */
function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function result<T>(status: number, text: string, headers: Headers | null): ApiResult<T> {
  const body = parse(text);
  const message = isObject(body) && typeof body.message === 'string' ? body.message : '';
  // A success the page cannot read (a proxy's HTML page) is no success to it.
  if (status >= 200 && status < 300 && body !== undefined) return { ok: true, status, message, body: body as T, headers };
  return { ok: false, status, message, body: isObject(body) ? body : null, headers };
}

const unanswered = { ok: false, status: 0, message: '', body: null, headers: null } as const;

export async function api<T = Record<string, unknown>>(url: string, call: ApiCall = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
  if (call.json !== undefined) headers['Content-Type'] = 'application/json';
  if (call.session) headers[SESSION_HEADER] = getSessionId();
  const timeout = AbortSignal.timeout(call.timeoutMs ?? TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      method: call.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(call.cache ? { cache: call.cache } : {}),
      ...(call.referrer ? { referrer: call.referrer } : {}),
      ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : call.form ? { body: call.form } : {}),
      signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
    });
    return result<T>(res.status, await res.text(), res.headers);
  } catch {
    return unanswered;
  }
}

/**
 * Sends a form as multipart/form-data; `onProgress` receives 0..1 while the body uploads (which fetch
 * cannot report, hence XMLHttpRequest).
 */
export function upload<T = Record<string, unknown>>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(result<T>(xhr.status, xhr.responseText, null));
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve(unanswered);
    xhr.send(form);
  });
}
