// The application's own route table, read from Fastify (printRoutes), so tests that must cover every
// route — the permission matrix, the generated bad-input suite — cannot miss a new one.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/** Every route with its full path and method (HEAD included where Fastify adds it). */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const out: RouteEntry[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const full = (stack.length ? stack[stack.length - 1]!.path : '') + m[2]!;
    stack.push({ depth, path: full });
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push({ method, url: full });
  }
  return out;
}
