// The baseline: a bare node:http server answering fixed bytes from memory (read from a JSON file of
// {path: {status, contentType, contentEncoding?, body (base64)}}), so the ratio shows what our stack
// costs per request.
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const routes = JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, { status: number; contentType: string; contentEncoding?: string; body: string }>;
const prepared = new Map(
  Object.entries(routes).map(([k, v]) => {
    const buf = Buffer.from(v.body, 'base64');
    const headers: Record<string, string | number> = { 'content-type': v.contentType, 'content-length': buf.length };
    if (v.contentEncoding) Object.assign(headers, { 'content-encoding': v.contentEncoding, vary: 'accept-encoding' });
    return [k, { status: v.status, headers, buf }];
  }),
);

http
  .createServer((req, res) => {
    const r =
      prepared.get(req.url ?? '') ??
      prepared.get(`${req.method} ${(req.url ?? '').replace(/\/[^/?]+(\?|$)/, '/:id$1')}`) ??
      // Varying cart paths: any session id, any query.
      prepared.get(`${req.method} ${(req.url ?? '').split('?')[0]!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, '{sessId}')}`);
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    req.resume();
    res.writeHead(r.status, r.headers).end(r.buf);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
