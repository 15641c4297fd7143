// Browser side of the admin API (issue 5): multipart uploads through XMLHttpRequest so the form can
// show upload progress, and small JSON calls. Same-origin only; the session is the HttpOnly cookie.

export interface ApiAnswer {
  ok: boolean;
  status: number;
  /** The server's message ({status, message} answers), or '' when there is none. */
  message: string;
  body: Record<string, unknown>;
}

function answer(status: number, text: string): ApiAnswer {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return { ok: status >= 200 && status < 300, status, message: typeof body.message === 'string' ? body.message : '', body };
}

/**
 * Sends a form as multipart/form-data; `onProgress` receives 0..1 while the body uploads.
 * Rejects only when the request could not be made at all (network failure).
 */
export function sendForm(method: 'POST' | 'PUT', url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(answer(xhr.status, xhr.responseText));
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(form);
  });
}

/** A JSON call (or a body-less one); rejects only on network failure. */
export async function callApi(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, json?: unknown): Promise<ApiAnswer> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return answer(res.status, await res.text());
}

/** Logs out on the server, clears the spec's local flag and opens the login page. */
export async function logout(): Promise<void> {
  try {
    await callApi('POST', '/api/logout');
  } catch {
    /* the cookie is cleared anyway when the server answers; going to the login page is what matters */
  }
  localStorage.removeItem('isAdmin');
}
