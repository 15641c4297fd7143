// What the info pages say on a fresh install: the texts the first published versions of the owner's
// documents are made of (shared/content-seed.ts); the owner changes them in the admin. The page titles
// and descriptions stay the pages' own.
// Everything below is DEMO content: replace it with the business's own before going live.
import { DELIVERY_DAYS, DISPUTE_WINDOW_DAYS, FRANCHISE_MIN_AGREEMENT_YEARS, FRANCHISE_MIN_AREA_SQFT, REFUND_DEDUCTION_PERCENT } from './constants.ts';

// ---------------------------------------------------------------------------------------------
// About

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const ABOUT = {
  title: 'About Us',
  description: 'Our story: a fast-growing balloon decoration company with over 20,000 events completed across India, and the team behind it.',
  eventsCompleted: '20,000+',
  story: [
    'We started with a single helium cylinder and a love for celebrations. Today we are a fast-growing balloon decoration company offering home decorations, printed balloons, sky balloons, kids play items and complete corporate event setups across India.',
    'Our decorators and technicians have completed over 20,000 events, from first birthdays in a living room to product launches for national brands and sky balloons flown over entire cities.',
    `We supply every material ourselves, deliver in ${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days with delivery charges included in the price, and stand behind every setup with a team that picks up the phone.`,
  ],
  team: [
    { name: 'Arjun Mehta', role: 'Managing Director', bio: 'Founded the company and leads its growth, partnerships and franchise network.' },
    { name: 'Priya Nair', role: 'Head Operation Manager', bio: 'Runs scheduling, logistics and on-site teams so that every event starts on time.' },
    { name: 'Rahul Verma', role: 'Head of Corporate Events', bio: 'Plans AGMs, launches and employee events for corporate clients.' },
    { name: 'Sneha Kulkarni', role: 'Head of Design', bio: 'Leads the decorators and designs themes, backdrops and printed balloons.' },
    {
      name: 'Imran Shaikh',
      role: 'Head of Sky Balloons and Inflatables',
      bio: 'Looks after sky balloon flights, inflatables and the technicians who fly them.',
    },
  ] satisfies TeamMember[],
};

// ---------------------------------------------------------------------------------------------
// Our work

export interface Project {
  title: string;
  text: string;
  image: string;
  imageAlt: string;
  /** A click-to-load video from the external video service (no request until the visitor asks). */
  video?: { youtubeId: string; title: string };
}

export interface Certificate {
  title: string;
  issuer: string;
  image: string;
  imageAlt: string;
}

export interface Catalogue {
  /** The file name under /catalogues/. */
  file: string;
  title: string;
  description: string;
  /** Catalogue categories (menu slugs) whose products the PDF lists. */
  categories: string[];
}

export const OUR_WORK = {
  title: 'Our Work',
  description: 'Sky balloon advertising projects across India, our certificates and downloadable PDF catalogues.',
  projects: [
    {
      title: '45 days of continuous flight',
      text: 'A 14-feet printed sky balloon flew over one city for 45 days in a row for a real-estate launch, checked and topped up by our technicians every morning.',
      image: '/pages/project-flight',
      imageAlt: 'A round printed sky balloon flying over a city skyline',
    },
    {
      title: '1,000+ sky balloons across India',
      text: 'More than 1,000 sky balloons deployed across India for a single national brand campaign, printed, shipped and flown in every state.',
      image: '/pages/project-pan-india',
      imageAlt: 'A branded blimp sky balloon flying over a city',
    },
    {
      title: 'Two giant balloons for a national celebration',
      text: 'Two large balloons in the national colours rose over the celebration grounds for a national day campaign, watched live by thousands.',
      image: '/pages/project-celebration',
      imageAlt: 'A giant printed balloon rising over the city',
      video: { youtubeId: 'M7lc1UVf-VE', title: 'Video: two giant balloons for a national celebration' },
    },
  ] satisfies Project[],
  certificates: [
    {
      title: 'Quality Management Certificate',
      issuer: 'Demo certification body',
      image: '/pages/certificate-quality',
      imageAlt: 'Quality management certificate with a gold seal',
    },
    {
      title: 'Registered Small Enterprise Certificate',
      issuer: 'Demo registration authority',
      image: '/pages/certificate-enterprise',
      imageAlt: 'Enterprise registration certificate with a blue seal',
    },
  ] satisfies Certificate[],
  catalogues: [
    {
      file: 'bouncy-and-trampoline.pdf',
      title: 'Bouncy and Trampoline',
      description: 'Bouncy castles, trampolines and jumping inflatables.',
      categories: ['jumping', 'trampoline'],
    },
    { file: 'intext-balloon.pdf', title: 'Intext Balloon', description: 'Latex and foil balloons with text and messages.', categories: ['latex', 'foil'] },
    {
      file: 'printed-balloon.pdf',
      title: 'Printed Balloon',
      description: '9, 12 and 36 inch, chrome and metallic printed balloons.',
      categories: ['9inch', '12inch', '36inch', 'cromprint', 'metallicprint'],
    },
    { file: 'sky-balloon.pdf', title: 'Sky Balloon', description: 'Round, square and blimp sky balloons.', categories: ['6to14', 'squareshape', 'blimpshape'] },
  ] satisfies Catalogue[],
};

// ---------------------------------------------------------------------------------------------
// Franchise

export const FRANCHISE_PAGE = {
  title: 'Franchise Partner',
  description: `Become a franchise partner: a shop of at least ${FRANCHISE_MIN_AREA_SQFT} sq. ft., a ${FRANCHISE_MIN_AGREEMENT_YEARS}-year exclusive agreement, with interior setup, signboard and training provided.`,
  intro: [
    'Bring balloon decoration, sky balloons and event setups to your city with a proven brand, a ready supply chain and a team that trains you from day one.',
    'Fill in the form below and our franchise team will call you within two working days.',
  ],
  terms: [
    `A shop or space of at least ${FRANCHISE_MIN_AREA_SQFT} sq. ft.`,
    `A land use agreement of at least ${FRANCHISE_MIN_AGREEMENT_YEARS} years, exclusive to our business.`,
    'Interior setup of the shop provided by us.',
    'Signboard provided by us.',
    'Training for you and your staff provided by us.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Privacy policy and terms

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  /** The section that also says how long what visitors send is kept. */
  retention?: true;
}

/** The privacy policy's paragraph saying how long what visitors send is kept: the server's settings fill it in. */
export const RETENTION_PLACEHOLDER = '{retention}';

export const PRIVACY = {
  title: 'Privacy Policy',
  description: 'How we collect, use, share and protect your information, our use of cookies and your rights.',
  updated: '22 November 2026',
  /** How long what visitors send is kept: the server's settings, so the page never says something else. */
  retention: (leadDays: number, cartDays: number) =>
    `We keep enquiries, franchise applications and order requests for ${leadDays} days after they reach us, then delete them automatically. Carts left unused for ${cartDays} days are deleted too.`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'When you send an enquiry, a franchise application or an order request we receive the details you type: your name, phone number, e-mail address, address, area and business budget, the event date and venue pincode, your notes, what you asked about, the products and quantities you requested, and the page you sent it from.',
        'When you add products to the cart we keep the cart against a random identifier stored in your browser. We do not ask visitors to sign in.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      retention: true,
      paragraphs: [
        'We use your details only to answer your enquiry, prepare quotes, deliver your order and, for franchise applications, to contact you about the partnership.',
      ],
    },
    {
      heading: 'Sharing and Security',
      paragraphs: [
        'We do not sell your information. We share it only with the delivery and installation staff who need it to serve you, or when the law requires it.',
        'We protect your information with reasonable technical and organisational measures.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The site stores a cart identifier in your browser so your cart is kept between visits. We do not use advertising cookies. Videos and maps from other services load only when you ask for them.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'You may ask us for a copy of the information we hold about you, ask us to correct it, or ask us to delete it, by writing to our support address. When you ask us to delete it, we delete your request and its history at once.',
      ],
    },
    {
      heading: 'Updates to This Policy',
      paragraphs: ['We may update this policy from time to time. The date at the top shows the latest version; changes apply from that date.'],
    },
  ] satisfies PolicySection[],
};

export const TERMS = {
  title: 'Terms and Conditions',
  description: `Terms of booking, payment, delivery, cancellation and refunds (${REFUND_DEDUCTION_PERCENT}% deduction), and the ${DISPUTE_WINDOW_DAYS}-day dispute window.`,
  terms: [
    'By placing an order or booking a service through this website, by phone or on WhatsApp you agree to these terms.',
    'All prices are in Indian rupees (₹) and include delivery charges unless stated otherwise.',
    `Products are delivered in ${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days from confirmation of the order. Event setups are scheduled on the confirmed date and time.`,
    'A booking is confirmed once the advance payment agreed in the quote is received.',
    'Colours and prints may vary slightly from the pictures on the website because of screens and printing processes.',
    'Helium balloons float for a limited time that depends on size, weather and handling; float times given are indicative.',
    'The customer provides safe access to the venue, power where needed and any permission the venue or local authority requires.',
    `Refunds for cancelled orders are made after a deduction of ${REFUND_DEDUCTION_PERCENT}% for bank and processing charges. Printed and customised products cannot be cancelled once production has started.`,
    'Damage to rented equipment, inflatables or sky balloons caused by misuse is charged at repair or replacement cost.',
    `Any dispute must first be raised with us in writing; if it is not resolved within ${DISPUTE_WINDOW_DAYS} days it may be referred to arbitration.`,
    'We may update these terms at any time; the version on this page on the date of your order applies.',
  ],
  cancellationHeading: 'Cancelling a booked setup',
  cancellationIntro:
    'A booking with a date and setup slot can be cancelled from its booking page; what we keep depends on how long before the setup it is cancelled:',
};
