// The ways to enquire that pages offer: "Enquiry Now", a WhatsApp chat with the business with a message
// naming the item, and the button to the enquiry form.
import { LocalLink as Link, type Translate, useT } from '../shell/i18n.tsx';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { useBusiness, whatsappLink } from '../shell/business.ts';

/** "Enquiry Now" about a picture or a section, as a template for the page's t(). */
export const ENQUIRY_NOW_TEXT = 'Hello {business}, I would like to enquire about {item}. Please share the details.';

/** The chat's opening line, in the page's language (`t`), naming the item. */
export function enquiryMessage(t: Translate, businessName: string, item: string): string {
  return t(ENQUIRY_NOW_TEXT, { business: businessName, item });
}

export function EnquiryNowLink({ item, className = 'btn enquiry-now' }: { item: string; className?: string }) {
  const business = useBusiness();
  const t = useT();
  return (
    <a
      className={className}
      href={whatsappLink(business.whatsapp, enquiryMessage(t, business.name, item))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('Enquiry Now about {item} on WhatsApp (opens in a new tab)', { item })}
    >
      Enquiry Now
    </a>
  );
}

/** The "Enquiry Form" button, on a line of its own. */
export function EnquiryFormButton({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={className}>
      <Link className="btn" to={PAGE_PATHS.enquiryForm}>
        {t('Enquiry Form')}
      </Link>
    </p>
  );
}
