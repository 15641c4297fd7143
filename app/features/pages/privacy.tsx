// /privacy: the privacy policy in six numbered sections, with how long what visitors send is kept (the
// server's own settings) and the support contact details.
import { displayPhone, mailtoLink, telLink, useBusiness } from '../shell/business.ts';
import { PRIVACY } from './content.ts';
import { TextPage } from './text-page.tsx';

export function PrivacyPage({ leadRetentionDays, cartTtlDays }: { leadRetentionDays: number; cartTtlDays: number }) {
  const b = useBusiness();
  return (
    <TextPage title={PRIVACY.title} header={<p>Last updated: {PRIVACY.updated}</p>}>
      <ol className="policy-sections">
        {PRIVACY.sections.map((s, i) => (
          <li key={s.heading}>
            <section aria-labelledby={`privacy-${i + 1}`}>
              <h2 id={`privacy-${i + 1}`}>
                {i + 1}. {s.heading}
              </h2>
              {s.paragraphs.map((p, k) => (
                <p key={k}>{p}</p>
              ))}
              {s.retention && <p>{PRIVACY.retention(leadRetentionDays, cartTtlDays)}</p>}
            </section>
          </li>
        ))}
      </ol>
      <section aria-labelledby="privacy-contact" className="support-box">
        <h2 id="privacy-contact">Contact Support</h2>
        <p>
          Questions about this policy or your information: e-mail <a href={mailtoLink(b.email)}>{b.email}</a> or call{' '}
          <a href={telLink(b.phone)}>{displayPhone(b.phone)}</a>.
        </p>
        <address>{b.address}</address>
      </section>
    </TextPage>
  );
}
