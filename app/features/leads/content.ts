// What the lead forms say (the enquiry, the franchise application, the order request): confirmations,
// the e-mail drafts' subjects, the WhatsApp follow-ups and what the details are used for. The
// drafts' and follow-ups' texts are templates ({name}, {reference}), so a Hindi page's t() can find
// their Hindi by the English text before the details are filled in. Text the
// owner may change; the pages around the forms have theirs in ../pages/content.ts.

/** What an enquiry or franchise form says around its fields, as ENQUIRY_FORM and FRANCHISE_FORM fill it. */
export interface LeadFormText {
  /** The e-mail draft's subject, naming the sender ({name}). */
  subject: string;
  /** The subject once the server has the lead: {name} and its {reference}. */
  subjectWithReference: string;
  confirmation: string;
  /** What happens next, said with the reference. */
  next: string;
  /** The WhatsApp follow-up, naming the {reference}. */
  whatsappText: string;
  /** What the details are used for, in the consent line. */
  purpose: string;
  anotherLabel: string;
  /** The lead in "could not take your {what}". */
  what: string;
}

export const ENQUIRY_FORM: LeadFormText = {
  /** The e-mail draft's subject; once the server has taken the enquiry it carries the reference. */
  subject: 'Enquiry from {name}',
  subjectWithReference: 'Enquiry from {name}, reference {reference}',
  confirmation: 'Thank you, we have your enquiry',
  next: 'We will get back to you soon.',
  anotherLabel: 'Send another enquiry',
  what: 'enquiry',
  whatsappText: 'Hello! I sent an enquiry on your website. My reference is {reference}.',
  purpose: 'to reply to your enquiry and prepare a quote',
};

export const FRANCHISE_FORM: LeadFormText = {
  subject: 'Franchise application from {name}',
  subjectWithReference: 'Franchise application from {name}, reference {reference}',
  confirmation: 'Thank you, we have your application',
  next: 'Our franchise team will call you within two working days.',
  anotherLabel: 'Send another application',
  what: 'application',
  whatsappText: 'Hello! I applied for a franchise on your website. My reference is {reference}.',
  purpose: 'to assess your franchise application and contact you about it',
};

/** The order request on /buy. */
export const ORDER_REQUEST = {
  title: 'Request Your Order',
  description: 'Tell us when and where your event is; we confirm the price, delivery and setup on a call or on WhatsApp.',
  confirmation: 'Thank you, we have your order request',
  purpose: 'to confirm, plan and deliver your order',
  empty: 'Your cart is empty, so there is nothing to request yet.',
};

/** The consent line under every lead form (India's Digital Personal Data Protection Act, 2023). */
export const LEAD_CONSENT = {
  line: (purpose: string) =>
    `By sending this form you agree that we use these details only ${purpose}, as India's Digital Personal Data Protection Act, 2023 allows; you may ask us to delete them at any time.`,
  linkText: 'Read our privacy policy',
};
