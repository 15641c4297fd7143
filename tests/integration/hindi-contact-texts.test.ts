// The messages a visitor sends the shop, as the server renders the pages' links (production build, real
// database): on a Hindi page the WhatsApp texts and e-mail drafts are in Hindi, with the Hindi product
// title and the page's /hi address; on the English page they are the spec's English, word for word.
// The floating WhatsApp button, the product page's WhatsApp chat, "Ask on WhatsApp" after a search that
// found nothing, and the enquiry form's confirmation and "too many" fallback after a plain post.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Product } from '../../shared/catalog.ts';
import { withPages } from '../helpers/pages.ts';
import { type TestContext, createTestContext, dialect } from '../helpers/test-db.ts';

const ORIGIN = 'https://gubbara.example';
let t: TestContext;
let app: FastifyInstance;
let product: Product;

beforeAll(async () => {
  // Two forms per address keep the limit's test short.
  t = await createTestContext({ demo: 6, env: { PUBLIC_BASE_URL: ORIGIN, FORMS_PER_ADDRESS: '2' } });
  app = await buildApp(t.services, { ssr: withPages() });
  await app.ready();
  product = (await t.services.catalog.listProducts({ limit: 1 }))[0]!;
  await t.services.db.updateTable('products').set({ title_hi: 'परीक्षण गुब्बारे' }).where('id', '=', product.id).execute();
  await t.services.catalogueVersion.refresh();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const html = async (url: string) => (await app.inject({ url })).body;
const unescape = (href: string) => href.replace(/&amp;/g, '&');

/** The decoded text= of the wa.me link whose tag matches `marker` (a class or an attribute beside href). */
function waText(page: string, marker: RegExp): string | null {
  for (const m of page.matchAll(/<a\b[^>]*>/g)) {
    const tag = m[0];
    const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(tag)?.[1];
    if (href && marker.test(tag)) return new URL(unescape(href)).searchParams.get('text');
  }
  return null;
}

describe(`the WhatsApp texts a page renders (${dialect})`, () => {
  it('greets in Hindi from the floating button of a Hindi page, in English from an English one', async () => {
    expect(waText(await html('/hi'), /fab-whatsapp/)).toBe('नमस्ते, मुझे आपकी गुब्बारा सजावट सेवाओं के बारे में और जानकारी चाहिए।');
    expect(waText(await html('/hi/contact'), /fab-whatsapp/)).toBe('नमस्ते, मुझे आपकी गुब्बारा सजावट सेवाओं के बारे में और जानकारी चाहिए।');
    expect(waText(await html('/'), /fab-whatsapp/)).toBe('Hello, I would like to know more about your balloon decoration services.');
  });

  it('asks about the product by its Hindi title and its /hi page on the Hindi product page', async () => {
    const url = `/product-detail?id=${product.id}&category=${product.category}`;
    // The link is named in the page's language too: "WhatsApp पर परीक्षण गुब्बारे के बारे में पूछें".
    expect(waText(await html(`/hi${url}`), /aria-label="WhatsApp पर परीक्षण गुब्बारे के बारे में पूछें"/)).toBe(`नमस्ते, मुझे परीक्षण गुब्बारे के बारे में और जानकारी चाहिए: ${ORIGIN}/hi${url}`);
    expect(waText(await html(url), /aria-label="Ask about/)).toBe(`Hello, I would like to know more about ${product.title}: ${ORIGIN}${url}`);
  });

  it('asks for what a search did not find in the page’s language', async () => {
    expect(waText(await html('/hi/search?q=zzqqxx'), /class="btn"/)).toBe('नमस्ते, मुझे "zzqqxx" की तलाश है। क्या यह आपके पास है?');
    expect(waText(await html('/search?q=zzqqxx'), /class="btn"/)).toBe('Hello, I am looking for "zzqqxx". Do you have it?');
  });
});

describe(`the enquiry form's drafts after a plain post (${dialect})`, () => {
  let nextAddress = 1;
  const freshAddress = () => `10.61.0.${nextAddress++}`;
  const enquiry = (name: string, phone: string) => ({ name, phone, enquiryabout: 'Balloon arch for a naming ceremony', eventDate: '', pincode: '', website: '' });
  const post = (path: string, fields: Record<string, string>, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://localhost${path}` },
      remoteAddress,
    });

  it('confirms a Hindi enquiry with the e-mail draft and WhatsApp follow-up in Hindi', async () => {
    const res = await post('/hi/contactForm', enquiry('Asha Hindi', '9100000101'), freshAddress());
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/hi\/contactForm\?sent=GUB-[A-Z0-9]{6}$/);
    const reference = location.split('=')[1]!;
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('gubbara_lead_sent='))!.split(';')[0]!;
    const shown = (await app.inject({ url: location, headers: { cookie } })).body;
    expect(waText(shown, /whatsapp-followup/)).toBe(`नमस्ते! मैंने आपकी वेबसाइट पर पूछताछ भेजी है। मेरा संदर्भ नंबर ${reference} है।`);
    const mailto = new URL(unescape(/<a href="(mailto:[^"]+)" class="mail-draft-link"/.exec(shown)![1]!));
    expect(mailto.searchParams.get('subject')).toBe(`Asha Hindi की ओर से पूछताछ, संदर्भ ${reference}`);
    expect(mailto.searchParams.get('body')).toBe('नाम: Asha Hindi\nमोबाइल नंबर: +91 9100000101\nपूछताछ का विषय: Balloon arch for a naming ceremony');
    // The lead keeps the page it came from, so the owner can see it was sent in Hindi.
    expect(await t.services.db.selectFrom('leads').select('source_page').where('reference', '=', reference).executeTakeFirst()).toEqual({
      source_page: '/hi/contactForm',
    });
  });

  it('offers the typed details on WhatsApp in Hindi when the shop asks to wait, and in English on the English page', async () => {
    const address = freshAddress();
    for (const name of ['Wait One', 'Wait Two']) expect((await post('/hi/contactForm', enquiry(name, '9100000102'), address)).statusCode).toBe(303);
    const hindi = await post('/hi/contactForm', enquiry('Wait Three', '9100000103'), address);
    expect(hindi.statusCode).toBe(429);
    expect(waText(hindi.body, /whatsapp-followup/)).toBe('नाम: Wait Three\nमोबाइल नंबर: +91 9100000103\nपूछताछ का विषय: Balloon arch for a naming ceremony');
    const english = await post('/contactForm', enquiry('Wait Four', '9100000104'), address);
    expect(english.statusCode).toBe(429);
    expect(waText(english.body, /whatsapp-followup/)).toBe('Name: Wait Four\nMobile Number: +91 9100000104\nEnquiry About: Balloon arch for a naming ceremony');
  });
});
