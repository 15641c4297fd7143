// The messages a visitor sends the shop (WhatsApp texts, e-mail drafts): word for word in English as
// the English pages send them, and in Hindi as a Hindi page's t() writes them, with the visitor's
// details, the Hindi product title, rupees the Indian way and dates the Hindi way.
import { describe, expect, it } from 'vitest';
import { type Translate, translate } from '../../app/features/shell/i18n.tsx';
import { HINDI_MESSAGES } from '../../app/features/shell/messages.hi.server.ts';
import { MESSAGE_LINES, messageDate } from '../../app/features/shell/contact-texts.ts';
import { WHATSAPP_HELLO } from '../../app/features/shell/floating-contact.tsx';
import { PINCODE_ASK_TEXT } from '../../app/features/leads/pincode-check.tsx';
import { SEARCH_ASK_TEXT } from '../../app/features/catalogue/search-results.tsx';
import { enquiryMessage } from '../../app/features/leads/enquiry-link.tsx';
import { enquiryDraftLines } from '../../app/features/leads/enquiry-form.tsx';
import { franchiseDraftLines } from '../../app/features/leads/franchise-form.tsx';
import { fallbackText, limitedText } from '../../app/features/leads/order-request.tsx';
import { ENQUIRY_FORM, FRANCHISE_FORM } from '../../app/features/leads/content.ts';
import { whatsappWithBooking } from '../../app/features/booking/booking-form.ts';
import { productAskText } from '../../app/features/catalogue/product-ask.server.ts';
import { mailtoLink, whatsappLink } from '../../app/features/shell/business.ts';
import { ORDER_TEXTS, orderWhatsappText } from '../../shared/leads.ts';
import type { CartItem } from '../../shared/cart.ts';

const en: Translate = (english, vars) => translate(null, english, vars);
const hi: Translate = (english, vars) => translate(HINDI_MESSAGES, english, vars);

/** The text= of a wa.me link, decoded. */
const waText = (href: string) => new URL(href).searchParams.get('text');

const enquiry = { name: 'Asha Rao', phone: '9876501234', enquiryabout: 'Birthday arch, pink and gold', eventDate: '2026-12-12', pincode: '560038' };
const franchise = { name: 'Ravi', email: 'ravi@example.com', phone: '9876501234', address: 'MG Road, Pune', area: '400', businessbudget: '5 lakh' };
const items = [
  { id: 1, quantity: 2, lineTotal: 2598, product: { id: 7, title: 'Heart Foil Balloon', price: 1299, image: null, category: 'foil' } },
  { id: 2, quantity: 1, lineTotal: 12500, product: { id: 8, title: 'Arch Setup', price: 12500, image: null, category: 'setup' } },
] satisfies CartItem[];

describe('the WhatsApp chats a page opens', () => {
  it('greets from the floating button', () => {
    expect(waText(whatsappLink('9999999999', en(WHATSAPP_HELLO)))).toBe('Hello, I would like to know more about your balloon decoration services.');
    expect(waText(whatsappLink('9999999999', hi(WHATSAPP_HELLO)))).toBe('नमस्ते, मुझे आपकी गुब्बारा सजावट सेवाओं के बारे में और जानकारी चाहिए।');
  });

  it('names the item of "Enquiry Now"', () => {
    expect(enquiryMessage(en, 'Gubbara', 'Birthday Decoration')).toBe('Hello Gubbara, I would like to enquire about Birthday Decoration. Please share the details.');
    expect(enquiryMessage(hi, 'Gubbara', 'Birthday Decoration')).toBe('नमस्ते Gubbara, मुझे Birthday Decoration के बारे में जानकारी चाहिए। कृपया विवरण भेजें।');
  });

  it('names the product and its page, under /hi on a Hindi page', () => {
    const p = { id: 7, title: 'Heart Foil Balloon', titleHi: 'दिल वाला फ़ॉइल गुब्बारा', category: 'foil' };
    expect(productAskText(p, 'en', 'https://gubbara.in')).toBe(
      'Hello, I would like to know more about Heart Foil Balloon: https://gubbara.in/product-detail?id=7&category=foil',
    );
    expect(productAskText(p, 'hi', 'https://gubbara.in')).toBe(
      'नमस्ते, मुझे दिल वाला फ़ॉइल गुब्बारा के बारे में और जानकारी चाहिए: https://gubbara.in/hi/product-detail?id=7&category=foil',
    );
    // A product without a Hindi title is named in English.
    expect(productAskText({ ...p, titleHi: null }, 'hi', 'https://gubbara.in')).toBe(
      'नमस्ते, मुझे Heart Foil Balloon के बारे में और जानकारी चाहिए: https://gubbara.in/hi/product-detail?id=7&category=foil',
    );
  });

  it('asks about a pincode and a search, the typed words kept as typed', () => {
    expect(en(PINCODE_ASK_TEXT, { pincode: '110001' })).toBe('Hello! Do you deliver to 110001?');
    expect(hi(PINCODE_ASK_TEXT, { pincode: '110001' })).toBe('नमस्ते! क्या आप पिनकोड 110001 पर डिलीवरी करते हैं?');
    expect(en(SEARCH_ASK_TEXT, { q: 'unicorn {name}' })).toBe('Hello, I am looking for "unicorn {name}". Do you have it?');
    expect(hi(SEARCH_ASK_TEXT, { q: 'यूनिकॉर्न' })).toBe('नमस्ते, मुझे "यूनिकॉर्न" की तलाश है। क्या यह आपके पास है?');
  });
});

describe('the lead forms’ e-mail drafts and WhatsApp follow-ups', () => {
  /** The enquiry's e-mail draft and WhatsApp follow-up as a page in that language opens them. */
  function enquiryTexts(say: Translate, locale: 'en' | 'hi') {
    const u = new URL(mailtoLink('shop@example.com', say(ENQUIRY_FORM.subjectWithReference, { name: enquiry.name, reference: 'GUB-ABC123' }), enquiryDraftLines(enquiry, say, locale)));
    return {
      subject: u.searchParams.get('subject'),
      body: u.searchParams.get('body'),
      unsent: say(ENQUIRY_FORM.subject, { name: enquiry.name }),
      whatsapp: say(ENQUIRY_FORM.whatsappText, { reference: 'GUB-ABC123' }),
    };
  }

  it('writes the enquiry draft and follow-up in English as they always were', () => {
    expect(enquiryTexts(en, 'en')).toEqual({
      subject: 'Enquiry from Asha Rao, reference GUB-ABC123',
      body: 'Name: Asha Rao\nMobile Number: +91 9876501234\nEnquiry About: Birthday arch, pink and gold\nEvent Date: 2026-12-12\nVenue Pincode: 560038',
      unsent: 'Enquiry from Asha Rao',
      whatsapp: 'Hello! I sent an enquiry on your website. My reference is GUB-ABC123.',
    });
  });

  it('writes the enquiry draft and follow-up in Hindi, the date the Hindi way', () => {
    expect(enquiryTexts(hi, 'hi')).toEqual({
      subject: 'Asha Rao की ओर से पूछताछ, संदर्भ GUB-ABC123',
      body: 'नाम: Asha Rao\nमोबाइल नंबर: +91 9876501234\nपूछताछ का विषय: Birthday arch, pink and gold\nकार्यक्रम की तारीख: शनि, 12 दिस॰ 2026\nकार्यक्रम स्थल का पिनकोड: 560038',
      unsent: 'Asha Rao की ओर से पूछताछ',
      whatsapp: 'नमस्ते! मैंने आपकी वेबसाइट पर पूछताछ भेजी है। मेरा संदर्भ नंबर GUB-ABC123 है।',
    });
    // The optional details are left out when not given.
    expect(enquiryDraftLines({ ...enquiry, eventDate: '', pincode: '' }, hi, 'hi')).toEqual(['नाम: Asha Rao', 'मोबाइल नंबर: +91 9876501234', 'पूछताछ का विषय: Birthday arch, pink and gold']);
  });

  it('writes the franchise application in both languages', () => {
    expect(franchiseDraftLines(franchise, en).join('\n')).toBe(
      'Name: Ravi\nEmail: ravi@example.com\nPhone Number: +91 9876501234\nAddress: MG Road, Pune\nArea (sq. ft.): 400\nBusiness Budget: 5 lakh',
    );
    expect(franchiseDraftLines(franchise, hi).join('\n')).toBe(
      'नाम: Ravi\nईमेल: ravi@example.com\nफ़ोन नंबर: +91 9876501234\nपता: MG Road, Pune\nक्षेत्रफल (वर्ग फ़ुट): 400\nव्यवसाय बजट: 5 lakh',
    );
    expect(en(FRANCHISE_FORM.subjectWithReference, { name: 'Ravi', reference: 'GUB-F1' })).toBe('Franchise application from Ravi, reference GUB-F1');
    expect(hi(FRANCHISE_FORM.subject, { name: 'Ravi' })).toBe('Ravi की ओर से फ्रैंचाइज़ आवेदन');
    expect(hi(FRANCHISE_FORM.whatsappText, { reference: 'GUB-F1' })).toBe('नमस्ते! मैंने आपकी वेबसाइट पर फ्रैंचाइज़ के लिए आवेदन किया है। मेरा संदर्भ नंबर GUB-F1 है।');
  });
});

describe('an order sent on WhatsApp', () => {
  const typed = { name: 'Meera', phone: '9876501234', eventDate: '2027-01-04', pincode: '560001', address: 'Hall 2, Indiranagar' };

  it('falls back to WhatsApp with the cart, in English as before', () => {
    expect(fallbackText(en, items, 15098)).toBe('Hello! I would like to order:\n- Heart Foil Balloon × 2 = ₹2,598\n- Arch Setup × 1 = ₹12,500\nTotal: ₹15,098');
    expect(limitedText(en, 'en', items, 15098, typed)).toBe(
      'Hello! I would like to order:\n- Heart Foil Balloon × 2 = ₹2,598\n- Arch Setup × 1 = ₹12,500\nTotal: ₹15,098\n' +
        'Name: Meera\nMobile Number: 9876501234\nEvent Date: 2027-01-04\nVenue Pincode: 560001\nAddress: Hall 2, Indiranagar',
    );
  });

  it('falls back to WhatsApp in Hindi, the products as the cart names them', () => {
    expect(limitedText(hi, 'hi', items, 15098, { ...typed, address: null })).toBe(
      'नमस्ते! मुझे यह ऑर्डर करना है:\n- Heart Foil Balloon × 2 = ₹2,598\n- Arch Setup × 1 = ₹12,500\nकुल: ₹15,098\n' +
        'नाम: Meera\nमोबाइल नंबर: 9876501234\nकार्यक्रम की तारीख: सोम, 4 जन॰ 2027\nकार्यक्रम स्थल का पिनकोड: 560001',
    );
  });

  it('sends the taken order in English as the server writes it, and in Hindi on a Hindi page', () => {
    const order = {
      reference: 'GUB-ABCDEF',
      name: 'Meera',
      lines: [{ title: 'दिल वाला फ़ॉइल गुब्बारा', quantity: 2, lineTotal: 2598 }],
      total: 3248,
      eventDate: '2026-12-12',
      surcharge: 650,
      surchargePercent: 25,
      addOns: ['LED lights'],
    };
    expect(orderWhatsappText({ ...order, lines: [{ title: 'Heart Foil Balloon', quantity: 2, lineTotal: 2598 }] })).toBe(
      'Hello! I have requested an order on your website. Reference: GUB-ABCDEF\n- Heart Foil Balloon × 2 = ₹2,598\n' +
        'Peak date surcharge (25%): ₹650\nAdd-ons: LED lights\nTotal: ₹3,248\nEvent date: Sat 12 Dec 2026\nName: Meera',
    );
    const status = 'https://gubbara.in/booking/GUB-ABCDEF?k=key';
    const href = whatsappWithBooking(whatsappLink('9999999999', orderWhatsappText(order, hi, (d) => messageDate(d, 'hi'))), 'Morning, 09:00–12:00', status, hi);
    expect(waText(href)).toBe(
      'नमस्ते! मैंने आपकी वेबसाइट पर ऑर्डर का अनुरोध भेजा है। संदर्भ: GUB-ABCDEF\n- दिल वाला फ़ॉइल गुब्बारा × 2 = ₹2,598\n' +
        'व्यस्त तारीख का अतिरिक्त शुल्क (25%): ₹650\nऐड-ऑन: LED lights\nकुल: ₹3,248\nकार्यक्रम की तारीख: शनि, 12 दिस॰ 2026\nनाम: Meera\n' +
        `सेटअप का समय: Morning, 09:00–12:00\nबुकिंग यहाँ देखें: ${status}`,
    );
  });

  it('labels the name and total as the other messages do, so they share their Hindi', () => {
    expect(MESSAGE_LINES.name).toBe(ORDER_TEXTS.name);
    expect(MESSAGE_LINES.total).toBe(ORDER_TEXTS.total);
  });

  it('leaves a date it cannot read as typed', () => {
    expect(messageDate('2026-12-12', 'en')).toBe('2026-12-12');
    expect(messageDate('12/12/2026', 'hi')).toBe('12/12/2026');
  });
});
