// The PDFs and clips the owner uploads for the pages: judged by their bytes (a PDF, an MP4, a WebM),
// a clip's length read from the file, served at /files/{name} with ranges as video players ask, and a
// catalogue PDF put in place of Our Work's generated one by publishing its name.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { ADMIN_ENV, expectLoginRequired, login, multipart, png } from '../helpers/admin.ts';
import { webmClip } from '../helpers/media-files.ts';
import { withPages } from '../helpers/pages.ts';
import { createTestContext, type TestContext } from '../helpers/test-db.ts';

let t: TestContext;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  t = await createTestContext({ env: ADMIN_ENV });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  cookie = await login(t);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const upload = async (bytes: Uint8Array, field = 'file', withCookie = true) => {
  const body = await multipart({}, [{ field, bytes, filename: 'whatever.mp4', type: 'video/mp4' }]);
  return app.inject({
    method: 'POST',
    url: '/api/admin/content/files',
    headers: { ...(withCookie ? { cookie } : {}), ...body.headers },
    payload: body.payload,
  });
};
const storedFiles = async () =>
  Number(
    (
      await t.services.db
        .selectFrom('site_files')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return doc.save();
}

describe('uploading a file for the pages', () => {
  it('needs the owner', async () => {
    await expectLoginRequired(t, [['POST', '/api/admin/content/files']]);
    expect((await upload(await pdf('x'), 'file', false)).statusCode).toBe(401);
  });

  it('keeps a PDF and serves it whole, with its tag, for a year', async () => {
    const bytes = await pdf('Our sky balloons, 2026');
    const res = await upload(bytes);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({
      name: expect.stringMatching(/^d-[0-9a-f]{32}\.pdf$/),
      url: `/files/${saved.name}`,
      contentType: 'application/pdf',
      size: bytes.length,
      durationMs: null,
    });
    const got = await app.inject({ url: saved.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(got.rawPayload, Buffer.from(bytes))).toBe(0);
    expect((await app.inject({ url: saved.url, headers: { 'if-none-match': got.headers.etag as string } })).statusCode).toBe(304);
  });

  it('keeps an MP4 clip with the length of its video track', async () => {
    const bytes = fs.readFileSync('public/demo/video-1.mp4');
    const res = await upload(bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: expect.stringMatching(/^v-[0-9a-f]{32}\.mp4$/), contentType: 'video/mp4', size: bytes.length, durationMs: 7000 });
  });

  it('keeps a WebM clip with the length it states, and answers the byte ranges a player asks for', async () => {
    const bytes = webmClip(12_500);
    const saved = (await upload(bytes)).json();
    expect(saved).toMatchObject({ name: expect.stringMatching(/^v-[0-9a-f]{32}\.webm$/), contentType: 'video/webm', durationMs: 12_500 });
    const whole = await app.inject({ url: saved.url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const part = await app.inject({ url: saved.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.compare(part.rawPayload, bytes.subarray(4, 12))).toBe(0);
    const tail = await app.inject({ url: saved.url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, bytes.subarray(bytes.length - 10))).toBe(0);
    const open = await app.inject({ url: saved.url, headers: { range: 'bytes=100-' } });
    expect(open.headers['content-range']).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);

    const beyond = await app.inject({ url: saved.url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(beyond.json()).toEqual({ status: 416, message: 'Range not satisfiable' });
  });

  it('refuses what is not a PDF or a clip of at most a minute, keeping nothing', async () => {
    const before = await storedFiles();
    const cases: [string, Uint8Array, number, string][] = [
      ['a picture', await png(), 400, 'file must be a PDF, an MP4 or a WebM video'],
      ['a script named .mp4', new TextEncoder().encode('<script>alert(1)</script>'), 400, 'file must be a PDF, an MP4 or a WebM video'],
      ['a clip of 61 seconds', webmClip(61_000), 400, 'file is a video of 61 s: a clip must be at most 60 s'],
      ['a clip stating no length', webmClip(0), 400, 'file is a video whose length cannot be read'],
      [
        'an MP4 header and nothing else',
        Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypisom\0\0\0\0')]),
        400,
        'file is a video whose length cannot be read',
      ],
      ['over 10 MB', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]), 413, 'file must be at most 10 MB'],
    ];
    for (const [what, bytes, status, message] of cases) {
      const res = await upload(bytes);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toEqual({ status, message });
    }
    const empty = await upload(new Uint8Array(0));
    expect(empty.json()).toEqual({ status: 400, message: 'file is required: choose a PDF or a video' });
    const elsewhere = await upload(await pdf('x'), 'picture');
    expect(elsewhere.json()).toEqual({ status: 400, message: 'picture is not an accepted file field (use file)' });
    expect(await storedFiles()).toBe(before);
  });

  it('answers 404 for a name never stored or not a file name, and 400 for a name too long', async () => {
    for (const url of [`/files/d-${'0'.repeat(32)}.pdf`, '/files/..%2f..%2fetc%2fpasswd', '/files/c-0.png', `/files/v-${'f'.repeat(32)}.mov`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'File not found' });
    }
    expect((await app.inject({ url: `/files/${'a'.repeat(101)}` })).statusCode).toBe(400);
  });
});

describe('an uploaded catalogue in place of a generated one', () => {
  it('sends /catalogues/{file} to the uploaded PDF once published, and back to the generated one when removed', async () => {
    const generated = await app.inject({ url: '/catalogues/sky-balloon.pdf' });
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['content-type']).toBe('application/pdf');
    const saved = (await upload(await pdf('The owner’s own sky balloon catalogue'))).json();

    const setUpload = async (value: string | null) => {
      const state = (await app.inject({ url: '/api/admin/content/ourwork', headers: { cookie } })).json();
      const doc = state.draft.doc;
      doc.catalogues = doc.catalogues.map((c: { file: string }) => (c.file === 'sky-balloon.pdf' ? { ...c, upload: value } : c));
      const put = await app.inject({ method: 'PUT', url: '/api/admin/content/ourwork', headers: { cookie }, payload: { version: state.draft.version, doc } });
      expect(put.statusCode, put.body).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/admin/content/ourwork/publish', headers: { cookie } })).statusCode).toBe(200);
    };
    await setUpload(saved.name);
    const moved = await app.inject({ url: '/catalogues/sky-balloon.pdf' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(saved.url);
    // The other three are still made from the catalogue.
    expect((await app.inject({ url: '/catalogues/printed-balloon.pdf' })).headers['content-type']).toBe('application/pdf');

    await setUpload(null);
    const back = await app.inject({ url: '/catalogues/sky-balloon.pdf' });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
  });

  it('takes an uploaded clip in the home page’s carousel and headline, and no other site’s', async () => {
    const clip = (await upload(webmClip(9_000))).json();
    const state = (await app.inject({ url: '/api/admin/content/home', headers: { cookie } })).json();
    const doc = state.draft.doc;
    doc.headline.clip = clip.url;
    doc.videoCarousel.items[0] = { ...doc.videoCarousel.items[0], clip: clip.url, durationMs: clip.durationMs };
    const put = await app.inject({ method: 'PUT', url: '/api/admin/content/home', headers: { cookie }, payload: { version: state.draft.version, doc } });
    expect(put.statusCode, put.body).toBe(200);
    doc.headline.clip = `/files/${clip.name.replace('.webm', '.mov')}`;
    const bad = await app.inject({ method: 'PUT', url: '/api/admin/content/home', headers: { cookie }, payload: { version: put.json().draft.version, doc } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('doc.headline.clip must be an uploaded MP4 or WebM clip, or one under /demo/');
  });
});
