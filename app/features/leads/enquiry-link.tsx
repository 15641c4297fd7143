// "Enquiry Now": opens a WhatsApp chat with the business, with a message naming the item.
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
