// The shop's business constants and limits, named once: what pages show, what the API allows, and what
// the policies promise.
const SECOND_MS = 1000;

// ---- the catalogue ----
export const HOME_INITIAL_PRODUCTS = 50;
export const HOME_VIEW_MORE_STEP = 30;
/** Products on one page of a category listing (/products?category=, /category/:category). */
export const CATALOGUE_PAGE_SIZE = 48;
/** "Similar Products" shown on a product page at most. */
export const SIMILAR_PRODUCTS_LIMIT = 12;
export const DESCRIPTION_PREVIEW_CHARS = 40;
/** A product's "About This Item" lines: about1 … about10. */
export const MAX_ABOUT_LINES = 10;
/** Widths of the resized image variants served through srcset. */
export const IMAGE_WIDTHS = [160, 320, 640] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
/** Formats the image API can produce: the srcset ones plus JPEG for link previews (WhatsApp, social). */
export const VARIANT_FORMATS = [...IMAGE_FORMATS, 'jpeg'] as const;

// ---- the cart and the order ----
export const MIN_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = 999;
export const ADD_TO_CART_QUANTITY = 1;
/** Days from the order's confirmation to delivery, anywhere in India. */
export const DELIVERY_DAYS = { min: 7, max: 10 } as const;
/** Delivery charges are included in the price: a delivery costs nothing on top. */
export const DELIVERY_CHARGE_RUPEES = 0;

// ---- forms ----
export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+91';

// ---- the home page: its carousels, sections and the pointer's trail ----
export const SLIDER_INTERVAL_MS = 3 * SECOND_MS;
export const REVIEWS_INTERVAL_MS = 3 * SECOND_MS;
export const VIDEO_SLIDE_DURATIONS_MS = [12 * SECOND_MS, 22 * SECOND_MS, 11 * SECOND_MS] as const;
export const GALLERY_VIDEO_COUNT = 12;
export const TESTIMONIAL_COUNT = 6;
export const FAQ_COUNT = 7;
export const MOUSE_TRAIL_LENGTH = 11;

// ---- waiting for a page to load ----
/** Before scrolling to the #section a link names, once the page has rendered. */
export const HASH_SCROLL_DELAY_PRODUCTS_PAGE_MS = SECOND_MS;
export const HASH_SCROLL_DELAY_INFO_PAGES_MS = SECOND_MS / 2;
export const HASH_SCROLL_DELAY_KIDS_MS = SECOND_MS;
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;

// ---- what the policies promise ----
export const REFUND_DEDUCTION_PERCENT = 10;
/**
 * Whether delivered goods are taken back: no. The terms refund a cancelled order (less the deduction);
 * they offer no return of what was delivered, printed or customised.
 */
export const RETURNS_ACCEPTED = false;
export const DISPUTE_WINDOW_DAYS = 30;
export const FRANCHISE_MIN_AREA_SQFT = 200;
export const FRANCHISE_MIN_AGREEMENT_YEARS = 2;
/** The brand's colour: the browser's toolbar (theme-color) and the installed app's title bar. */
export const THEME_COLOUR = '#b3123f';
