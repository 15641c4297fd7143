// /contactForm: the "Get Details" enquiry form in a card, with a close icon back to the home page.
import { LocalLink as Link, useT } from '../shell/i18n.tsx';
import type { ComponentProps } from 'react';
import { EnquiryForm } from '../leads/enquiry-form.tsx';
import { ENQUIRY_PAGE } from './content.ts';

/** `form`: what the server rendered the form with (a plain post's answer or confirmation, the render-time key). */
export function EnquiryPage({ form }: { form: ComponentProps<typeof EnquiryForm> }) {
  const t = useT();
  return (
    <article className="form-page">
      <div className="form-card">
        <Link to="/" className="close-link" aria-label={t('Close')}>
          <span aria-hidden="true">×</span>
        </Link>
        <h1>{t(ENQUIRY_PAGE.title)}</h1>
        <p>{t(ENQUIRY_PAGE.description)}</p>
        <EnquiryForm {...form} />
      </div>
    </article>
  );
}
