// Paying the advance on a 360 px phone: the owner sets the shop's UPI ID on Payment Settings; the customer opens the booking page from the order's status
// link, sees the advance as an amount and a UPI QR (with the UPI ID and an "Open UPI app" link of the
// same payment), and sends the UTR; the owner, on a phone too, verifies the claim on the order's page
// and sees the advance paid and the balance due; the customer's page then says so. An order requested
// on /buy shows the same QR, amount and UPI ID in its confirmation, and takes the UTR there without
// leaving it. Without scripts, "I have paid" on the booking's page answers with the whole page.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { chromiumForFile, openAdminMenu, signIn } from '../helpers/browser.ts';
import { requestOrder } from '../helpers/buy-page.ts';
import { saveUpi } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
/** How long a poll waits for what follows a server's answer: a page loaded, a list read again (a busy machine is slow). */
const ROUND_TRIP = { timeout: 15_000 };
const chromium = chromiumForFile();

async function book(): Promise<{ path: string; id: number; reference: string; total: number }> {
  const products = (await (await fetch(`${baseUrl}/api/home/products?limit=1`)).json()) as { id: number }[];
  const sess = randomUUID();
  const add = await fetch(`${baseUrl}/api/cart/add/${sess}?id=${products[0]!.id}&quantity=2`, { method: 'POST', headers: { 'x-session-id': sess } });
  expect(add.status).toBe(200);
  const order = await fetch(`${baseUrl}/api/orders/${sess}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sess },
    body: JSON.stringify({ name: 'Kavya', phone: '9811122233', eventDate: addDays(indiaToday(), 20), pincode: '560038', address: '12 CMH Road' }),
  });
  expect(order.status).toBe(201);
  const body = (await order.json()) as { statusUrl: string; id: number; reference: string; total: number };
  const url = new URL(body.statusUrl);
  return { path: `${url.pathname}${url.search}`, id: body.id, reference: body.reference, total: body.total };
}

describe('paying the advance', () => {
  it('shows the QR and the amount, takes the UTR, and the owner verifies it', async () => {
    const owner = await chromium.pageForTest();
    await signIn(owner, baseUrl);
    await (await openAdminMenu(owner)).getByRole('link', { name: 'Payment Settings' }).click();
    await owner.waitForURL(`${baseUrl}/admin/payments/settings`);
    await owner.getByLabel('Business UPI ID').fill('gubbara@okaxis');
    await owner.getByLabel('Payee name').fill('Gubbara');
    await owner.getByLabel('Advance is').selectOption('percent');
    await owner.getByLabel('Advance (percent or rupees)').fill('30');
    await owner.getByLabel('GSTIN (optional)').fill('29AAGCB1286Q1Z1');
    await owner.getByRole('button', { name: 'Save payment settings' }).click();
    await expect.poll(() => owner.locator('main [role=alert]').textContent()).toBe('GSTIN is not valid: check its 15 characters');
    await owner.getByLabel('GSTIN (optional)').fill('');
    await owner.getByRole('button', { name: 'Save payment settings' }).click();
    await expect.poll(() => owner.locator('main [role=alert]').textContent()).toBe('Payment settings saved');
    await fitsAndPassesAxe(owner, 'main');
    const b = await book();
    const advance = Math.round((b.total * 30) / 100);

    const customer = await chromium.pageForTest();
    await customer.goto(baseUrl + b.path);
    await expect.poll(() => customer.getByText(`Pay the advance of ${formatRupees(advance)} by UPI to lock your date.`).count()).toBe(1);
    expect(
      await customer
        .getByRole('img', { name: `UPI QR code to pay ${formatRupees(advance)}: scan it with any UPI app` })
        .locator('svg')
        .count(),
    ).toBe(1);
    expect(await customer.locator('.pay-upi code').textContent()).toBe('gubbara@okaxis');
    expect(await customer.getByRole('link', { name: 'Open UPI app' }).getAttribute('href')).toBe(
      `upi://pay?pa=gubbara%40okaxis&pn=Gubbara&am=${advance}.00&cu=INR&tr=${b.reference}&tn=${b.reference}%20advance`,
    );
    await fitsAndPassesAxe(customer, 'main');
    await customer.getByLabel('UTR (12 digits)').fill('412345678901');
    expect(await customer.getByLabel('Amount paid (₹)').inputValue()).toBe(String(advance));
    await customer.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => customer.locator('main [role=status]').textContent(), ROUND_TRIP)
      .toBe(`Thank you: we will check your payment of ${formatRupees(advance)} (UTR 412345678901) and confirm it.`);

    await owner.goto(`${baseUrl}/admin/leads/${b.id}`);
    const totals = owner.getByTestId('payment-totals');
    await expect.poll(() => totals.textContent()).toContain('Advance claimed');
    await owner.getByRole('button', { name: `Verify ${formatRupees(advance)}` }).click();
    await expect.poll(() => totals.textContent()).toContain('Advance paid');
    expect(await totals.textContent()).toContain(`Balance due${formatRupees(b.total - advance)}`);
    await fitsAndPassesAxe(owner, 'main');

    await customer.goto(baseUrl + b.path);
    await expect.poll(() => customer.locator('.pay-totals').textContent(), ROUND_TRIP).toContain('Advance paid');
    expect(await customer.locator('.pay-totals').textContent()).toContain(`Balance due${formatRupees(b.total - advance)}`);
  }, 120_000);

  it('shows the QR, the advance and the UPI ID in the confirmation on /buy, and takes the UTR there', async () => {
    await saveUpi(baseUrl);
    const product = ((await (await fetch(`${baseUrl}/api/home/products?limit=2`)).json()) as { id: number }[])[1]!;
    const customer = await chromium.pageForTest();
    const { reference, total } = await requestOrder(customer, baseUrl, product.id, {
      name: 'Anjali Rao',
      phone: '9811100022',
      pincode: '560038',
      address: '7 Temple Street, Malleswaram',
    });
    const advance = Math.round((total * 30) / 100);

    const payment = customer.locator('.lead-confirmation .booking-payment');
    // Drawn once its code and the booking's payment have come, after the confirmation.
    await expect.poll(() => payment.getByText(`Pay the advance of ${formatRupees(advance)} by UPI to lock your date.`).count(), ROUND_TRIP).toBe(1);
    expect(
      await payment
        .getByRole('img', { name: `UPI QR code to pay ${formatRupees(advance)}: scan it with any UPI app` })
        .locator('svg')
        .count(),
    ).toBe(1);
    expect(await payment.locator('.pay-totals').textContent()).toBe(`PaymentNot paid yetPaid₹0Balance due${formatRupees(total)}`);
    expect(await payment.locator('.pay-upi code').textContent()).toBe('gubbara@okaxis');
    expect(await payment.getByRole('button', { name: 'Copy UPI ID' }).count()).toBe(1);
    expect(await payment.getByRole('link', { name: 'Open UPI app' }).getAttribute('href')).toBe(
      `upi://pay?pa=gubbara%40okaxis&pn=Gubbara&am=${advance}.00&cu=INR&tr=${reference}&tn=${reference}%20advance`,
    );
    await fitsAndPassesAxe(customer, 'main');

    // "I have paid" right here; without scripts its form would post to the booking's page instead.
    const bookingPath = new URL((await customer.getByRole('link', { name: 'your booking’s page' }).getAttribute('href'))!, baseUrl);
    const claim = payment.getByRole('form', { name: 'I have paid' });
    expect(await claim.getAttribute('action')).toBe(`${bookingPath.pathname}${bookingPath.search}`);
    expect(await claim.getAttribute('method')).toBe('post');
    await claim.getByLabel('UTR (12 digits)').fill('612345678903');
    expect(await claim.getByLabel('Amount paid (₹)').inputValue()).toBe(String(advance));
    await claim.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => claim.getByRole('status').textContent(), ROUND_TRIP)
      .toBe(`Thank you: we will check your payment of ${formatRupees(advance)} (UTR 612345678903) and confirm it.`);
    expect(customer.url()).toBe(`${baseUrl}/buy`);
    expect(await payment.locator('.pay-totals').textContent()).toBe(
      `PaymentPayment reported: being checkedPaid₹0Reported, being checked${formatRupees(advance)}Balance due${formatRupees(total)}`,
    );
    // What is left is asked for next, and the form is ready for it.
    expect(await payment.getByText(`Pay the balance of ${formatRupees(total - advance)} by UPI.`).count()).toBe(1);
    expect(await claim.getByLabel('UTR (12 digits)').inputValue()).toBe('');
    expect(await claim.getByLabel('Amount paid (₹)').inputValue()).toBe(String(total - advance));
    await fitsAndPassesAxe(customer, 'main');

    // The same UTR again is refused, said under the form, and nothing changes.
    await claim.getByLabel('UTR (12 digits)').fill('612345678903');
    await claim.getByLabel('Amount paid (₹)').press('Enter');
    await expect.poll(() => claim.getByRole('alert').textContent(), ROUND_TRIP).toBe('UTR 612345678903 is already recorded: check the number in your UPI app.');
    expect(await claim.getByRole('status').count()).toBe(0);
    expect(customer.url()).toBe(`${baseUrl}/buy`);
    expect(await payment.locator('.pay-totals').textContent()).toContain(`Reported, being checked${formatRupees(advance)}`);

    // The booking's page knows of the claim.
    await customer.getByRole('link', { name: 'your booking’s page' }).click();
    await customer.waitForURL(bookingPath.href);
    await expect.poll(() => customer.locator('.pay-totals').textContent(), ROUND_TRIP).toContain('Payment reported: being checked');
  }, 120_000);

  it('takes "I have paid" on the booking’s page without scripts, the answer a whole page', async () => {
    await saveUpi(baseUrl);
    const b = await book();
    const advance = Math.round((b.total * 30) / 100);
    const customer = await chromium.pageForTest({ javaScriptEnabled: false });
    await customer.goto(baseUrl + b.path);
    const claim = customer.getByRole('form', { name: 'I have paid' });
    await claim.getByLabel('UTR (12 digits)').fill('712345678904');
    const [sent] = await Promise.all([customer.waitForResponse((r) => r.request().method() === 'POST'), claim.getByRole('button', { name: 'Send' }).click()]);
    expect(sent.status()).toBe(200);
    await expect
      .poll(() => customer.locator('main [role=status]').textContent(), ROUND_TRIP)
      .toBe(`Thank you: we will check your payment of ${formatRupees(advance)} (UTR 712345678904) and confirm it.`);
    expect(customer.url()).toBe(baseUrl + b.path);
    expect(await customer.locator('main#main h1').textContent()).toBe(`Your booking ${b.reference}`);
    expect(await customer.locator('.pay-totals').textContent()).toContain('Payment reported: being checked');

    // Refused (the UTR is already recorded): still the whole page, with the reason.
    await customer.getByRole('form', { name: 'I have paid' }).getByLabel('UTR (12 digits)').fill('712345678904');
    const [answer] = await Promise.all([
      customer.waitForResponse((r) => r.request().method() === 'POST'),
      customer.getByRole('form', { name: 'I have paid' }).getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await expect
      .poll(() => customer.locator('main [role=alert]').textContent(), ROUND_TRIP)
      .toBe('UTR 712345678904 is already recorded: check the number in your UPI app.');
    expect(await customer.locator('main#main h1').textContent()).toBe(`Your booking ${b.reference}`);
  });
});
