// The owner's content editors in Chromium on the real built server, on a 360 px phone. On
// /admin/content/home: add a review and a festive slide (its picture uploaded), move the second FAQ
// question above the first by keyboard, save the draft, see the stored draft change while the published
// document does not (the owner's /?preview=1 shows it, a visitor's home page does not), publish (the home
// page changes), and restore the previous version. On /admin/content/pages: edit the
// refund term of the Terms and Conditions in the rich-text editor, see a javascript: link refused,
// save, see /tandc?preview=1 show the draft while /tandc does not, publish, and see /tandc change.
// axe finds no violation on either page. Both documents are put back as they were afterwards.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentHistoryEntry, ContentState, HomeDoc, InfoDoc } from '../../shared/content.ts';
import { REFUND_DEDUCTION_PERCENT } from '../../shared/constants.ts';
import { chromiumForFile, expectAccessible, openAdminMenu, signIn } from '../helpers/browser.ts';
import { webmClip } from '../helpers/media-files.ts';
import { PDFDocument } from 'pdf-lib';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;
const original: { home?: ContentState<HomeDoc>; tandc?: ContentState<InfoDoc>; ourwork?: ContentState<InfoDoc> } = {};

async function stored<D>(p: 'home' | 'tandc' | 'ourwork'): Promise<ContentState<D>> {
  const res = await page.context().request.get(`${baseUrl}/api/admin/content/${p}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ContentState<D>;
}

beforeAll(async () => {
  page = await chromium.pageForFile();
});
afterAll(async () => {
  // The other files read the published texts: both documents go back to what they were.
  for (const p of ['home', 'tandc', 'ourwork'] as const) {
    const was = original[p];
    if (!was) continue;
    const now = await stored(p);
    await page.context().request.put(`${baseUrl}/api/admin/content/${p}`, { data: { version: now.draft.version, doc: was.published.doc } });
    await page.context().request.post(`${baseUrl}/api/admin/content/${p}/publish`);
  }
});

/** The home page's editor holds every section's fields at once: axe takes its time over them on a busy machine. */
const SLOW_AXE = 120_000;

const REVIEW = { name: 'Kavya Menon', text: 'The Diwali arch went up in an hour and stayed bright all evening.' };
const SLIDE = { alt: 'Golden and orange balloon arch with diyas', heading: 'Diwali Decorations', text: 'Festive arches and garlands, set up at your door.' };

describe('/admin/content/home at 360 px', () => {
  it('is refused without a session: the login page is asked to come back to it', async () => {
    for (const path of ['/admin/content/home', '/admin/content/pages']) {
      const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/admin-login?next=${encodeURIComponent(path)}`);
    }
  });

  it(
    'opens from the admin menu with every section in the page’s order',
    async () => {
      await signIn(page, baseUrl);
      original.home = await stored<HomeDoc>('home');
      original.tandc = await stored<InfoDoc>('tandc');
      await (await openAdminMenu(page)).getByRole('link', { name: 'Home Page Content' }).click();
      await page.waitForURL(`${baseUrl}/admin/content/home`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Home Page Content');
      expect(await page.locator('.content-section > legend').allTextContents()).toEqual([
        'Slider',
        'Quick view cards',
        'Hot selling cards',
        'Gallery videos',
        'Reviews',
        'Why choose us',
        'Video carousel',
        'Headline video',
        'FAQ',
      ]);
      await expect.poll(() => page.getByRole('button', { name: 'Save draft' }).isEnabled()).toBe(true);
      await expectAccessible(page);
    },
    SLOW_AXE,
  );

  it(
    'adds a review (making room when the six are shown) and a festive slide with an uploaded picture',
    async () => {
      const home = original.home!.draft.doc;
      const reviews = page.locator('#section-reviews');
      const add = reviews.getByRole('button', { name: 'Add to reviews' });
      if (home.reviews.items.length >= 6) {
        expect(await add.isDisabled()).toBe(true);
        expect(await reviews.getByText('The page shows at most 6: remove one to add another.').isVisible()).toBe(true);
        const last = home.reviews.items.at(-1)!;
        await reviews.getByRole('button', { name: `Remove: ${last.name} (${home.reviews.items.length} of ${home.reviews.items.length})` }).click();
      }
      await add.click();
      const count = Math.min(home.reviews.items.length, 5) + 1;
      const added = reviews.getByRole('group', { name: `New review (${count} of ${count})` });
      // The new item's first field has the focus.
      expect(await added.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
      await added.getByLabel('Name').fill(REVIEW.name);
      await reviews
        .getByRole('group', { name: `${REVIEW.name} (${count} of ${count})` })
        .getByLabel('Stars')
        .selectOption('4');
      await reviews
        .getByRole('group', { name: `${REVIEW.name} (${count} of ${count})` })
        .getByLabel('Review')
        .fill(REVIEW.text);

      const slider = page.locator('#section-slider');
      await slider.getByRole('button', { name: 'Add to slider' }).click();
      const slides = home.slider.items.length + 1;
      const slide = slider.getByRole('group', { name: `New slide (${slides} of ${slides})` });
      const picture = await sharp({ create: { width: 1280, height: 560, channels: 3, background: { r: 230, g: 120, b: 20 } } })
        .png()
        .toBuffer();
      await slide.getByLabel('Upload picture').setInputFiles({ name: 'diwali.png', mimeType: 'image/png', buffer: picture });
      await expect.poll(() => slide.getByRole('status').textContent()).toBe('Picture uploaded. Save the draft to keep it.');
      await slide.getByLabel('Picture description (alt text)').fill(SLIDE.alt);
      await slide.getByLabel('Text', { exact: true }).fill(SLIDE.text);
      await slide.getByLabel('Heading', { exact: true }).fill(SLIDE.heading);
      await expectAccessible(page);
    },
    SLOW_AXE,
  );

  it('moves the second FAQ question above the first with the keyboard', async () => {
    const faq = original.home!.draft.doc.faq.items;
    const n = faq.length;
    const section = page.locator('#section-faq');
    const down = section.getByRole('button', { name: `Move down: ${faq[0]!.question} (1 of ${n})` });
    await down.focus();
    await page.keyboard.press('Enter');
    // The focus follows the moved question, now second.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move down: ${faq[0]!.question} (2 of ${n})`);
    expect(await section.getByLabel('Question').evaluateAll((els) => els.slice(0, 2).map((el) => (el as HTMLInputElement).value))).toEqual([
      faq[1]!.question,
      faq[0]!.question,
    ]);
  });

  it('uploads a WebM clip for the first carousel slide, which is then shown for as long as it plays', async () => {
    const carousel = page.locator('#section-videoCarousel');
    await carousel.getByLabel('Or upload a clip').first().setInputFiles({ name: 'diwali.webm', mimeType: 'video/webm', buffer: webmClip(9_000) });
    await expect.poll(() => carousel.getByRole('status').first().textContent(), { timeout: 20_000 }).toBe('Clip uploaded. Save the draft to keep it.');
    expect(await carousel.getByLabel('Video clip').first().evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]!.textContent)).toBe('Uploaded clip (WebM)');
    expect(await carousel.getByLabel('Shown for (seconds)').first().inputValue()).toBe('9');
  });

  it(
    'saves the draft, which the preview is for and visitors do not see, then publishes it',
    async () => {
      const before = original.home!;
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
        .toBe(`Draft saved (draft version ${before.draft.version + 1}). Preview shows it; visitors see it once you publish.`);
      const saved = await stored<HomeDoc>('home');
      expect(saved.draft.savedBy).toBe('e2eadmin');
      expect(saved.draft.doc.reviews.items.at(-1)).toEqual({ name: REVIEW.name, stars: 4, text: REVIEW.text });
      const slide = saved.draft.doc.slider.items.at(-1)!;
      expect(slide).toMatchObject({ alt: SLIDE.alt, heading: SLIDE.heading, text: SLIDE.text, link: null });
      expect(slide.picture).toMatch(/^\/api\/admin\/uploads\?filename=c-[0-9a-f]{32}\.png$/);
      expect(saved.draft.doc.faq.items.slice(0, 2)).toEqual([before.draft.doc.faq.items[1], before.draft.doc.faq.items[0]]);
      expect(saved.draft.doc.videoCarousel.items[0]).toMatchObject({ clip: expect.stringMatching(/^\/files\/v-[0-9a-f]{32}\.webm$/), durationMs: 9000 });
      expect(saved.published).toEqual(before.published);
      expect(await page.getByRole('link', { name: 'Preview (opens in a new tab)' }).getAttribute('href')).toBe('/?preview=1');
      // The owner's preview of the home page shows the draft; a visitor's home page does not yet.
      const preview = await (await page.context().request.get(`${baseUrl}/?preview=1`)).text();
      for (const text of [REVIEW.name, SLIDE.heading]) expect(preview).toContain(text);
      const visitor = await (await fetch(`${baseUrl}/`)).text();
      for (const text of [REVIEW.name, SLIDE.heading]) expect(visitor).not.toContain(text);

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
        .toBe(`Published: version ${before.published.version + 1} is live for every visitor now.`);
      const live = await stored<HomeDoc>('home');
      expect(live.published).toMatchObject({ version: before.published.version + 1, publishedBy: 'e2eadmin', doc: saved.draft.doc });
      const home = await (await fetch(`${baseUrl}/`)).text();
      for (const text of [REVIEW.name, REVIEW.text, SLIDE.heading]) expect(home).toContain(text);
      const history = page.getByRole('region', { name: 'History' });
      expect(await history.getByRole('listitem').first().textContent()).toMatch(
        new RegExp(`^Version ${before.published.version + 1} \\(live\\): published by e2eadmin on .+Restore version ${before.published.version + 1}$`),
      );
      await expectAccessible(page);
    },
    SLOW_AXE,
  );

  it('restores the previous version as the draft, and publishes it again', async () => {
    const before = original.home!;
    await page.getByRole('button', { name: `Restore version ${before.published.version}` }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(`Version ${before.published.version} is the draft again. Publish it to make it live.`);
    expect(
      await page
        .locator('#section-reviews')
        .getByLabel('Name')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)),
    ).toEqual(before.published.doc.reviews.items.map((r) => r.name));
    expect((await stored<HomeDoc>('home')).draft.doc).toEqual(before.published.doc);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(`Published: version ${before.published.version + 2} is live for every visitor now.`);
    const history = (await (await page.context().request.get(`${baseUrl}/api/admin/content/home/history`)).json()) as ContentHistoryEntry[];
    expect(history.slice(0, 3).map((h) => [h.version, h.live, h.publishedBy])).toEqual([
      [before.published.version + 2, true, 'e2eadmin'],
      [before.published.version + 1, false, 'e2eadmin'],
      [before.published.version, false, before.published.publishedBy],
    ]);
    expect((await stored<HomeDoc>('home')).published.doc).toEqual(before.published.doc);
  });

  it('says so when someone else saved in between, and loads their draft on request', async () => {
    const now = await stored<HomeDoc>('home');
    const theirs = structuredClone(now.draft.doc);
    theirs.faq.items[0]!.question = 'Do you deliver on Sundays?';
    expect((await page.context().request.put(`${baseUrl}/api/admin/content/home`, { data: { version: now.draft.version, doc: theirs } })).status()).toBe(200);
    await page.locator('#section-faq').getByLabel('Answer').first().fill('Yes, every day of the week.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(
        `Could not save the draft: version ${now.draft.version} is out of date: the home draft was saved since (now version ${now.draft.version + 1}). Reload to see it.`,
      );
    await page.getByRole('button', { name: 'Load their draft (your unsaved changes are lost)' }).click();
    await expect.poll(() => page.locator('#section-faq').getByLabel('Question').first().inputValue()).toBe('Do you deliver on Sundays?');
  });
});

describe('/admin/content/pages at 360 px', () => {
  const refund = `Refunds for cancelled orders are made after a deduction of ${REFUND_DEDUCTION_PERCENT}% for bank and processing charges.`;
  const added = ' Refunds reach your bank account within 7 working days.';

  it('opens the Terms and Conditions in the rich-text editor', async () => {
    await (await openAdminMenu(page)).getByRole('link', { name: 'Page Texts' }).click();
    await page.waitForURL(`${baseUrl}/admin/content/pages`);
    await page.getByRole('navigation', { name: 'Pages to edit' }).getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.waitForURL(`${baseUrl}/admin/content/pages?page=tandc`);
    const editor = page.getByRole('textbox', { name: 'Terms and Conditions text' });
    await expect.poll(() => editor.textContent()).toContain(refund);
    expect(await page.title()).toMatch(/^Page Texts: Terms and Conditions \| .+ Admin$/);
    await expectAccessible(page);
  });

  it('edits the refund term, refuses a javascript: link, saves, previews and publishes; /tandc changes', async () => {
    const editor = page.getByRole('textbox', { name: 'Terms and Conditions text' });
    const term = editor.locator('li', { hasText: refund });
    // The caret goes to the end of the refund sentence, and the new one is typed after it.
    await term.getByText(refund, { exact: false }).click();
    await page.evaluate((sentence) => {
      const li = [...document.querySelectorAll('.rich-editor-area li')].find((el) => el.textContent?.includes(sentence))!;
      const text = [...li.querySelectorAll('p')][0]!.firstChild!;
      const at = text.textContent!.indexOf(sentence) + sentence.length;
      const range = document.createRange();
      range.setStart(text, at);
      range.collapse(true);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    }, refund);
    await page.keyboard.type(added);

    await page.getByLabel('Link address for the selected text').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Set link' }).click();
    expect(await page.locator('.rich-link .field-error').textContent()).toBe(
      'A link must start with https://, mailto: or tel:, or be a page of this site starting with /.',
    );

    const before = original.tandc!;
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(`Draft saved (draft version ${before.draft.version + 1}). Preview shows it; visitors see it once you publish.`);
    expect(JSON.stringify((await stored<InfoDoc>('tandc')).draft.doc)).toContain(`${refund}${added}`);

    const owner = await page.context().newPage();
    await owner.goto(`${baseUrl}/tandc?preview=1`);
    expect(await owner.locator('main').textContent()).toContain(`${refund}${added}`);
    const visitor = await chromium.pageForTest();
    await visitor.goto(`${baseUrl}/tandc`);
    expect(await visitor.locator('main').textContent()).toContain(refund);
    expect(await visitor.locator('main').textContent()).not.toContain(added.trim());

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(`Published: version ${before.published.version + 1} is live for every visitor now.`);
    await visitor.goto(`${baseUrl}/tandc`);
    expect(await visitor.locator('main').textContent()).toContain(`${refund}${added}`);
    await owner.close();
    await expectAccessible(page);
  });
});

describe('Our Work’s catalogue PDFs at 360 px', () => {
  it('puts an uploaded PDF in place of the Sky Balloon catalogue once published, and goes back to the generated one', async () => {
    original.ourwork = await stored<InfoDoc>('ourwork');
    await page.getByRole('navigation', { name: 'Pages to edit' }).getByRole('link', { name: 'Our Work' }).click();
    await page.waitForURL(`${baseUrl}/admin/content/pages?page=ourwork`);
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Sky balloons, the owner’s own catalogue');
    await page.getByLabel('Upload a PDF for Sky Balloon').setInputFiles({ name: 'sky.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'PDF uploaded' }).textContent(), { timeout: 20_000 }).toBe('PDF uploaded. Save the draft to keep it.');
    const publish = async (version: number) => {
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toMatch(/^Draft saved/);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toBe(`Published: version ${version} is live for every visitor now.`);
    };
    await publish(original.ourwork.published.version + 1);
    const moved = await fetch(`${baseUrl}/catalogues/sky-balloon.pdf`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    const file = moved.headers.get('location')!;
    expect(file).toMatch(/^\/files\/d-[0-9a-f]{32}\.pdf$/);
    expect((await fetch(`${baseUrl}${file}`)).headers.get('content-type')).toBe('application/pdf');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Use the PDF made from the catalogue' }).click();
    await publish(original.ourwork.published.version + 2);
    const back = await fetch(`${baseUrl}/catalogues/sky-balloon.pdf`, { redirect: 'manual' });
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('application/pdf');
  }, 120_000);
});
