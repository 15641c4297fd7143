// Paying the advance on a 360 px phone: the owner sets the shop's UPI ID on Payment Settings; the customer opens the booking page from the order's status
// link, sees the advance as an amount and a UPI QR (with the UPI ID and an "Open UPI app" link of the
// same payment), and sends the UTR; the owner, on a phone too, verifies the claim on the order's page
// and sees the advance paid and the balance due; the customer's page then says so.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/bookings.ts';
import { indiaToday } from '../../shared/leads.ts';
import { formatRupees } from '../../shared/money.ts';
import { chromiumForFile, openAdminMenu, signIn } from '../helpers/browser.ts';
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
});
