// The business content of the info and other pages, in one place so the owner edits their text here
// (the lead forms' own words are in ../leads/content.ts, the home page's and the header's in
// ../home/content.ts). Contact details (phone, WhatsApp, e-mail, address, map) are NOT here: they come
// from configuration (BUSINESS_* variables) through the root loader.
// Everything below is DEMO content: replace it with the business's own before going live.
import {
  DELIVERY_DAYS,
  DISPUTE_WINDOW_DAYS,
  FRANCHISE_MIN_AGREEMENT_YEARS,
  FRANCHISE_MIN_AREA_SQFT,
  HASH_SCROLL_DELAY_INFO_PAGES_MS,
  HASH_SCROLL_DELAY_KIDS_MS,
  HASH_SCROLL_DELAY_PRODUCTS_PAGE_MS,
  REFUND_DEDUCTION_PERCENT,
} from '../../../shared/constants.ts';
import { INFO_PAGE_PATHS, type InfoPageKey, PAGE_PATHS } from '../../../shared/urls.ts';

// ---------------------------------------------------------------------------------------------
// Category-info pages and the static Our Products page

export interface ShowcaseSection {
  /** The section's anchor: links to page#anchor name it, so it is kept exactly, case included. */
  id: string;
  title: string;
  /** The catalogue category whose product pictures illustrate the section (menu slug). */
  category: string;
  text: string;
}

export interface ShowcasePage {
  path: string;
  title: string;
  description: string;
  intro: string;
  /** Delay before scrolling smoothly to the section named by the URL hash. */
  scrollDelayMs: number;
  sections: ShowcaseSection[];
}

/** How many pictures each showcase section shows at most. */
export const SHOWCASE_IMAGES_PER_SECTION = 3;

export const INFO_PAGES = {
  airinflatable: {
    path: INFO_PAGE_PATHS.airinflatable,
    title: 'Air Inflatables',
    description: 'Air dancers, customised inflatables and inflatable characters for shop fronts, events and promotions anywhere in India.',
    intro: 'Eye-catching air-filled promotion for shop fronts, showrooms, rallies and events: made to your colours and logo, delivered and set up PAN India.',
    scrollDelayMs: HASH_SCROLL_DELAY_INFO_PAGES_MS,
    sections: [
      {
        id: 'air_dancer',
        title: 'Air Dancer',
        category: 'airdancer',
        text: 'Tall, waving air dancers with a quiet blower that pull every eye on the street to your showroom or petrol pump.',
      },
      {
        id: 'customize_inflatable',
        title: 'Customize Inflatable',
        category: 'customizeinflatable',
        text: 'Giant replicas of your product, bottle, mascot or logo, stitched from durable fabric and printed in your brand colours.',
      },
      {
        id: 'characters',
        title: 'Characters',
        category: 'characters',
        text: 'Cartoon and mascot characters that welcome guests at malls, birthday parties and store launches.',
      },
    ],
  },
  eventsetup: {
    path: INFO_PAGE_PATHS.eventsetup,
    title: 'Event Setup',
    description: 'Wedding and corporate event setups: backdrops, grand entries, flower showers, dry smoke, confetti and complete corporate event decor.',
    intro: 'From the wedding entry to the annual general meeting, our team plans, builds and runs the whole setup so you can enjoy the day.',
    scrollDelayMs: HASH_SCROLL_DELAY_INFO_PAGES_MS,
    sections: [
      {
        id: 'backdrop_panels',
        title: 'Backdrop Panels',
        category: 'backdroppanels',
        text: 'Floral, balloon and printed backdrop panels for the stage, photo corner and reception.',
      },
      {
        id: 'dashing_entry',
        title: 'Dashing Entry',
        category: 'dashingentry',
        text: 'A grand entry for the couple with cold pyros, arches, lighting and a walkway that wows the guests.',
      },
      {
        id: 'shower_flower',
        title: 'Shower Flower',
        category: 'showerflower',
        text: 'Rose petal showers and flower blasts timed to the varmala, entry or cake cutting.',
      },
      { id: 'dry_smoke', title: 'Dry Smoke', category: 'drysmoke', text: 'Low-lying dry ice smoke for the first dance, couple entry and stage reveals.' },
      {
        id: 'confetti_blasting',
        title: 'Confetti Blasting',
        category: 'confettiblasting',
        text: 'Confetti and streamer blasts that turn the big moment into the best photograph of the night.',
      },
      {
        id: 'Annual_General_Meeting',
        title: 'Annual General Meeting',
        category: 'AnnualGeneralMeeting',
        text: 'Stage, podium, branding and seating for AGMs and shareholder meetings, set up and cleared on time.',
      },
      {
        id: 'Employee_Events',
        title: 'Employee Events',
        category: 'EmployeeEvents',
        text: 'Family days, rewards nights and team celebrations with decor, games and stage.',
      },
      {
        id: 'Productivity_Workshops',
        title: 'Productivity Workshops',
        category: 'ProductivityWorkshops',
        text: 'Workshop rooms with round tables, flip charts, branding and breakout corners.',
      },
      {
        id: 'Grand_Openings',
        title: 'Grand Openings',
        category: 'GrandOpenings',
        text: 'Balloon arches, ribbon cutting and sky balloons for showroom and store openings.',
      },
      { id: 'Product_Launch', title: 'Product Launch', category: 'ProductLaunch', text: 'Launch stages with a reveal box, lighting, confetti and media wall.' },
      {
        id: 'Office_Decoration',
        title: 'Office Decoration',
        category: 'OfficeDecoration',
        text: 'Festival and milestone decoration for the office floor, installed overnight.',
      },
    ],
  },
  inflatabletent: {
    path: INFO_PAGE_PATHS.inflatabletent,
    title: 'Inflatable Tents',
    description: 'Inflatable campaign tents and other inflatable tents for promotions, medical camps and outdoor events.',
    intro: 'Tents that go up in minutes with a blower: branded for your campaign, light to carry and tough enough for the Indian summer.',
    scrollDelayMs: HASH_SCROLL_DELAY_INFO_PAGES_MS,
    sections: [
      {
        id: 'campaign_tent',
        title: 'Campaign Tent',
        category: 'campaigntent',
        text: 'Printed inflatable tents for road shows, rural campaigns and product sampling.',
      },
      {
        id: 'other_tent',
        title: 'Other Tent',
        category: 'othertent',
        text: 'Dome, spider and gazebo inflatable tents for exhibitions, camps and outdoor events.',
      },
    ],
  },
  kids: {
    path: INFO_PAGE_PATHS.kids,
    title: 'Kids Play',
    description: 'Mini toys, ladder slides and play items for kids parties, play zones and events.',
    intro: 'Safe, colourful play equipment for birthday parties, schools, play zones and housing societies.',
    scrollDelayMs: HASH_SCROLL_DELAY_KIDS_MS,
    sections: [
      { id: 'toy_mini', title: 'Toy Mini', category: 'toymini', text: 'Mini rockers, ride-ons and soft toys for toddlers.' },
      { id: 'ladder_slide', title: 'Ladder Slide', category: 'ladderslide', text: 'Sturdy ladder slides in bright colours for play zones and backyards.' },
      { id: 'play_items', title: 'Play Items', category: 'playitems', text: 'Ball pools, soft play blocks and party games for every age.' },
    ],
  },
  printed: {
    path: INFO_PAGE_PATHS.printed,
    title: 'Printed Balloons',
    description: 'Balloons printed with your logo or message: 9 inch, 12 inch, chrome, metallic and 36 inch prints.',
    intro: 'Your logo, name or message printed on quality balloons, from a hundred pieces for a party to lakhs for a brand campaign.',
    scrollDelayMs: HASH_SCROLL_DELAY_INFO_PAGES_MS,
    sections: [
      { id: '9_inch_print', title: '9 Inch Print', category: '9inch', text: 'Budget-friendly printed balloons for giveaways and shop counters.' },
      { id: '12_inch_print', title: '12 Inch Print', category: '12inch', text: 'The most popular size for events: bigger print area and longer float time.' },
      {
        id: 'crom_print',
        title: 'Chrome Print',
        category: 'cromprint',
        text: 'Mirror-finish chrome balloons printed in contrasting ink for premium launches.',
      },
      { id: 'metalic_print', title: 'Metallic Print', category: 'metallicprint', text: 'Pearl and metallic balloons with a soft shine and crisp print.' },
      { id: '36_inch_print', title: '36 Inch Print', category: '36inch', text: 'Giant printed balloons that carry a message across the venue.' },
    ],
  },
  promotionalsky: {
    path: INFO_PAGE_PATHS.promotionalsky,
    title: 'Promotional Sky Balloons',
    description: 'Promotional sky balloons from 6 to 14 feet, square and blimp shapes, printed with your brand and flown over your event.',
    intro: 'Helium sky balloons printed with your brand that can be seen from kilometres away, for launches, elections, fairs and sales.',
    scrollDelayMs: HASH_SCROLL_DELAY_INFO_PAGES_MS,
    sections: [
      { id: '6to14', title: '6 to 14 Feet', category: '6to14', text: 'Round sky balloons from 6 to 14 feet in diameter, printed on all sides.' },
      { id: 'square_shape', title: 'Square Shape', category: 'squareshape', text: 'Cube sky balloons with four flat faces for big, readable branding.' },
      { id: 'blimp_shape', title: 'Blimp Shape', category: 'blimpshape', text: 'Airship-shaped blimps with fins, printed along the length.' },
    ],
  },
} satisfies Record<InfoPageKey, ShowcasePage>;

/** The info page an address names, if any. */
export function infoPageKey(pathname: string): InfoPageKey | undefined {
  const key = pathname.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(INFO_PAGE_PATHS, key) ? (key as InfoPageKey) : undefined;
}

/** The static Our Products page (/product), the footer's link. */
export const OUR_PRODUCTS_PAGE: ShowcasePage = {
  path: PAGE_PATHS.ourProducts,
  title: 'Our Products',
  description: 'Latex balloons, party items and foil balloons: see our range and enquire on WhatsApp.',
  intro: 'Balloons and party supplies for birthdays, weddings, baby showers and every celebration in between.',
  scrollDelayMs: HASH_SCROLL_DELAY_PRODUCTS_PAGE_MS,
  sections: [
    { id: 'latex', title: 'Latex', category: 'latex', text: 'Plain, pastel, metallic and chrome latex balloons in every colour, in packs from 25 to 500.' },
    { id: 'party', title: 'Party', category: 'party', text: 'Caps, banners, candles, buntings and cake toppers to complete the party.' },
    { id: 'foil', title: 'Foil', category: 'foil', text: 'Letter, number, heart and star foil balloons that float for days.' },
  ],
};

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

export function catalogueByFile(file: string): Catalogue | undefined {
  return OUR_WORK.catalogues.find((c) => c.file === file);
}

// ---------------------------------------------------------------------------------------------
// Contact, and the pages around the enquiry and franchise forms

export const CONTACT = {
  title: 'Contact Us',
  description: 'Call, WhatsApp or e-mail us, or visit our office: balloon decoration, sky balloons and event setups across India.',
};

/** The "Get Details" page around the enquiry form. */
export const ENQUIRY_PAGE = {
  title: 'Get Details',
  description: 'Tell us what you need and we will get back to you with details and a quote.',
};

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
