// Paying the advance on a 360 px phone: the owner sets the shop's UPI ID on Payment Settings; the customer opens the booking page from the order's status
// link, sees the advance as an amount and a UPI QR (with the UPI ID and an "Open UPI app" link of the
// same payment), and sends the UTR; the owner, on a phone too, verifies the claim on the order's page
// and sees the advance paid and the balance due; the customer's page then says so. An order requested
// on /buy shows the same QR, amount and UPI ID in its confirmation.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { type Availability, addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { chromiumForFile, gotoReadingCart, openAdminMenu, signIn } from '../helpers/browser.ts';
import { clickDate, openBuy } from '../helpers/buy-page.ts';
import { ownerCookie } from '../helpers/e2e-server.ts';
import { fitsAndPassesAxe } from '../helpers/page-checks.ts';

const baseUrl = inject('baseUrl');
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
      .poll(() => customer.locator('main [role=status]').textContent())
      .toBe(`Thank you: we will check your payment of ${formatRupees(advance)} (UTR 412345678901) and confirm it.`);

    await owner.goto(`${baseUrl}/admin/leads/${b.id}`);
    const totals = owner.getByTestId('payment-totals');
    await expect.poll(() => totals.textContent()).toContain('Advance claimed');
    await owner.getByRole('button', { name: `Verify ${formatRupees(advance)}` }).click();
    await expect.poll(() => totals.textContent()).toContain('Advance paid');
    expect(await totals.textContent()).toContain(`Balance due${formatRupees(b.total - advance)}`);
    await fitsAndPassesAxe(owner, 'main');

    await customer.goto(baseUrl + b.path);
    await expect.poll(() => customer.locator('.pay-totals').textContent()).toContain('Advance paid');
    expect(await customer.locator('.pay-totals').textContent()).toContain(`Balance due${formatRupees(b.total - advance)}`);
  });

  it('shows the QR, the advance and the UPI ID in the confirmation on /buy, the UTR left to the booking page', async () => {
    // The owner's UPI ID and a 30% advance, as the test above saves them, the other settings kept.
    const cookie = await ownerCookie(baseUrl);
    const current = (await (await fetch(`${baseUrl}/api/admin/payments/settings`, { headers: { cookie } })).json()) as Record<string, unknown>;
    const kept = ['gstin', 'legalName', 'businessState', 'defaultHsn', 'defaultGstRate'].map((k) => [k, current[k]]);
    const saved = await fetch(`${baseUrl}/api/admin/payments/settings`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...Object.fromEntries(kept), upiId: 'gubbara@okaxis', payeeName: 'Gubbara', advanceKind: 'percent', advanceValue: 30 }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    const product = ((await (await fetch(`${baseUrl}/api/home/products?limit=2`)).json()) as { id: number }[])[1]!;
    const customer = await chromium.pageForTest();
    await gotoReadingCart(customer, `${baseUrl}/product-detail?id=${product.id}`);
    await customer.locator('.product-buy').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => customer.locator('.cart-link .cart-badge').count()).toBe(1);
    await openBuy(customer, baseUrl);
    const today = indiaToday();
    const days = ((await (await fetch(`${baseUrl}/api/booking/availability?from=${addDays(today, 30)}&to=${addDays(today, 60)}`)).json()) as Availability).days;
    const day = days.find((d) => d.open && d.surchargePercent === 0 && d.slots.some((s) => s.left > 0))!;
    await clickDate(customer, day.date);
    await customer.getByRole('radio', { name: new RegExp(`^${day.slots.find((s) => s.left > 0)!.label},`) }).check();
    await customer.getByLabel('Name', { exact: true }).fill('Anjali Rao');
    await customer.getByLabel('Mobile Number').fill('9811100022');
    await customer.getByLabel('Venue pincode').fill('560038');
    await customer.getByLabel('Venue address').fill('7 Temple Street, Malleswaram');
    await customer.getByRole('button', { name: 'Request this order' }).click();
    await customer.locator('.lead-confirmation [role="status"]').waitFor();
    const reference = (await customer.locator('.lead-reference').textContent())!;
    const total = Number((await customer.locator('.buy-confirmed-total').textContent())!.replace(/[₹,]/g, ''));
    const advance = Math.round((total * 30) / 100);

    const payment = customer.locator('.lead-confirmation .booking-payment');
    // Drawn once its code and the booking's payment have come, after the confirmation.
    await expect.poll(() => payment.getByText(`Pay the advance of ${formatRupees(advance)} by UPI to lock your date.`).count(), { timeout: 15_000 }).toBe(1);
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

    // The UTR is sent from the booking's page, which the confirmation links to.
    expect(await payment.getByRole('heading', { name: 'I have paid' }).count()).toBe(0);
    expect(await customer.getByRole('link', { name: 'your booking’s page' }).count()).toBe(1);
  }, 120_000);
});
