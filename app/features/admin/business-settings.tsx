// The owner's business details (/admin/settings): one form sent whole to PUT /api/admin/settings with
// the version it was loaded at. A 400 names its field first ("phone Phone number must be 10 digits.");
// the message is shown under that field. A 409 means someone saved in between: the notice says so and
// the page is read again, so the next save starts from what is stored. The logo is a form of its own:
// a picture sent to POST /api/admin/settings/logo (checked by its bytes and re-encoded there), or taken
// away with DELETE.
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { BUSINESS_TEXT_FIELDS, type BusinessSettings, DAYS_OF_WEEK, formatAddress } from '../../../shared/business.ts';
import { categoryImageUrl } from '../../../shared/catalog.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { callApi, sendForm } from './admin-client.ts';
import { useAdminAction } from './forms.ts';
import { formatWhen } from './inbox-data.ts';
import { AdminField, NoticeLine, SubmitRow } from './parts.tsx';

type TextField = (typeof BUSINESS_TEXT_FIELDS)[number];

interface FieldSpec {
  name: TextField;
  label: string;
  max: number;
  inputMode?: 'tel' | 'email' | 'url' | 'numeric';
  hint?: string;
  autoComplete?: string;
}

const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Business',
    fields: [{ name: 'name', label: 'Business name', max: 100, autoComplete: 'organization', hint: 'Shown in the header, page titles and e-mails.' }],
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
/** The fields the API may name in a 400: the text fields and the hours. */
const ERROR_FIELDS: readonly string[] = [...FIELD_NAMES, 'openDays', 'opens', 'closes'];

export function BusinessSettingsView({ settings }: { settings: BusinessSettings }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, setNotice, busy, run } = useAdminAction();
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body: Record<string, unknown> = { version: settings.version };
    for (const name of [...FIELD_NAMES, 'opens', 'closes']) body[name] = String(form.get(name) ?? '');
    body.openDays = form.getAll('openDays').map(String);
    setError(null);
    const res = await run(() => callApi('PUT', '/api/admin/settings', body), {
      failure: 'Could not save the details',
      done: 'Saved. Every page shows the new details now.',
      then: async (r) => {
        if (r.ok || r.status === 409) await revalidator.revalidate();
      },
    });
    const field = res.message.split(' ')[0] ?? '';
    if (!res.ok && res.status === 400 && ERROR_FIELDS.includes(field)) {
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
      <LogoForm settings={settings} />
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
        <OpeningHoursFields settings={settings} error={error} />
        <SubmitRow label="Save details" disabled={!hydrated || busy} />
      </form>
    </section>
  );
}

/** The days open (a box per day) and one range of hours, as the contact page and the search engines' card state them. */
function OpeningHoursFields({ settings, error }: { settings: BusinessSettings; error: { field: string; message: string } | null }) {
  const daysError = error?.field === 'openDays' ? error.message : undefined;
  return (
    <fieldset aria-describedby="settings-hours-hint">
      <legend>Opening hours</legend>
      <p id="settings-hours-hint" className="field-hint">
        Now: {settings.openingHours}. The contact page says them in words; search engines read them from the home page.
      </p>
      <fieldset className="day-boxes" aria-describedby={daysError ? 'settings-openDays-error' : undefined}>
        <legend>Open on</legend>
        {DAYS_OF_WEEK.map((d) => (
          <label key={d} className="check-field">
            <input type="checkbox" name="openDays" value={d} defaultChecked={settings.openDays.includes(d)} /> {d}
          </label>
        ))}
        {daysError && (
          <p id="settings-openDays-error" className="field-error">
            {daysError}
          </p>
        )}
      </fieldset>
      {(
        [
          ['opens', 'Opens at'],
          ['closes', 'Closes at'],
        ] as const
      ).map(([name, label]) => (
        <AdminField
          key={name}
          id={`settings-${name}`}
          label={label}
          name={name}
          type="time"
          required
          defaultValue={settings[name]}
          error={error?.field === name ? error.message : undefined}
        />
      ))}
    </fieldset>
  );
}

/** The logo the header shows beside the name: uploaded on its own, at once, through the media store. */
function LogoForm({ settings }: { settings: BusinessSettings }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { notice, busy, run } = useAdminAction();
  const input = useRef<HTMLInputElement>(null);

  async function onUpload(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = input.current?.files?.[0];
    const form = new FormData();
    if (file) form.append('logo', file);
    await run(() => sendForm('POST', '/api/admin/settings/logo', form), {
      failure: 'Could not upload the logo',
      done: 'Logo saved. The header shows it on every page now.',
      then: async (r) => {
        if (r.ok) {
          if (input.current) input.current.value = '';
          await revalidator.revalidate();
        }
      },
    });
  }

  async function onRemove() {
    await run(() => callApi('DELETE', '/api/admin/settings/logo'), {
      failure: 'Could not remove the logo',
      done: 'Logo removed. The header shows the name alone.',
      then: async (r) => {
        if (r.ok) await revalidator.revalidate();
      },
    });
  }

  return (
    <form className="admin-form logo-form" aria-label="Logo" onSubmit={(e) => void onUpload(e)} noValidate>
      <fieldset>
        <legend>Logo</legend>
        {settings.logo ? (
          <img className="logo-preview" src={categoryImageUrl(settings.logo)} alt={`Current logo of ${settings.name}`} height={64} />
        ) : (
          <p className="field-hint">No logo yet: the header shows the balloon mark beside the name.</p>
        )}
        <div className="field">
          <label htmlFor="settings-logo">Logo picture</label>
          <input
            id="settings-logo"
            ref={input}
            name="logo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby="settings-logo-hint"
          />
          <p id="settings-logo-hint" className="field-hint">
            JPEG, PNG, WebP or GIF, at most 5 MB; shown 40 px high beside the name.
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!hydrated || busy}>
            Upload logo
          </button>
          {settings.logo && (
            <button type="button" className="btn btn-secondary" disabled={!hydrated || busy} onClick={() => void onRemove()}>
              Remove logo
            </button>
          )}
        </div>
        <NoticeLine notice={notice} />
      </fieldset>
    </form>
  );
}
