// The business content of the info and other pages (the lead forms' own words are in
// ../leads/content.ts, the home page's and the header's in ../home/content.ts). The texts the owner
// edits in the admin start as shared/page-texts.ts. Contact details (phone, WhatsApp, e-mail, address,
// map) are NOT here: they are the owner's business settings, read through the root loader.
// Everything below is DEMO content: replace it with the business's own before going live.
import { type Catalogue, OUR_WORK } from '../../../shared/page-texts.ts';
import {
  HASH_SCROLL_DELAY_INFO_PAGES_MS,
  HASH_SCROLL_DELAY_KIDS_MS,
  HASH_SCROLL_DELAY_PRODUCTS_PAGE_MS,
} from '../../../shared/constants.ts';
import { INFO_PAGE_PATHS, type InfoPageKey, PAGE_PATHS } from '../../../shared/urls.ts';

export * from '../../../shared/page-texts.ts';

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

