// The buying path in Hindi, in Chromium on a 360 px phone: a product added on a Hindi product page says
// so in Hindi, naming it by its Hindi title, and the cart link counts in Hindi; the product page's
// pincode check asks and answers in Hindi; /hi/cart and /hi/buy speak Hindi (their headings,
// table, hints, the calendar's month and day labels, the slots' dates in hi-IN); a refused form says
// why in Hindi; a taken request lands on the confirmation in Hindi with its link to /hi/booking/…, and
// that page is in Hindi with its date in hi-IN. The same with JavaScript off: the plain posts stay under
// /hi and answer in Hindi.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../shared/catalog.ts';
import type { PincodeAnswer } from '../../shared/pincode.ts';
import { productTitle } from '../../shared/locale-text.ts';
import { dayInLang } from '../../app/features/booking/day-words.ts';
import { PHONE, chromiumForFile, gotoReadingCart } from '../helpers/browser.ts';
import { saveUpi } from '../helpers/e2e-server.ts';
import { formatRupees } from '../../shared/money.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();
const catalogue = (await (await fetch(`${baseUrl}/api/home/products`)).json()) as Product[];
/** This file's own numbers: the per-number limit counts each number's forms. */
const SCRIPTED_NUMBER = '9822001181';
const PLAIN_NUMBER = '9822001182';
const PAYING_NUMBER = '9822001183';

/** A day as a Hindi page writes it: "शनि, 12 दिस॰ 2026". */
const hindiDay = (ymd: string) => dayInLang(ymd, 'hi-IN');

describe('the Hindi buying path with scripts', () => {
  let page: Page;
  beforeAll(async () => {
    page = await chromium.pageForFile({ viewport: PHONE });
  });

  it('says a product was added in Hindi and counts the cart in Hindi', async () => {
    const product = catalogue[0]!;
    // Named by the owner's Hindi title, in the button's name and the message alike.
    const title = productTitle(product, 'hi');
    expect(title).not.toBe(product.title);
    await gotoReadingCart(page, `${baseUrl}/hi/product-detail?id=${product.id}`);
    await page.locator('.product-buy').getByRole('button', { name: `कार्ट में डालें: ${title}`, exact: true }).click();
    await expect.poll(() => page.locator('#cart-added').innerText(), { timeout: 5_000 }).toBe(`${title} कार्ट में जुड़ गया। आपके कार्ट में 1 आइटम हैं। कार्ट देखें`);
    expect(await page.locator('#cart-added a').getAttribute('href')).toBe('/hi/cart');
    expect(await page.locator('.cart-link').getAttribute('aria-label')).toBe('कार्ट, 1 आइटम');
  });

  it('shows /hi/cart in Hindi', async () => {
    await gotoReadingCart(page, `${baseUrl}/hi/cart`);
    await page.locator('tr.cart-row').first().waitFor();
    expect(await page.locator('.cart-table thead th').allInnerTexts()).toEqual(['उत्पाद', 'मात्रा', 'कुल']);
    expect(await page.locator('.cart-table tfoot th').innerText()).toBe('कुल योग');
    // The cart names the product as the Hindi pages do: the owner's Hindi title where there is one.
    const title = productTitle(catalogue[0]!, 'hi');
    expect(await page.locator('.cart-remove').innerText()).toBe('हटाएँ');
    expect(await page.locator('.cart-remove').getAttribute('aria-label')).toBe(`${title} को कार्ट से हटाएँ`);
    expect(await page.locator('.cart-plus').getAttribute('aria-label')).toBe(`${title} की मात्रा बढ़ाएँ`);
    expect(await page.getByRole('link', { name: 'यह ऑर्डर भेजें' }).getAttribute('href')).toBe('/hi/buy');
  });

  it('shows /hi/buy in Hindi, refuses a wrong form in Hindi and takes the request with a Hindi confirmation', async () => {
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/booking/availability')), gotoReadingCart(page, `${baseUrl}/hi/buy`)]);
    await page.locator('.booking-calendar .rdp-month_grid').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('अपना ऑर्डर भेजें');
    expect(await page.locator('#buy-summary-heading').innerText()).toBe('आपका ऑर्डर');
    expect(await page.locator('#buy-form-heading').innerText()).toBe('आपका विवरण');
    expect(await page.locator('.booking-label').innerText()).toBe('कार्यक्रम की तारीख');
    expect(await page.getByRole('button', { name: 'अगला महीना' }).count()).toBe(1);

    // A refused form: the checks' messages in Hindi.
    await page.getByRole('button', { name: 'यह ऑर्डर भेजें' }).click();
    await page.locator('.field-error').first().waitFor({ timeout: 5_000 });
    expect(await page.locator('.field-error').allInnerTexts()).toEqual([
      'नाम आवश्यक है।',
      'मोबाइल नंबर आवश्यक है।',
      'कार्यक्रम की तारीख आवश्यक है।',
      'सेटअप स्लॉट चुनें।',
      'कार्यक्रम स्थल का पिनकोड आवश्यक है।',
      'कार्यक्रम स्थल का पता आवश्यक है।',
    ]);

    // The first open date on the calendar, named in Hindi.
    const day = page.locator('.rdp-day_button:not([disabled])').first();
    const label = (await day.getAttribute('aria-label'))!;
    await day.click();
    const legend = await page.locator('.booking-slots legend').innerText();
    const date = /^(.+) को सेटअप स्लॉट$/.exec(legend)![1]!;
    expect(label).toBe(date);
    expect(date).toMatch(/^(रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि), \d{1,2} \S+ \d{4}$/);
    await page.locator('.booking-slot input[type="radio"]').first().check();
    expect(await page.locator('.booking-slot').first().innerText()).toMatch(/^(सुबह|दोपहर|शाम), \d\d:\d\d–\d\d:\d\d \(\d+ बाकी\)$/);

    await page.getByLabel('नाम', { exact: true }).fill('सीमा वर्मा');
    await page.getByLabel('मोबाइल नंबर').fill(SCRIPTED_NUMBER);
    await page.getByLabel('कार्यक्रम स्थल का पिनकोड').fill('560038');
    await page.getByLabel('कार्यक्रम स्थल का पता').fill('12 एमजी रोड, बेंगलुरु');
    await page.getByRole('button', { name: 'यह ऑर्डर भेजें' }).click();
    await page.locator('.lead-confirmation').waitFor({ timeout: 10_000 });
    expect(await page.locator('.lead-confirmation h2').innerText()).toBe('धन्यवाद, हमें आपका ऑर्डर अनुरोध मिल गया है');
    const reference = await page.locator('.lead-reference').innerText();
    expect(await page.locator('.lead-confirmation-status p').innerText()).toBe(`आपका संदर्भ क्रमांक ${reference} है। कॉल या संदेश करते समय कृपया इसे बताएँ।`);
    expect(await page.locator('.booking-details dt').first().innerText()).toBe('तारीख');
    expect(await page.locator('.booking-details dd').first().innerText()).toBe(date);
    const status = page.getByRole('link', { name: 'आपकी बुकिंग का पेज' });
    expect(await status.getAttribute('href')).toMatch(new RegExp(`/hi/booking/${reference}\\?k=`));

    // The booking's page, in Hindi.
    await status.click();
    await page.waitForURL(/\/hi\/booking\/GUB-/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`आपकी बुकिंग ${reference}`);
    expect(await page.locator('.booking-facts dd').first().innerText()).toBe(date);
    expect(await page.getByText('स्थिति:').innerText()).toBe('स्थिति: मिल गई: पुष्टि के लिए हम आपको कॉल करेंगे');
  });
});

describe('the Hindi buying path with JavaScript off', () => {
  let page: Page;
  beforeAll(async () => {
    page = await chromium.pageForFile({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('adds on a Hindi page and stays under /hi with a Hindi note', async () => {
    const product = catalogue[1]!;
    await page.goto(`${baseUrl}/hi/product-detail?id=${product.id}`);
    await page
      .locator('.product-buy')
      .getByRole('button', { name: `कार्ट में डालें: ${product.title}` })
      .click();
    await page.waitForURL(`${baseUrl}/hi/cart`);
    expect(await page.locator('.cart-note').innerText()).toBe(`${product.title} कार्ट में जुड़ गया। खरीदारी जारी रखें`);
  });

  it('lists the slots with Hindi dates, refuses a wrong number in Hindi and lands on the Hindi booking page', async () => {
    await page.getByRole('link', { name: 'यह ऑर्डर भेजें' }).click();
    await page.waitForURL(`${baseUrl}/hi/buy`);
    const select = page.getByLabel('कार्यक्रम की तारीख और सेटअप स्लॉट');
    expect(await select.locator('option').first().innerText()).toBe('तारीख और स्लॉट चुनें');
    const choice = (await select.locator('option:not([value=""])').first().getAttribute('value'))!;
    const ymd = choice.split('|')[0]!;
    expect(await select.locator('optgroup').first().getAttribute('label')).toMatch(new RegExp(`^${hindiDay(ymd)}`));
    expect(await select.locator(`option[value="${choice}"]`).innerText()).toMatch(new RegExp(`^${hindiDay(ymd)}, (सुबह|दोपहर|शाम), .* \\(\\d+ बाकी\\)$`));

    await page.getByLabel('नाम', { exact: true }).fill('अमित शर्मा');
    await page.getByLabel('मोबाइल नंबर').fill('98220');
    await select.selectOption(choice);
    await page.getByLabel('कार्यक्रम स्थल का पिनकोड').fill('560038');
    await page.getByLabel('कार्यक्रम स्थल का पता').fill('4 चर्च स्ट्रीट, बेंगलुरु');
    await page.getByRole('button', { name: 'यह ऑर्डर भेजें' }).click();
    await page.waitForURL(`${baseUrl}/hi/buy`);
    expect(await page.locator('.field-error').allInnerTexts()).toEqual(['मोबाइल नंबर 10 अंकों का होना चाहिए।']);
    expect(await page.getByLabel('कार्यक्रम स्थल का पता').inputValue()).toBe('4 चर्च स्ट्रीट, बेंगलुरु');

    await page.getByLabel('मोबाइल नंबर').fill(PLAIN_NUMBER);
    await page.getByRole('button', { name: 'यह ऑर्डर भेजें' }).click();
    await page.waitForURL(/\/hi\/booking\/GUB-[A-Z2-9]{6}\?k=/);
    const reference = /GUB-[A-Z2-9]{6}/.exec(page.url())![0];
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`आपकी बुकिंग ${reference}`);
    expect(await page.locator('.booking-facts dd').first().innerText()).toBe(hindiDay(ymd));
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
  });
});

describe('"I have paid" on /hi/buy\'s confirmation', () => {
  it("says the payment report's fallback and its thanks in Hindi", async () => {
    await saveUpi(baseUrl);
    // The report's request is held back below: the service worker must not answer it instead.
    const page = await chromium.pageForTest({ viewport: PHONE, serviceWorkers: 'block' });
    const product = catalogue[2]!;
    await gotoReadingCart(page, `${baseUrl}/hi/product-detail?id=${product.id}`);
    await page.locator('.product-buy').getByRole('button', { name: `कार्ट में डालें: ${productTitle(product, 'hi')}`, exact: true }).click();
    await page.locator('.cart-link .cart-badge').waitFor();
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/booking/availability')), gotoReadingCart(page, `${baseUrl}/hi/buy`)]);
    await page.locator('.rdp-day_button:not([disabled])').first().click();
    await page.locator('.booking-slot input[type="radio"]').first().check();
    await page.getByLabel('नाम', { exact: true }).fill('रीना जोशी');
    await page.getByLabel('मोबाइल नंबर').fill(PAYING_NUMBER);
    await page.getByLabel('कार्यक्रम स्थल का पिनकोड').fill('560038');
    await page.getByLabel('कार्यक्रम स्थल का पता').fill('9 ब्रिगेड रोड, बेंगलुरु');
    await page.getByRole('button', { name: 'यह ऑर्डर भेजें' }).click();
    const claim = page.locator('.lead-confirmation .booking-payment').getByRole('form', { name: 'मैंने भुगतान कर दिया है' });
    await claim.waitFor({ timeout: 15_000 });
    const amount = await claim.getByLabel('चुकाई गई राशि (₹)').inputValue();

    // No answer came: what to do, in Hindi.
    await page.route('**/api/bookings/*/payments?*', (r) => (r.request().method() === 'POST' ? r.abort() : r.fallback()));
    await claim.getByLabel('UTR (12 अंक)').fill('812345678905');
    await claim.getByRole('button', { name: 'भेजें' }).click();
    await expect
      .poll(() => claim.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('आपके भुगतान की सूचना अभी नहीं भेजी जा सकी। कृपया एक मिनट बाद फिर कोशिश करें, या इसे अपनी बुकिंग के पेज से भेजें।');
    await page.unroute('**/api/bookings/*/payments?*');

    // Sent again: the thanks, with its amount and UTR, in Hindi.
    await claim.getByRole('button', { name: 'भेजें' }).click();
    await expect
      .poll(() => claim.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe(`धन्यवाद: हम ${formatRupees(Number(amount))} के आपके भुगतान (UTR 812345678905) की जाँच करके उसकी पुष्टि करेंगे।`);
    expect(page.url()).toBe(`${baseUrl}/hi/buy`);
  }, 120_000);
});

describe('the pincode check on a Hindi product page', () => {
  it('is labelled in Hindi and answers in Hindi, its date written the Hindi way', async () => {
    // A page of its own: the pincode it checks is remembered on the device, and /hi/buy above starts empty.
    const page = await chromium.pageForTest({ viewport: PHONE });
    const product = catalogue[0]!;
    await gotoReadingCart(page, `${baseUrl}/hi/product-detail?id=${product.id}`);
    const field = page.getByLabel('अपने पिनकोड पर डिलीवरी जाँचें', { exact: true });
    const answer = (await (await fetch(`${baseUrl}/api/booking/pincode/560038`)).json()) as PincodeAnswer;
    expect(answer.served).toBe(true);
    await field.fill('560038');
    const place = [answer.pincode, answer.area, answer.state].filter(Boolean).join(', ');
    const when = answer.earliestDate
      ? `सबसे जल्दी सेटअप: ${dayInLang(answer.earliestDate, 'hi-IN', false)}।`
      : 'अभी सभी सेटअप स्लॉट भरे हुए हैं: हमें संदेश भेजें, हम आपके लिए जगह बनाने की कोशिश करेंगे।';
    const charge = answer.deliveryCharge > 0 ? ` डिलीवरी शुल्क: ${formatRupees(answer.deliveryCharge)}।` : '';
    await expect.poll(() => page.locator('.product-pincode .pincode-check').textContent(), { timeout: 5_000 }).toBe(`${place} में डिलीवरी होती है। ${when}${charge}`);
  });
});
