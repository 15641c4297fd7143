// An order paid from start to finish, on 360 px phones, as the customer and the owner each do it: the
// owner enters the shop's UPI ID and GSTIN on Payment Settings; the customer requests an order on /buy,
// follows the confirmation's link to the booking's page, sees the QR and the advance, pays and sends the
// UTR with "I have paid"; the owner finds the order, verifies the claim (advance paid, balance due),
// records the balance received in cash, confirms the order, issues the tax invoice and downloads it (its
// PDF read back); the customer's page then says paid in full and links to that invoice.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dateInWords } from '../../shared/dates.ts';
import { indiaToday } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { chromiumForFile, openAdminMenu, signIn } from '../helpers/browser.ts';
import { requestOrder } from '../helpers/buy-page.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';
import { pdfText } from '../helpers/pdf-text.ts';

const baseUrl = inject('baseUrl');
/** How long a poll waits for what follows a server's answer: a page loaded, a list read again (a busy machine is slow). */
const ROUND_TRIP = { timeout: 15_000 };
const chromium = chromiumForFile();

const GSTIN = '29AAGCB1286Q1Z0';
const LEGAL_NAME = 'Gubbara Decor Private Limited';
const CUSTOMER = { name: 'Ritu Sharma', phone: '9811100033', pincode: '560038', address: '4 Temple Road, Indiranagar' };
const UTR = '512345678902';

let owner: Page;
let customer: Page;
/** The shop's payment settings before this file, put back after it. */
let before: Record<string, unknown>;
let order: { reference: string; total: number; advance: number };
let bookingUrl: string;
let invoiceNumber: string;

beforeAll(async () => {
  const cookie = await ownerCookie(baseUrl);
  before = (await (await fetch(`${baseUrl}/api/admin/payments/settings`, { headers: { cookie } })).json()) as Record<string, unknown>;
});

afterAll(async () => {
  const cookie = await ownerCookie(baseUrl);
  const put = await fetch(`${baseUrl}/api/admin/payments/settings`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(before),
  });
  expect(put.status, await put.text()).toBe(200);
});

/** The text of the PDF the link downloads when clicked, with the file's name. */
async function downloadPdf(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), text: await pdfText(await readFile((await download.path())!)) };
}

describe('an order paid by UPI and cash, then invoiced', () => {
  it('the owner enters the UPI ID, the 30% advance and the GSTIN on Payment Settings', async () => {
    owner = await chromium.pageForFile();
    await signIn(owner, baseUrl);
    await (await openAdminMenu(owner)).getByRole('link', { name: 'Payment Settings' }).click();
    await owner.waitForURL(`${baseUrl}/admin/payments/settings`);
    await owner.getByLabel('Business UPI ID').fill('gubbara.decor@okaxis');
    await owner.getByLabel('Payee name').fill('Gubbara Decor');
    await owner.getByLabel('Advance is').selectOption('percent');
    await owner.getByLabel('Advance (percent or rupees)').fill('30');
    await owner.getByLabel('GSTIN (optional)').fill(GSTIN);
    await owner.getByLabel('Legal name').fill(LEGAL_NAME);
    await owner.getByLabel('Business state').selectOption('Karnataka');
    await owner.getByLabel('Default HSN/SAC code').fill('998596');
    await owner.getByLabel('Default GST rate').selectOption('18');
    await owner.getByRole('button', { name: 'Save payment settings' }).click();
    await expect.poll(() => owner.locator('main [role=alert]').textContent(), ROUND_TRIP).toBe('Payment settings saved');
  });

  it('the customer requests an order on /buy and opens the booking’s page from the confirmation', async () => {
    customer = await chromium.pageForFile();
    const product = ((await (await fetch(`${baseUrl}/api/home/products?limit=3`)).json()) as { id: number }[])[2]!;
    const { reference, total } = await requestOrder(customer, baseUrl, product.id, CUSTOMER);
    order = { reference, total, advance: Math.round((total * 30) / 100) };
    await customer.getByRole('link', { name: 'your booking’s page' }).click();
    await customer.waitForURL(new RegExp(`/booking/${reference}\\?k=`));
    bookingUrl = customer.url();
    await expect.poll(() => customer.getByRole('heading', { level: 1 }).textContent(), ROUND_TRIP).toBe(`Your booking ${reference}`);
  });

  it('sees the advance and its QR on the booking page, and sends the UTR with "I have paid"', async () => {
    const payment = customer.getByRole('region', { name: 'Payment' });
    expect(await payment.locator('.pay-totals').textContent()).toBe(`PaymentNot paid yetPaid₹0Balance due${formatRupees(order.total)}`);
    expect(await payment.getByText(`Pay the advance of ${formatRupees(order.advance)} by UPI to lock your date.`).count()).toBe(1);
    const qr = payment.getByRole('img', { name: `UPI QR code to pay ${formatRupees(order.advance)}: scan it with any UPI app` });
    expect(await qr.locator('svg').count()).toBe(1);
    expect(await payment.locator('.pay-upi code').textContent()).toBe('gubbara.decor@okaxis');
    expect(await payment.getByRole('link', { name: 'Open UPI app' }).getAttribute('href')).toBe(
      `upi://pay?pa=gubbara.decor%40okaxis&pn=Gubbara%20Decor&am=${order.advance}.00&cu=INR&tr=${order.reference}&tn=${order.reference}%20advance`,
    );
    await fitsAndPassesAxe(customer, 'main');

    expect(await payment.getByRole('heading', { name: 'I have paid' }).count()).toBe(1);
    await payment.getByLabel('UTR (12 digits)').fill(UTR);
    expect(await payment.getByLabel('Amount paid (₹)').inputValue()).toBe(String(order.advance));
    // Sent from the keyboard, as the phone's Go key does: the page's own address answers with the whole page.
    const [sent] = await Promise.all([customer.waitForResponse((r) => r.request().method() === 'POST'), payment.getByLabel('Amount paid (₹)').press('Enter')]);
    expect(sent.status()).toBe(200);
    await expect
      .poll(() => customer.locator('main [role=status]').textContent(), ROUND_TRIP)
      .toBe(`Thank you: we will check your payment of ${formatRupees(order.advance)} (UTR ${UTR}) and confirm it.`);
    expect(customer.url()).toBe(bookingUrl);
    expect(await customer.locator('.pay-totals').textContent()).toBe(
      `PaymentPayment reported: being checkedPaid₹0Reported, being checked${formatRupees(order.advance)}Balance due${formatRupees(order.total)}`,
    );
    await fitsAndPassesAxe(customer, 'main');
  });

  it('the owner finds the order, verifies the claim and sees the advance paid and the balance due', async () => {
    await (await openAdminMenu(owner)).getByRole('link', { name: /^Orders/ }).click();
    await owner.waitForURL(`${baseUrl}/admin/orders`);
    await owner.getByLabel('Search by name, phone or reference').fill(order.reference);
    await owner.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await owner.waitForURL(`${baseUrl}/admin/orders?q=${order.reference}`);
    await owner.locator(`.lead-row[data-reference="${order.reference}"]`).getByRole('link').click();
    await owner.waitForURL(/\/admin\/leads\/\d+$/);
    await expect.poll(() => owner.getByRole('heading', { level: 1 }).textContent(), ROUND_TRIP).toBe(`Order request ${order.reference}`);

    const payments = owner.getByRole('region', { name: 'Payments' });
    const totals = payments.getByTestId('payment-totals');
    await expect.poll(() => totals.textContent(), ROUND_TRIP).toContain('Payment stateAdvance claimed');
    const claim = payments.locator('tbody tr');
    expect(await claim.locator('td').allTextContents()).toEqual([
      expect.any(String),
      'advance',
      'upi',
      formatRupees(order.advance),
      UTR,
      'claimed',
      `Verify ${formatRupees(order.advance)}Reject…`,
    ]);
    await payments.getByRole('button', { name: `Verify ${formatRupees(order.advance)}` }).click();
    await expect.poll(() => payments.getByRole('status').textContent(), ROUND_TRIP).toBe('Payment verified');
    await expect
      .poll(() => totals.textContent(), ROUND_TRIP)
      .toBe(
        [
          'Payment stateAdvance paid',
          `Total${formatRupees(order.total)}`,
          `Advance asked${formatRupees(order.advance)}`,
          `Paid (verified)${formatRupees(order.advance)}`,
          'Reported, to check₹0',
          `Balance due${formatRupees(order.total - order.advance)}`,
        ].join(''),
      );
    expect(await claim.locator('td').nth(5).textContent()).toBe('verified');
    await fitsAndPassesAxe(owner, 'main');
  });

  it('the owner records the balance received in cash: paid in full', async () => {
    const payments = owner.getByRole('region', { name: 'Payments' });
    const form = payments.getByRole('form', { name: 'Record a payment or a refund' });
    await form.getByLabel('Kind').selectOption('balance');
    await form.getByLabel('Method').selectOption('cash');
    // The form offers the balance due.
    expect(await form.getByLabel('Amount (₹)').inputValue()).toBe(String(order.total - order.advance));
    await form.getByLabel('Payment note').fill('Cash at the venue');
    await form.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => payments.getByRole('status').textContent(), ROUND_TRIP).toBe('Payment recorded');
    const totals = payments.getByTestId('payment-totals');
    await expect.poll(() => totals.textContent(), ROUND_TRIP).toContain('Payment statePaid');
    expect(await totals.textContent()).toContain(`Paid (verified)${formatRupees(order.total)}`);
    expect(await totals.textContent()).toContain('Balance due₹0');
    const cash = payments.locator('tbody tr').nth(1);
    expect((await cash.locator('td').allTextContents()).slice(1, 6)).toEqual([
      'balance',
      'cash',
      formatRupees(order.total - order.advance),
      '—',
      'verified: Cash at the venue',
    ]);
  });

  it('the owner confirms the order, issues the tax invoice and downloads it', async () => {
    const documents = owner.getByRole('region', { name: 'Quote and invoice' });
    expect(await documents.getByText('The tax invoice can be issued once the order is confirmed.').count()).toBe(1);
    await owner.getByRole('group', { name: 'Move to' }).getByRole('button', { name: 'Confirmed' }).click();
    await expect.poll(() => owner.locator('.lead-status').first().textContent(), ROUND_TRIP).toBe('Confirmed');
    const issue = documents.getByRole('form', { name: 'Tax invoice' });
    await issue.getByRole('button', { name: 'Issue tax invoice' }).click();
    await expect.poll(() => documents.getByRole('status').textContent(), ROUND_TRIP).toMatch(/^Invoice GUB\/\d{4}-\d{2}\/\d{4} issued$/);
    invoiceNumber = (await documents.getByRole('status').textContent())!.replace(/^Invoice (\S+) issued$/, '$1');
    expect(invoiceNumber.length).toBeLessThanOrEqual(16);
    const line = documents.getByTestId('lead-invoice');
    await expect
      .poll(() => line.textContent(), ROUND_TRIP)
      .toBe(`Tax invoice ${invoiceNumber} of ${dateInWords(indiaToday())}, ${formatRupees(order.total)}: Download invoice ${invoiceNumber} (PDF)`);
    await fitsAndPassesAxe(owner, 'main');

    const pdf = await downloadPdf(owner, line.getByRole('link', { name: `Download invoice ${invoiceNumber} (PDF)` }));
    expect(pdf.name).toBe(`invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`);
    for (const s of [
      'Tax Invoice',
      `Invoice No.: ${invoiceNumber}`,
      LEGAL_NAME,
      `GSTIN: ${GSTIN}`,
      'State: Karnataka (29)',
      CUSTOMER.name,
      'Place of supply: Karnataka (29)',
      'CGST ₹',
      'SGST ₹',
      `Total ${formatRupees(order.total)}`,
    ])
      expect(pdf.text, s).toContain(s);
    expect(pdf.text).not.toContain('IGST');
  });

  it('the customer’s page then says paid in full and links to the invoice', async () => {
    await customer.goto(bookingUrl);
    const payment = customer.getByRole('region', { name: 'Payment' });
    expect(await payment.locator('.pay-totals').textContent()).toBe(`PaymentPaid in fullPaid${formatRupees(order.total)}Balance due₹0`);
    // Nothing is left to pay: no QR and no "I have paid".
    expect(await payment.getByRole('img').count()).toBe(0);
    expect(await payment.getByRole('heading', { name: 'I have paid' }).count()).toBe(0);
    const link = customer.getByRole('link', { name: `Download invoice ${invoiceNumber} (PDF)` });
    expect(await link.getAttribute('href')).toBe(`/api/bookings/${order.reference}/invoice.pdf?k=${new URL(bookingUrl).searchParams.get('k')}`);
    const pdf = await downloadPdf(customer, link);
    expect(pdf.text).toContain(`Invoice No.: ${invoiceNumber}`);
    expect(pdf.text).toContain(`Total ${formatRupees(order.total)}`);
    await fitsAndPassesAxe(customer, 'main');
  });
});
