// The owner's payment settings: the business UPI ID and payee name the booking page's QR pays, the
// advance (a percent of the total or fixed rupees), and the GST details (GSTIN, legal name, state,
// default HSN/SAC and rate). One form, PUT whole to /api/admin/payments/settings; a refusal is shown as
// the page's notice, naming the field.
import { useRevalidator } from 'react-router';
import { GST_STATE_CODES } from '../../../shared/pincode.ts';
import { GST_RATES, type PaymentSettings } from '../../../shared/payments.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { AdminField, NoticeLine, SubmitRow } from './parts.tsx';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The API names a refused field by its key ("gstin is not valid…"); the owner reads the form's label. */
const LABELS: Record<string, string> = {
  upiId: 'Business UPI ID',
  payeeName: 'Payee name',
  advanceKind: 'Advance',
  advanceValue: 'Advance',
  gstin: 'GSTIN',
  legalName: 'Legal name',
  businessState: 'Business state',
  defaultHsn: 'Default HSN/SAC code',
  defaultGstRate: 'Default GST rate',
};
const readable = (message: string) => message.replace(/^(\w+)/, (key) => LABELS[key] ?? key);

export function PaymentSettingsView({ settings: s }: { settings: PaymentSettings }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, setNotice, busy, run } = useAdminAction();

  async function save(form: FormData) {
    const advance = text(form, 'advanceValue');
    const body = {
      upiId: text(form, 'upiId'),
      payeeName: text(form, 'payeeName'),
      advanceKind: text(form, 'advanceKind'),
      advanceValue: advance === '' ? null : Number(advance),
      gstin: text(form, 'gstin'),
      legalName: text(form, 'legalName'),
      businessState: text(form, 'businessState'),
      defaultHsn: text(form, 'defaultHsn'),
      defaultGstRate: Number(text(form, 'defaultGstRate')),
    };
    const res = await run(() => callApi('PUT', '/api/admin/payments/settings', body), {
      failure: 'Payment settings not saved',
      done: 'Payment settings saved',
      then: (r) => r.ok && revalidator.revalidate(),
    });
    if (!res.ok && res.status === 400) setNotice({ text: readable(res.message), error: true });
  }

  return (
    <section aria-labelledby="payment-settings-title">
      <h1 id="payment-settings-title">Payment Settings</h1>
      <p>
        Customers pay the advance by UPI from their booking page: a QR code and a link to your UPI ID, for the amount due. A business UPI ID (GPay, PhonePe or
        Paytm for Business) works best; UPI apps may warn about payments to a personal one. Nothing here is sent anywhere: you check each payment in your bank
        app and mark it verified on the order.
      </p>
      <NoticeLine notice={notice} />
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save(new FormData(e.currentTarget));
        }}
      >
        <fieldset>
          <legend>UPI</legend>
          <AdminField
            id="pay-upi"
            label="Business UPI ID"
            name="upiId"
            defaultValue={s.upiId ?? ''}
            maxLength={100}
            placeholder="yourshop@okaxis"
            hint="Leave empty to take no UPI payments on the booking page."
          />
          <AdminField
            id="pay-payee"
            label="Payee name"
            name="payeeName"
            defaultValue={s.payeeName ?? ''}
            maxLength={100}
            hint="The name the customer's UPI app shows."
          />
        </fieldset>
        <fieldset>
          <legend>Advance</legend>
          <div className="field">
            <label htmlFor="pay-advance-kind">Advance is</label>
            <select id="pay-advance-kind" name="advanceKind" defaultValue={s.advanceKind}>
              <option value="percent">a percent of the total</option>
              <option value="fixed">a fixed amount in rupees</option>
            </select>
          </div>
          <AdminField
            id="pay-advance"
            label="Advance (percent or rupees)"
            name="advanceValue"
            type="number"
            inputMode="numeric"
            min={0}
            required
            defaultValue={s.advanceValue}
          />
        </fieldset>
        <fieldset>
          <legend>GST</legend>
          <AdminField
            id="pay-gstin"
            label="GSTIN (optional)"
            name="gstin"
            defaultValue={s.gstin ?? ''}
            maxLength={15}
            hint="15 characters; its last character is checked."
          />
          <AdminField id="pay-legal" label="Legal name" name="legalName" defaultValue={s.legalName ?? ''} maxLength={200} />
          <div className="field">
            <label htmlFor="pay-state">Business state</label>
            <select id="pay-state" name="businessState" defaultValue={s.businessState ?? ''}>
              <option value="">Not set</option>
              {Object.keys(GST_STATE_CODES).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <AdminField id="pay-hsn" label="Default HSN/SAC code" name="defaultHsn" defaultValue={s.defaultHsn ?? ''} inputMode="numeric" maxLength={8} />
          <div className="field">
            <label htmlFor="pay-rate">Default GST rate</label>
            <select id="pay-rate" name="defaultGstRate" defaultValue={String(s.defaultGstRate)}>
              {GST_RATES.map((r) => (
                <option key={r} value={r}>{`${r}%`}</option>
              ))}
            </select>
          </div>
        </fieldset>
        <SubmitRow label="Save payment settings" disabled={!hydrated || busy} />
      </form>
    </section>
  );
}
