// The ways to enquire that pages offer: "Enquiry Now", a WhatsApp chat with the business with a message
// naming the item, and the button to the enquiry form.
import { LocalLink as Link } from '../shell/i18n.tsx';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { useBusiness, whatsappLink } from '../shell/business.ts';

export function enquiryMessage(businessName: string, item: string): string {
  return `Hello ${businessName}, I would like to enquire about ${item}. Please share the details.`;
}

export function EnquiryNowLink({ item, className = 'btn enquiry-now' }: { item: string; className?: string }) {
  const business = useBusiness();
  return (
    <a
      className={className}
      href={whatsappLink(business.whatsapp, enquiryMessage(business.name, item))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Enquiry Now about ${item} on WhatsApp (opens in a new tab)`}
    >
      Enquiry Now
    </a>
  );
}

/** The "Enquiry Form" button, on a line of its own. */
export function EnquiryFormButton({ className }: { className?: string }) {
  return (
    <p className={className}>
      <Link className="btn" to={PAGE_PATHS.enquiryForm}>
        Enquiry Form
      </Link>
    </p>
  );
}
