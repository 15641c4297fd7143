// Declared API contracts: every route of the route table is in the OpenAPI document with its path
// parameters, its body where it takes one, and a schema for its success and error answers; the
// document is valid OpenAPI 3.1; visitors see only the public calls; /api/docs is a page of it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { SESSION_ID_RE } from '../../shared/cart.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, login } from '../helpers/admin.ts';
import { type RouteEntry, routeTable } from '../helpers/routes.ts';
import { dialect, testContextForFile } from '../helpers/test-db.ts';

interface Operation {
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  security?: object[];
  summary?: string;
  operationId?: string;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: { securitySchemes?: object } };

/** The calls that take a request body, and how it is sent. */
const BODIES: Record<string, string> = {
  'POST /api/login': 'application/json',
  'POST /api/admin/admins': 'application/json',
  'POST /api/admin/password': 'application/json',
  'POST /api/admin/search/synonyms': 'application/json',
  'POST /api/leads/enquiry': 'application/json',
  'POST /api/leads/franchise': 'application/json',
  'POST /api/orders/:sessId': 'application/json',
  'PATCH /api/admin/leads/:id': 'application/json',
  'POST /api/admin/saveProduct': 'multipart/form-data',
  'PUT /api/admin/updateProduct/:id': 'multipart/form-data',
  'POST /api/admin/saveCategory': 'multipart/form-data',
  'PUT /api/admin/updateCategory/:id': 'multipart/form-data',
  'POST /api/admin/products/import': 'multipart/form-data',
  'POST /api/admin/service-area/rules': 'application/json',
  'PUT /api/admin/service-area/rules/:id': 'application/json',
  'POST /api/admin/service-area/rules/import': 'multipart/form-data',
  'PATCH /api/admin/calendar/settings': 'application/json',
  'PUT /api/admin/settings': 'application/json',
  'PUT /api/admin/content/:page': 'application/json',
  'POST /api/admin/settings/logo': 'multipart/form-data',
  'POST /api/admin/content/files': 'multipart/form-data',
  'POST /api/admin/content/media': 'multipart/form-data',
  'POST /api/admin/calendar/slots': 'application/json',
  'PATCH /api/admin/calendar/slots/:id': 'application/json',
  'PUT /api/admin/calendar/closed-dates/:date': 'application/json',
  'PUT /api/admin/calendar/peak-dates/:date': 'application/json',
  'POST /api/bookings/:reference/reschedule': 'application/json',
  'POST /api/bookings/:reference/payments': 'application/json',
  'PUT /api/admin/payments/settings': 'application/json',
  'POST /api/admin/leads/:id/payments': 'application/json',
  'PUT /api/admin/leads/:id/quote': 'application/json',
  'POST /api/admin/leads/:id/invoice': 'application/json',
  'PATCH /api/admin/payments/:paymentId': 'application/json',
};

/** The docs page's own routes (Swagger UI's files): not API calls, so not in the document. */
const isDocsPage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

let cookie: string;
let routes: RouteEntry[];
let whole: Doc;

const t = testContextForFile({ env: ADMIN_ENV });
beforeAll(async () => {
  cookie = await login(t);
  routes = routeTable(t.app).filter((r) => r.method !== 'HEAD' && !isDocsPage(r.url));
  const res = await t.app.inject({ url: '/api/openapi.json', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  whole = res.json();
});

describe(`OpenAPI document on ${dialect}`, () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(whole);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route with its path parameters, body and answers', () => {
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      const op = whole.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      for (const [, param] of url.matchAll(/:([A-Za-z]+)/g)) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === param && p.schema)) problems.push(`${name}: path parameter ${param} undeclared`);
      }
      const bodyType = BODIES[name];
      const body = op.requestBody?.content;
      if (bodyType && !body?.[bodyType]?.schema) problems.push(`${name}: no ${bodyType} body schema`);
      if (!bodyType && body) problems.push(`${name}: a body nobody expects`);
      const success = Object.entries(op.responses).filter(([code]) => /^2\d\d$/.test(code));
      if (success.length === 0) problems.push(`${name}: no success answer declared`);
      for (const [code, answer] of success) {
        const schemas = Object.values(answer.content ?? {}).map((c) => c.schema);
        if (schemas.length === 0 || schemas.some((s) => !s || Object.keys(s).length === 0)) problems.push(`${name}: answer ${code} has no schema`);
      }
      const error = op.responses['4XX']?.content?.['application/json']?.schema as { properties?: object } | undefined;
      if (!error?.properties || !('status' in error.properties) || !('message' in error.properties))
        problems.push(`${name}: no {status, message} error answer`);
    }
    expect(problems).toEqual([]);
  });

  it('names every call: a summary and an operation id of its own', () => {
    const ops = Object.entries(whole.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })));
    expect(ops.filter(({ op }) => !op.summary || !op.operationId).map(({ name }) => name)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every parameter and body field a type, even those the handler checks itself', () => {
    const typed = (schema: object | undefined) => schema !== undefined && ['type', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', '$ref'].some((k) => k in schema);
    const untyped: string[] = [];
    for (const [path, methods] of Object.entries(whole.paths))
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? []) if (!typed(p.schema)) untyped.push(`${method} ${path} ${p.in} ${p.name}`);
        for (const [type, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
          const fields = (schema as { properties?: Record<string, object> } | undefined)?.properties ?? {};
          for (const [name, field] of Object.entries(fields)) if (!typed(field)) untyped.push(`${method} ${path} ${type} ${name}`);
        }
      }
    expect(untyped).toEqual([]);
  });

  it('states the form of a cart session id wherever one is sent', () => {
    const uuid = { type: 'string', format: 'uuid', pattern: SESSION_ID_RE.source };
    for (const [path, method] of [
      ['/api/cart/getcart/{sessId}', 'get'],
      ['/api/cart/add/{sessId}', 'post'],
      ['/api/orders/{sessId}', 'post'],
    ] as const) {
      const params = whole.paths[path]?.[method]?.parameters ?? [];
      expect(params.find((p) => p.in === 'path' && p.name === 'sessId')?.schema, path).toEqual(uuid);
      expect(params.find((p) => p.in === 'header' && p.name === 'x-session-id')?.schema, path).toEqual(uuid);
    }
  });

  it('declares the query of the calls that read one', () => {
    const query = (path: string) =>
      (whole.paths[path]?.get?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    expect(query('/api/home/products')).toEqual(['limit', 'offset']);
    expect(query('/api/home/search')).toEqual(expect.arrayContaining(['limit', 'offset', 'q']));
    expect(query('/api/admin/uploads/product')).toEqual(['filename', 'format', 'w']);
    expect(whole.paths['/api/cart/add/{sessId}']?.post?.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['id', 'quantity']);
  });

  it('shows visitors the public calls only, and the admin calls to a logged-in admin', async () => {
    const visitor = (await t.app.inject({ url: '/api/openapi.json' })).json() as Doc;
    const paths = Object.keys(visitor.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/home/products', '/api/cart/getcart/{sessId}', '/api/login', '/api/admin/uploads/product', '/api/admin/uploads']),
    );
    expect(paths.filter((p) => p.startsWith('/api/admin/') && !p.startsWith('/api/admin/uploads'))).toEqual([]);
    expect(Object.keys(whole.paths)).toEqual(expect.arrayContaining(['/api/admin/saveProduct', '/api/admin/leads/{id}']));
    expect(whole.paths['/api/admin/saveProduct']?.post?.security).toEqual([{ adminSession: [] }]);
    // A public call says it needs nothing, rather than saying nothing.
    expect(whole.paths['/api/home/products']?.get?.security).toEqual([]);
    expect(Object.keys(visitor.components?.securitySchemes ?? {})).toEqual([]);
  });
});

describe(`/api/docs on ${dialect}`, () => {
  it('answers a page of the document under its own policy, with its script and the document from this origin', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    const script = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    const visitorDoc = (await t.app.inject({ url: '/api/docs/json' })).json() as Doc;
    expect(Object.keys(visitorDoc.paths)).not.toContain('/api/admin/saveProduct');
    const adminDoc = (await t.app.inject({ url: '/api/docs/json', headers: { cookie } })).json() as Doc;
    expect(Object.keys(adminDoc.paths)).toContain('/api/admin/saveProduct');
  });

  it('keeps the page policy off the API', async () => {
    const res = await t.app.inject({ url: '/api/home/categories' });
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});
