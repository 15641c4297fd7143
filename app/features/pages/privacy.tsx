// /privacy: the privacy policy (the owner's rich-text document) in numbered sections, one per
// second-level heading, with how long what visitors send is kept (the server's own settings, where the
// document holds its placeholder) and the support contact details.
import { rich, type RichDoc } from '../../../shared/rich-text.ts';
import { displayPhone, mailtoLink, telLink, useBusiness } from '../shell/business.ts';
import { PRIVACY, RETENTION_PLACEHOLDER } from './content.ts';
import { RichInlines, RichTextView, richSections } from './rich-text.tsx';
import { TextPage } from './text-page.tsx';
import { useT } from '../shell/i18n.tsx';
import { fill } from '../shell/fill.tsx';

export function PrivacyPage({ policy, leadRetentionDays, cartTtlDays }: { policy: RichDoc; leadRetentionDays: number; cartTtlDays: number }) {
  const b = useBusiness();
  const t = useT();
  const { before, sections } = richSections(policy);
  const replace = { [RETENTION_PLACEHOLDER]: PRIVACY.retention(leadRetentionDays, cartTtlDays) };
  return (
    <TextPage title={t(PRIVACY.title)} header={<p>{t('Last updated: {date}', { date: PRIVACY.updated })}</p>}>
      <RichTextView doc={rich.doc(...before)} replace={replace} />
      {sections.length > 0 && (
        <ol className="policy-sections">
          {sections.map((s, i) => (
            <li key={i}>
              <section aria-labelledby={`privacy-${i + 1}`}>
                <h2 id={`privacy-${i + 1}`}>
                  {i + 1}. <RichInlines nodes={s.heading.content} />
                </h2>
                <RichTextView doc={rich.doc(...s.blocks)} replace={replace} />
              </section>
            </li>
          ))}
        </ol>
      )}
      <section aria-labelledby="privacy-contact" className="support-box">
        <h2 id="privacy-contact">{t('Contact Support')}</h2>
        <p>
          {fill(t('Questions about this policy or your information: e-mail {email} or call {phone}.'), {
            email: <a href={mailtoLink(b.email)}>{b.email}</a>,
            phone: <a href={telLink(b.phone)}>{displayPhone(b.phone)}</a>,
          })}
        </p>
        <address>{b.address}</address>
      </section>
    </TextPage>
  );
}
