// The owner's business details (/admin/settings): one form sent whole to PUT /api/admin/settings with
// the version it was loaded at. A 400 names its field first ("phone Phone number must be 10 digits.");
// the message is shown under that field. A 409 means someone saved in between: the notice says so and
// the page is read again, so the next save starts from what is stored.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { type BusinessField, type BusinessSettings, formatAddress } from '../../../shared/business.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { formatWhen } from './inbox-data.ts';
import { AdminField, NoticeLine, SubmitRow } from './parts.tsx';

interface FieldSpec {
  name: BusinessField;
  label: string;
  max: number;
  inputMode?: 'tel' | 'email' | 'url' | 'numeric';
  hint?: string;
  autoComplete?: string;
}

const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Business',
    fields: [
      { name: 'name', label: 'Business name', max: 100, autoComplete: 'organization' },
      { name: 'openingHours', label: 'Opening hours', max: 200, hint: 'As the contact page shows them, e.g. Monday to Sunday, 9 am to 9 pm.' },
    ],
  },
  {
    legend: 'Contact',
    fields: [
      { name: 'phone', label: 'Phone number', max: 16, inputMode: 'tel', hint: '10 digits, without +91. The call buttons and links ring it.' },
      { name: 'whatsapp', label: 'WhatsApp number', max: 16, inputMode: 'tel', hint: '10 digits, without +91. The WhatsApp buttons open a chat with it.' },
      { name: 'email', label: 'Support e-mail', max: 254, inputMode: 'email', autoComplete: 'email' },
    ],
  },
  {
    legend: 'Address',
    fields: [
      { name: 'street', label: 'Street address', max: 200, autoComplete: 'address-line1' },
      { name: 'city', label: 'City', max: 60, autoComplete: 'address-level2' },
      { name: 'state', label: 'State', max: 60, autoComplete: 'address-level1' },
      { name: 'pincode', label: 'Pincode', max: 6, inputMode: 'numeric', autoComplete: 'postal-code' },
      { name: 'mapUrl', label: 'Map link', max: 500, inputMode: 'url', hint: 'An https:// link to the shop on a map.' },
    ],
  },
  {
    legend: 'Social links',
    fields: [
      { name: 'instagramUrl', label: 'Instagram link', max: 500, inputMode: 'url', hint: 'https:// links only.' },
      { name: 'facebookUrl', label: 'Facebook link', max: 500, inputMode: 'url' },
      { name: 'linkedinUrl', label: 'LinkedIn link', max: 500, inputMode: 'url' },
    ],
  },
];

const FIELD_NAMES: readonly string[] = GROUPS.flatMap((g) => g.fields.map((f) => f.name));

export function BusinessSettingsView({ settings }: { settings: BusinessSettings }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, setNotice, busy, run } = useAdminAction();
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body: Record<string, unknown> = { version: settings.version };
    for (const name of FIELD_NAMES) body[name] = String(form.get(name) ?? '');
    setError(null);
    const res = await run(() => callApi('PUT', '/api/admin/settings', body), {
      failure: 'Could not save the details',
      done: 'Saved. Every page shows the new details now.',
      then: async (r) => {
        if (r.ok || r.status === 409) await revalidator.revalidate();
      },
    });
    const field = res.message.split(' ')[0] ?? '';
    if (!res.ok && res.status === 400 && FIELD_NAMES.includes(field)) {
      setError({ field, message: res.message.slice(field.length + 1) });
      setNotice({ text: `Could not save the details: ${res.message.slice(field.length + 1)}`, error: true });
    }
  }

  return (
    <section aria-labelledby="settings-title" className="business-settings">
      <h1 id="settings-title">Business Settings</h1>
      <p>
        Your shop&rsquo;s name, numbers, e-mail, address, links and hours, as every page, the footer, the call and WhatsApp buttons, the PDF catalogues and the
        alert e-mails show them. A save shows on the site at once.
      </p>
      <p className="field-hint">
        Address on the site: {formatAddress(settings)}.{' '}
        {settings.updatedAt ? `Last saved by ${settings.updatedBy ?? 'an admin'} on ${formatWhen(settings.updatedAt)}.` : 'Not changed since the first start.'}
      </p>
      <NoticeLine notice={notice} />
      {/* Keyed by the version: a save or someone else's save loads the stored values into the form. */}
      <form key={settings.version} className="admin-form" aria-label="Business details" onSubmit={(e) => void onSubmit(e)} noValidate>
        {GROUPS.map((g) => (
          <fieldset key={g.legend}>
            <legend>{g.legend}</legend>
            {g.fields.map((f) => (
              <AdminField
                key={f.name}
                id={`settings-${f.name}`}
                label={f.label}
                name={f.name}
                type="text"
                required
                maxLength={f.max}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete ?? 'off'}
                defaultValue={settings[f.name]}
                hint={f.hint}
                error={error?.field === f.name ? error.message : undefined}
              />
            ))}
          </fieldset>
        ))}
        <SubmitRow label="Save details" disabled={!hydrated || busy} />
      </form>
    </section>
  );
}
