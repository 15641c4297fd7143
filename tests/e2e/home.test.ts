// The home page in Chromium against the built server: sections, videos, carousels, product list, decorations.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, chromiumForFile } from '../helpers/browser.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
let page: Page;

async function open(width: number, opts: { reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  page = await chromium.pageForTest({ viewport: { width, height: 900 }, reducedMotion: opts.reducedMotion ?? 'no-preference' });
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => document.querySelector('.falling-balloons') !== null || matchMedia('(prefers-reduced-motion: reduce)').matches);
}

const currentSlide = () => page.locator('.hero-slide.is-current').getAttribute('data-slide');

describe('home sections', () => {
  it('has every home section in order, with the anchors', async () => {
    await open(1280);
    const order = await page.evaluate(() => {
      const marks = ['.hero', '#quickview', '#gallery', '#reviews', '#whyus', '.video-carousel', '.sky-headline', '.faq', '#hot-heading', '#products-heading'];
      return marks.map((m) => {
        const el = document.querySelector(m)!;
        return el ? Array.from(document.querySelectorAll('*')).indexOf(el) : -1;
      });
    });
    expect(order.every((n) => n >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const id of ['quickview', 'gallery', 'reviews', 'whyus']) expect(await page.locator(`section#${id}`).count()).toBe(1);
  });

  it('links the quick view and hot selling cards to the spec categories (the corporate link fixed)', async () => {
    await open(1280);
    const hrefs = async (sel: string) => page.locator(`${sel} a`).evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(await hrefs('#quickview')).toEqual([
      ['Balloon Decoration', '/products?category=balloondecoration'],
      ['Helium Balloon', '/products?category=heliumballoon'],
      ['Garland Decoration', '/products?category=garlandluxury'],
      ['Balloon Bouquet', '/products?category=balloonbouquet'],
    ]);
    const hot = page.locator('section', { has: page.locator('#hot-heading') });
    const hotLinks = await hot.locator('a').evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(hotLinks).toEqual([
      ['Printed Balloon', '/products?category=latex'],
      ['Kids', '/products?category=jumping'],
      ['Sky Balloon', '/products?category=6to14'],
      ['Corporate Setup', '/products?category=AnnualGeneralMeeting'],
      ['Air Inflatable', '/products?category=airdancer'],
    ]);
    // Followed by keyboard: sections below mount their media as they scroll near, and a mouse click
    // aimed before that can land beside the card.
    await hot.getByRole('link', { name: 'Corporate Setup' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/products?category=AnnualGeneralMeeting`);
  });

  it('puts an Enquiry Form button to /contactForm in gallery, reviews, why-choose-us and FAQ', async () => {
    await open(360);
    for (const sel of ['#gallery', '#reviews', '#whyus', 'section:has(.faq)']) {
      const link = page.locator(sel).getByRole('link', { name: 'Enquiry Form' });
      expect(await link.getAttribute('href'), sel).toBe('/contactForm');
    }
  });

  it('lists the five why-choose-us items and six testimonials with 4 or 5 stars', async () => {
    await open(1280);
    const why = await page.locator('#whyus h3').allTextContents();
    expect(why).toEqual(['24 X 7 delivery', 'pure helium', 'expert technicians', 'PAN India', 'high quality products']);
    const ratings = await page.locator('#reviews .stars').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(ratings).toHaveLength(6);
    for (const r of ratings) expect(r).toMatch(/^Rated [45] out of 5$/);
  });

  it('shows seven FAQ items, collapsed, opening on click', async () => {
    await open(360);
    const items = page.locator('.faq details');
    expect(await items.count()).toBe(7);
    expect(await items.evaluateAll((ds) => ds.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(0);
    await page.getByText('How long does delivery take?').click();
    expect(await items.nth(5).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await items.nth(5).locator('p').textContent()).toBe('7 to 10 days.');
    expect(await page.locator('.faq').textContent()).toContain('PAN India');
  });

  it('has three muted video slides lasting 12, 22 and 11 seconds and a muted looping headline video', async () => {
    await open(1280);
    const slides = await page
      .locator('.video-slide')
      .evaluateAll((fs) => fs.map((f) => [f.getAttribute('data-duration'), (f.querySelector('video') as HTMLVideoElement).muted]));
    expect(slides).toEqual([
      ['12000', true],
      ['22000', true],
      ['11000', true],
    ]);
    const sky = await page.locator('.sky-headline video').evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop }));
    expect(sky).toEqual({ muted: true, loop: true });
    expect(await page.locator('.sky-headline h2').textContent()).toMatch(/India’s biggest sky balloon/);
  });
});

describe('videos', () => {
  it('fetches no clip or poster before the visitor scrolls near, then plays the muted clips', async () => {
    await open(1280);
    const media: string[] = [];
    page.on('request', (r) => {
      if (/\/demo\/(video-\d|sky-balloon)/.test(r.url())) media.push(r.url());
    });
    await page.waitForTimeout(500);
    expect(media).toEqual([]);
    const playing = (sel: string) => page.locator(sel).evaluate((v: HTMLVideoElement) => !v.paused && v.muted);
    await page.locator('.video-carousel').scrollIntoViewIfNeeded();
    await expect.poll(() => playing('.video-slide.is-current video'), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.video-slide.is-current video').getAttribute('poster')).toBe('/demo/video-1-poster.webp');
    await page.getByRole('button', { name: 'Pause videos' }).click();
    await expect.poll(() => playing('.video-slide.is-current video')).toBe(false);

    await page.locator('.sky-headline').scrollIntoViewIfNeeded();
    await expect.poll(() => playing('.sky-headline video'), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Pause sky balloon video' }).click();
    await expect.poll(() => playing('.sky-headline video')).toBe(false);
    expect(await page.getByRole('button', { name: 'Play sky balloon video' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not start the clips under prefers-reduced-motion', async () => {
    await open(1280, { reducedMotion: 'reduce' });
    await page.locator('.sky-headline').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect(await page.locator('.sky-headline video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await page.locator('.video-slide.is-current video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await page.getByRole('button', { name: 'Play sky balloon video' }).count()).toBe(1);
  });
});

describe('carousels', () => {
  it('advances the slider every 3 s, not while a dropdown menu is open, and not when paused', async () => {
    await open(1280);
    const first = await currentSlide();
    await page.waitForTimeout(3400);
    const second = await currentSlide();
    expect(second).not.toBe(first);

    await page.getByRole('button', { name: 'Products' }).click();
    expect(await page.getByRole('button', { name: 'Products' }).getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(3400);
    expect(await currentSlide()).toBe(second);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await currentSlide();
    await page.waitForTimeout(3400);
    expect(await currentSlide()).toBe(paused);
    expect(await page.getByRole('button', { name: 'Play slideshow' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stays still and drops the decorations under prefers-reduced-motion', async () => {
    await open(1280, { reducedMotion: 'reduce' });
    const first = await currentSlide();
    await page.waitForTimeout(3400);
    expect(await currentSlide()).toBe(first);
    expect(await page.locator('.falling-balloons').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
  });
});

describe('carousels under a finger', () => {
  /** A phone-sized page with touch input, every carousel paused by its own button so only the finger moves them. */
  async function openTouch() {
    page = await chromium.pageForTest({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'no-preference' });
    await page.goto(`${baseUrl}/`);
    // Embla has started once it has placed the track (a transform on it).
    await expect.poll(() => page.locator('.carousel-track').evaluateAll((ts) => ts.every((t) => (t as HTMLElement).style.transform !== ''))).toBe(true);
    for (const name of ['Pause slideshow', 'Pause reviews', 'Pause videos']) await page.getByRole('button', { name }).click();
  }

  /** A real touch drag (touchstart, touchmove…, touchend from the browser's input pipeline) across the carousel. */
  async function swipe(carousel: string, direction: 'left' | 'right') {
    const viewport = page.locator(`${carousel} .carousel-viewport`);
    await viewport.scrollIntoViewIfNeeded();
    const box = (await viewport.boundingBox())!;
    const y = box.y + Math.min(80, box.height / 2);
    const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 8, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  const current = (carousel: string) => page.locator(`${carousel} [aria-roledescription="slide"]:not([inert])`).getAttribute('aria-label');

  it('follows a swipe on the slider, the reviews and the video carousel, both ways round the loop', async () => {
    await openTouch();
    for (const [carousel, count] of [
      ['.hero', 4],
      ['.reviews', 6],
      ['.video-carousel', 3],
    ] as const) {
      expect(await current(carousel), carousel).toBe(`1 of ${count}`);
      await swipe(carousel, 'left');
      await expect.poll(() => current(carousel), { message: carousel }).toBe(`2 of ${count}`);
      const dot = page.locator(carousel).getByRole('button', { name: `Go to slide 2 of ${count}` });
      expect(await dot.getAttribute('aria-current')).toBe('true');
      await swipe(carousel, 'right');
      await swipe(carousel, 'right');
      await expect.poll(() => current(carousel), { message: carousel }).toBe(`${count} of ${count}`);
    }
    // The slider's current slide is the one in view, not just the one marked.
    const shown = await page.locator('.hero .carousel-viewport').evaluate((v) => {
      const r = v.getBoundingClientRect();
      const s = v.querySelector('.is-current')!.getBoundingClientRect();
      return Math.round(s.left - r.left);
    });
    expect(Math.abs(shown)).toBeLessThanOrEqual(1);
  });

  it('is worked by keyboard: arrows and dots are named buttons that move the slide and mark the current dot', async () => {
    await open(1280, { reducedMotion: 'reduce' });
    await expect.poll(() => page.locator('.hero .carousel-track').evaluate((t) => (t as HTMLElement).style.transform !== '')).toBe(true);
    const hero = page.locator('.hero');
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(currentSlide).toBe('1');
    await hero.getByRole('button', { name: 'Go to slide 4 of 4' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(currentSlide).toBe('3');
    expect(await hero.locator('.carousel-dot[aria-current="true"]').getAttribute('aria-label')).toBe('Go to slide 4 of 4');
    // Under reduced motion the move is a jump: the slide is in place at once.
    const left = await hero
      .locator('.hero-slide.is-current')
      .evaluate((s) => Math.round(s.getBoundingClientRect().left - s.parentElement!.parentElement!.getBoundingClientRect().left));
    expect(left).toBe(0);
    await page.getByRole('button', { name: 'Previous review' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => current('.reviews')).toBe('6 of 6');
    // Slides out of view cannot take focus: the only slider link reachable is the current slide's.
    expect(await hero.locator('.hero-slide:not(.is-current) a').evaluateAll((as) => as.every((a) => a.closest('[inert]') !== null))).toBe(true);
  });

  it('serves the first slide of each carousel in the HTML, in boxes that keep their size once the carousels run and turn', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    for (const cls of ['hero-slide', 'review', 'video-slide']) {
      const slides = [...html.matchAll(new RegExp(`<(?:div|figure) class="${cls}(?: is-current)?"[^>]*>`, 'g'))].map((m) => m[0]);
      expect(slides.length, cls).toBeGreaterThan(1);
      expect(slides[0], cls).not.toContain('inert');
      for (const s of slides.slice(1)) expect(s, cls).toContain('inert');
    }
    // The carousels' boxes as the server HTML lays them out (no script at all), then once Embla runs and
    // the slider has turned: the same, so nothing around them moves (layout shift from the carousels is 0).
    const boxes = () =>
      page
        .locator('.hero, .reviews, .video-carousel')
        .evaluateAll((els) => els.map((e) => [e.className, Math.round(e.getBoundingClientRect().height), Math.round(e.getBoundingClientRect().width)]));
    const phone = { viewport: PHONE, hasTouch: true, isMobile: true };
    page = await chromium.pageForTest({ ...phone, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    const served = await boxes();
    await page.context().close();
    page = await chromium.pageForTest(phone);
    await page.goto(`${baseUrl}/`);
    await expect.poll(currentSlide, { timeout: 5000 }).toBe('1');
    expect(await boxes()).toEqual(served);
    // No layout shift has a carousel's own content as its source.
    const fromCarousels = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let n = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
              n += e.sources.filter((x) => x.node instanceof Element && x.node.closest('.hero, .reviews, .video-carousel')).length;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(n), 200);
        }),
    );
    expect(fromCarousels).toBe(0);
  });
});

describe('gallery', () => {
  it('makes no third-party request until a video is asked for', async () => {
    await open(1280);
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) external.push(r.url());
    });
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await page.locator('#gallery .gallery-play').count()).toBe(12);
    expect(external).toEqual([]);
    await page.getByRole('button', { name: 'Load video: Birthday balloon arch setup' }).click();
    const src = await page.locator('#gallery iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?mute=1&autoplay=0/);
  });
});

describe('product list', () => {
  it('empties the list when fetching more products fails', async () => {
    await open(360);
    const cards = page.locator('.product-list .product-card');
    expect(await cards.count()).toBe(50);
    expect(await cards.first().locator('.product-desc').textContent()).toMatch(/^.{0,40}(\.\.\.)?$/s);
    // The list hydrates after the first screen: before that, View More would reload the page instead.
    await page.waitForLoadState('networkidle');
    await page.route('**/api/home/products?**', (r) => r.abort());
    await page.getByRole('button', { name: 'View More' }).click();
    await expect.poll(() => cards.count()).toBe(0);
  });

  it('View More by keyboard adds 30 cards in place and goes on from the first new one', async () => {
    await open(360);
    await page.waitForLoadState('networkidle');
    const cards = page.locator('.product-list .product-card');
    await page.getByRole('button', { name: 'View More' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(80);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.product-card')?.id)).toBe('home-product-51');
  });

  it('View More works without script: the server sends the longer list and the page opens at the first new card', async () => {
    page = await chromium.pageForTest({ viewport: PHONE, isMobile: true, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/`);
    const cards = page.locator('.product-list .product-card');
    expect(await cards.count()).toBe(50);
    await page.getByRole('button', { name: 'View More' }).click();
    await page.waitForURL(/\?shown=80#home-product-51$/);
    expect(await cards.count()).toBe(80);
    await expect.poll(() => page.locator('#home-product-51').evaluate((e) => e.getBoundingClientRect().top)).toBeLessThan(PHONE.height);
    expect(await page.locator('#home-product-51').evaluate((e) => e.getBoundingClientRect().bottom)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'View More' }).click();
    await page.waitForURL(/\?shown=110#home-product-81$/);
    expect(await cards.count()).toBe(110);
  });
});

describe('decorations', () => {
  it('keeps at most 11 trail balloons and never blocks a click', async () => {
    await open(1280);
    for (let i = 0; i < 25; i++) await page.mouse.move(100 + i * 20, 300 + (i % 5) * 10);
    await expect.poll(() => page.locator('.pointer-trail img').count()).toBe(11);
    expect(await page.locator('.pointer-trail').evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('none');
    expect(await page.locator('.falling-balloons').evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('none');
    const link = page.locator('#quickview a').first();
    await link.scrollIntoViewIfNeeded();
    await link.click({ trial: true }); // waits until the card stops moving
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.click(box.x + 10, box.y + 10);
    await page.waitForURL(/\/products\?category=balloondecoration/);
  });
});

describe('found and shared', () => {
  it('describes the business as LocalBusiness JSON-LD with a canonical URL', async () => {
    const html = await (await fetch(`${baseUrl}/home`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const biz = ld.find((x) => x['@type'] === 'LocalBusiness');
    expect(biz).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: expect.stringMatching(/^\+91\d{10}$/),
      currenciesAccepted: 'INR',
      url: `${baseUrl}/`,
      logo: `${baseUrl}/favicon.svg`,
      // The demo BUSINESS_ADDRESS in its parts (tests/unit/local-business.test.ts reads them).
      address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', postalCode: '560001', addressCountry: 'IN' },
      // The hours the contact page gives: Monday to Sunday, 9 am to 9 pm.
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '09:00',
          closes: '21:00',
        },
      ],
    });
    expect((await (await fetch(`${baseUrl}/favicon.svg`)).text()).startsWith('<svg')).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/"/>`);
    expect(html).toMatch(/<title>Gubbara \| Balloon decoration/);
  });
});
