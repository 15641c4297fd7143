// What the home page's sections say on a fresh install: the first published version of the home
// page's document (shared/content-seed.ts); the owner changes it in the admin (/admin/content/home).
// DEMO VALUES: pictures and clips under /demo are drawn locally by scripts/generate-demo-media.ts;
// the gallery's video ids are placeholders to be replaced with the business's own videos.
import { DELIVERY_DAYS } from './constants.ts';
import { INFO_PAGE_PATHS, categoryHref } from './urls.ts';

export interface Slide {
  /** Base name under /demo: /demo/{image}-{640|1280}.{avif|webp} */
  image: string;
  alt: string;
  heading: string;
  text: string;
  cta: { label: string; to: string };
}

export const SLIDES: Slide[] = [
  {
    image: 'slide-1',
    alt: 'A birthday balloon arch in pink and gold over a decorated stage',
    heading: 'Balloon decoration for every celebration',
    text: 'Birthdays, baby showers, anniversaries and more, set up by our own team.',
    cta: { label: 'See balloon decoration', to: categoryHref('balloondecoration') },
  },
  {
    image: 'slide-2',
    alt: 'A giant printed sky balloon floating above a city skyline',
    heading: 'Sky balloons that get your brand noticed',
    text: 'Promotional sky balloons from 6 to 14 feet, printed with your logo.',
    cta: { label: 'See sky balloons', to: categoryHref('6to14') },
  },
  {
    image: 'slide-3',
    alt: 'A wedding entrance framed by an arch of flowers and balloons',
    heading: 'Wedding entries and stage backdrops',
    text: 'Dashing entries, flower showers, dry smoke and confetti blasts.',
    cta: { label: 'See wedding setups', to: INFO_PAGE_PATHS.eventsetup },
  },
  {
    image: 'slide-4',
    alt: 'A colourful bouncy castle surrounded by balloons',
    heading: 'Kids play: bouncy castles and more',
    text: 'Jumping castles, trampolines, ladder slides and play items for parties.',
    cta: { label: 'See kids play', to: INFO_PAGE_PATHS.kids },
  },
];

export interface CategoryCard {
  label: string;
  /** Menu slug: the card opens the category's products. */
  category: string;
  /** Base name under /demo: /demo/{image}-400.{avif|webp} */
  image: string;
}

/** Quick view: label -> category. */
export const QUICK_VIEW: CategoryCard[] = [
  { label: 'Balloon Decoration', category: 'balloondecoration', image: 'quick-balloondecoration' },
  { label: 'Helium Balloon', category: 'heliumballoon', image: 'quick-heliumballoon' },
  { label: 'Garland Decoration', category: 'garlandluxury', image: 'quick-garlandluxury' },
  { label: 'Balloon Bouquet', category: 'balloonbouquet', image: 'quick-balloonbouquet' },
];

/** Hot selling: label -> category. The old site's corporate link had a double leading slash; fixed here. */
export const HOT_SELLING: CategoryCard[] = [
  { label: 'Printed Balloon', category: 'latex', image: 'hot-printed' },
  { label: 'Kids', category: 'jumping', image: 'hot-kids' },
  { label: 'Sky Balloon', category: '6to14', image: 'hot-sky' },
  { label: 'Corporate Setup', category: 'AnnualGeneralMeeting', image: 'hot-corporate' },
  { label: 'Air Inflatable', category: 'airdancer', image: 'hot-airinflatable' },
];

export interface GalleryVideo {
  /** The external video service's id (replace the demo ids with the business's own videos). */
  videoId: string;
  title: string;
}

export const GALLERY_VIDEOS: GalleryVideo[] = [
  { videoId: 'DEMO0000001', title: 'Birthday balloon arch setup' },
  { videoId: 'DEMO0000002', title: 'Sky balloon launch for a store opening' },
  { videoId: 'DEMO0000003', title: 'Wedding dashing entry' },
  { videoId: 'DEMO0000004', title: 'Helium balloon ceiling' },
  { videoId: 'DEMO0000005', title: 'Baby shower decoration' },
  { videoId: 'DEMO0000006', title: 'Corporate annual meeting stage' },
  { videoId: 'DEMO0000007', title: 'Air dancer at a showroom' },
  { videoId: 'DEMO0000008', title: 'Bouncy castle party' },
  { videoId: 'DEMO0000009', title: 'Balloon bouquet delivery' },
  { videoId: 'DEMO0000010', title: 'Garland decoration for a haldi' },
  { videoId: 'DEMO0000011', title: 'Confetti blast at a sangeet' },
  { videoId: 'DEMO0000012', title: 'Printed balloons for a product launch' },
];

export interface Testimonial {
  name: string;
  /** 4 or 5 stars. */
  rating: 4 | 5;
  user_content: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Priya Sharma',
    rating: 5,
    user_content:
      'The balloon arch for my daughter’s first birthday was exactly what we imagined. The team arrived on time and finished before the guests came.',
  },
  {
    name: 'Rahul Mehta',
    rating: 5,
    user_content: 'We used a 10 feet sky balloon for our showroom opening. People noticed it from far away and walk-ins went up that weekend.',
  },
  {
    name: 'Ananya Iyer',
    rating: 4,
    user_content: 'Lovely wedding entry with flower shower and dry smoke. Setup took a little longer than planned but the result was beautiful.',
  },
  {
    name: 'Vikram Singh',
    rating: 5,
    user_content: 'Our annual general meeting stage looked professional. Balloon pillars in our brand colours were a nice touch.',
  },
  {
    name: 'Sneha Reddy',
    rating: 5,
    user_content: 'Booked a bouncy castle and ladder slide for my son’s party. Kids played for hours and everything was safe and clean.',
  },
  {
    name: 'Arjun Nair',
    rating: 4,
    user_content: 'Helium balloons stayed up the whole evening. Good prices, and the delivery charge was already included as promised.',
  },
];

export interface WhyUsItem {
  title: string;
  text: string;
}

/** Why choose us: five items. */
export const WHY_US: WhyUsItem[] = [
  { title: '24 X 7 delivery', text: 'Orders and set-ups round the clock, including late-night surprises.' },
  { title: 'pure helium', text: 'Only pure helium, so balloons float longer and look fuller.' },
  { title: 'expert technicians', text: 'Trained decorators and technicians for every set-up.' },
  { title: 'PAN India', text: 'We deliver and decorate in cities across India.' },
  { title: 'high quality products', text: 'Durable latex, foil and inflatables from trusted makers.' },
];

export interface VideoSlide {
  /** /demo/{name}.mp4 with /demo/{name}-poster.webp */
  name: string;
  title: string;
  durationMs: number;
}

/** The video carousel: muted, autoplaying; slides last 12, 22 and 11 seconds. */
export const VIDEO_SLIDES: VideoSlide[] = [
  { name: 'video-1', title: 'Balloon decoration highlights', durationMs: 12000 },
  { name: 'video-2', title: 'Sky balloons across India', durationMs: 22000 },
  { name: 'video-3', title: 'Party set-ups in action', durationMs: 11000 },
];

export const SKY_HEADLINE = {
  video: '/demo/sky-balloon.mp4',
  poster: 'sky-balloon-poster',
  heading: 'Making of India’s biggest sky balloon',
  text: 'From design to launch: our team built and flew the largest promotional sky balloon in the country.',
};

export interface FaqItem {
  question: string;
  /** Answer text; {email} and {phone} are filled from the business's contact details. */
  answer: string;
}

/** FAQ: seven items, collapsed by default. */
export const FAQ: FaqItem[] = [
  {
    question: 'What is the company?',
    answer: 'We are a fast-growing balloon decoration company offering decorations, sky balloons and corporate events across India.',
  },
  {
    question: 'How can I contact you?',
    answer: 'On WhatsApp, on social media (Instagram, Facebook, LinkedIn) or by visiting our office.',
  },
  {
    question: 'Do I need to provide any materials?',
    answer: 'No. We supply all the materials.',
  },
  {
    question: 'How do I get support?',
    answer: 'By e-mail at {email} or by phone at {phone}.',
  },
  {
    question: 'Which cities do you serve?',
    answer: 'PAN India.',
  },
  {
    question: 'How long does delivery take?',
    answer: `${DELIVERY_DAYS.min} to ${DELIVERY_DAYS.max} days.`,
  },
  {
    question: 'Are delivery charges included in the final price?',
    answer: 'Yes, delivery charges are included in the final price.',
  },
];
