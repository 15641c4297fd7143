// The documents the owner edits in the admin: the home page's sections and the info pages' rich text,
// one zod schema per page. The API (PUT /api/admin/content/{page}) refuses a document these refuse,
// with a 400 naming the field, and the admin editor checks with the same schemas. Every text is plain
// text (the pages escape it); links and pictures are checked against allow-lists (shared/rich-text.ts).
import { z } from 'zod';
import { GALLERY_VIDEO_COUNT, TESTIMONIAL_COUNT } from './constants.ts';
import { UPLOADED_CLIP_PATH } from './site-files.ts';
import { RICH_LIMITS, type RichBlock, type RichDoc, type RichInline, type RichListItem, isMediaPath, isSafeHref, isSitePath } from './rich-text.ts';

export const CONTENT_PAGES = ['home', 'about', 'privacy', 'tandc', 'franchise', 'ourwork'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
export const INFO_CONTENT_PAGES = ['about', 'privacy', 'tandc', 'franchise', 'ourwork'] as const satisfies readonly ContentPage[];

export function isContentPage(page: string): page is ContentPage {
  return (CONTENT_PAGES as readonly string[]).includes(page);
}

/** How many published versions are kept besides the live one. */
export const CONTENT_HISTORY_KEPT = 20;
/** A whole document as JSON text, at most. */
export const CONTENT_MAX_CHARS = 200_000;

// ---------------------------------------------------------------------------------------------
// Plain texts, pictures, links

/** A text shown as it is (escaped): no control characters, trimmed, at most `max` characters. */
const text = (max: number, min = 1) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .min(min, min === 1 ? 'is required' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), 'must not contain control characters');

/** A picture: an upload of the media pipeline or a bundled picture (its base name, sizes added when shown). */
const picture = z
  .string({ message: 'must be text' })
  .max(200, 'must be at most 200 characters')
  .refine(isMediaPath, 'must be an uploaded picture or one under /pages/ or /demo/');

/** A link within the site (a path starting with one /). */
const sitePath = z.string({ message: 'must be text' }).refine(isSitePath, 'must be a path on this site, starting with /');

/** A category of the menu, by its slug. */
const categorySlug = z
  .string({ message: 'must be text' })
  .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a category slug (letters, digits, - and _)');

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/** The external video service's id in a link to one of its videos (or the id itself); undefined otherwise. */
export function youtubeId(value: string): string | undefined {
  const v = value.trim();
  if (YOUTUBE_ID.test(v)) return v;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || !YOUTUBE_HOSTS.has(url.hostname) || url.username || url.password) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const id = url.hostname === 'youtu.be' ? parts[0] : parts[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : undefined;
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** A video of the external service: a link to it (or its id), kept as the id alone. */
const videoId = z
  .string({ message: 'must be text' })
  .max(300, 'must be at most 300 characters')
  .transform((v, ctx) => {
    const id = youtubeId(v);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be a YouTube video link' });
      return z.NEVER;
    }
    return id;
  });

/** A clip of the video carousel (MP4 or WebM): one the owner uploaded (/files/…) or one bundled under /demo/. */
const clip = z
  .string({ message: 'must be text' })
  .refine((v) => /^\/demo\/[a-z0-9-]{1,80}\.(?:mp4|webm)$/.test(v) || UPLOADED_CLIP_PATH.test(v), 'must be an uploaded MP4 or WebM clip, or one under /demo/');

const section = <T extends z.ZodType>(item: T, max: number, min = 0) =>
  z.strictObject({
    shown: z.boolean({ message: 'must be true or false' }),
    items: z
      .array(item, { message: 'must be a list' })
      .min(min, `must have at least ${min}`)
      .max(max, `must have at most ${max}`),
  });

// ---------------------------------------------------------------------------------------------
// The home page

export const WHY_US_ICONS = ['clock', 'helium', 'team', 'map', 'quality', 'truck', 'shield', 'balloon', 'star'] as const;
export type WhyUsIcon = (typeof WHY_US_ICONS)[number];

export const HOME_LIMITS = { slides: 8, quickView: 8, hotSelling: 10, gallery: GALLERY_VIDEO_COUNT, reviews: TESTIMONIAL_COUNT, whyUs: 8, clips: 6, faq: 20 } as const;

export const slideSchema = z.strictObject({
  picture,
  alt: text(200),
  heading: text(100),
  text: text(300),
  /** Where the slide's button leads, within the site; none: the slide has no button. */
  link: z.strictObject({ label: text(40), to: sitePath }).nullable(),
});

export const categoryCardSchema = z.strictObject({ label: text(60), picture, category: categorySlug });

export const galleryVideoSchema = z.strictObject({ videoId, title: text(100) });

export const reviewSchema = z.strictObject({
  name: text(100),
  stars: z.union([z.literal(4), z.literal(5)], { message: 'must be 4 or 5' }),
  text: text(600),
});

export const whyUsSchema = z.strictObject({
  icon: z.enum(WHY_US_ICONS, { message: `must be one of ${WHY_US_ICONS.join(', ')}` }),
  title: text(60),
  text: text(200),
});

export const videoClipSchema = z.strictObject({
  clip,
  poster: picture,
  title: text(100),
  durationMs: z.number({ message: 'must be a number' }).int('must be a whole number').min(1000, 'must be at least 1000').max(60_000, 'must be at most 60000'),
});

export const headlineSchema = z.strictObject({ shown: z.boolean({ message: 'must be true or false' }), clip, poster: picture, heading: text(100), text: text(400) });

/** A question of the FAQ; its answer may say {email} and {phone}, filled from the business's details. */
export const faqSchema = z.strictObject({ question: text(200), answer: text(1000) });

export const homeDocSchema = z.strictObject({
  slider: section(slideSchema, HOME_LIMITS.slides),
  quickView: section(categoryCardSchema, HOME_LIMITS.quickView),
  hotSelling: section(categoryCardSchema, HOME_LIMITS.hotSelling),
  gallery: section(galleryVideoSchema, HOME_LIMITS.gallery),
  reviews: section(reviewSchema, HOME_LIMITS.reviews),
  whyUs: section(whyUsSchema, HOME_LIMITS.whyUs),
  videoCarousel: section(videoClipSchema, HOME_LIMITS.clips),
  headline: headlineSchema,
  faq: section(faqSchema, HOME_LIMITS.faq),
});
export type HomeDoc = z.output<typeof homeDocSchema>;
export type HomeDocInput = z.input<typeof homeDocSchema>;

// ---------------------------------------------------------------------------------------------
// Rich text (the info pages)

const markSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('bold') }),
    z.strictObject({ type: z.literal('italic') }),
    z.strictObject({
      type: z.literal('link'),
      attrs: z.strictObject({
        href: z.string({ message: 'must be text' }).refine(isSafeHref, 'must be an https:, mailto: or tel: link or a path on this site'),
      }),
    }),
  ],
  { message: 'is not an allowed mark (bold, italic, link)' },
);

const textNode = z.strictObject({
  type: z.literal('text'),
  text: z
    .string({ message: 'must be text' })
    .min(1, 'must not be empty')
    .max(RICH_LIMITS.text, `must be at most ${RICH_LIMITS.text} characters`)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), 'must not contain control characters'),
  marks: z.array(markSchema).max(3, 'must have at most 3 marks').optional(),
});
const inlineSchema: z.ZodType<RichInline> = z.discriminatedUnion('type', [textNode, z.strictObject({ type: z.literal('hardBreak') })], {
  message: 'is not an allowed inline node (text, hardBreak)',
});
const inlines = z.array(inlineSchema, { message: 'must be a list' }).max(RICH_LIMITS.blocks, `must have at most ${RICH_LIMITS.blocks} parts`).optional();

const paragraph = z.strictObject({ type: z.literal('paragraph'), content: inlines });
const heading = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)], { message: 'must be 2 or 3' }) }),
  content: inlines,
});
const image = z.strictObject({
  type: z.literal('image'),
  attrs: z.strictObject({
    src: z.string({ message: 'must be text' }).refine(isMediaPath, 'must be an uploaded picture or one under /pages/'),
    alt: z.string({ message: 'must be text' }).max(RICH_LIMITS.alt, `must be at most ${RICH_LIMITS.alt} characters`),
  }),
});

/** A list of items holding `parts`; lists hold lists three levels deep, deeper nesting is refused. */
const list = <P extends readonly [z.ZodObject, ...z.ZodObject[]]>(parts: P, message: string) =>
  z.strictObject({
    type: z.enum(['bulletList', 'orderedList']),
    content: z
      .array(
        z.strictObject({
          type: z.literal('listItem'),
          content: z
            .array(z.discriminatedUnion('type', parts, { message }))
            .min(1, 'must not be empty')
            .max(20, 'must have at most 20 parts'),
        }),
      )
      .min(1, 'must not be empty')
      .max(RICH_LIMITS.items, `must have at most ${RICH_LIMITS.items} items`),
  });
const innermostList = list([paragraph], 'is not an allowed node in a list item this deep (paragraph)');
const innerList = list([paragraph, innermostList], 'is not an allowed node in a list item (paragraph, bulletList, orderedList)');
const topList = list([paragraph, innerList], 'is not an allowed node in a list item (paragraph, bulletList, orderedList)');

const blockSchema = z.discriminatedUnion('type', [paragraph, heading, topList, image], {
  message: 'is not an allowed block (paragraph, heading, bulletList, orderedList, image)',
});

export const richDocSchema = z.strictObject({
  type: z.literal('doc', { message: 'must be "doc"' }),
  content: z.array(blockSchema, { message: 'must be a list' }).max(RICH_LIMITS.blocks, `must have at most ${RICH_LIMITS.blocks} blocks`),
});

export const infoDocSchema = z.strictObject({ body: richDocSchema });
export type InfoDoc = { body: RichDoc };

/** One of Our Work's four catalogue PDFs: its cover texts, and an uploaded PDF replacing the generated one. */
export const catalogueRefSchema = z.strictObject({
  file: z.string({ message: 'must be text' }).regex(/^[a-z0-9-]{1,60}\.pdf$/, 'must be a PDF file name'),
  title: text(60),
  description: text(200),
  /** An uploaded PDF's stored name; null: the PDF is made from the catalogue's products. */
  upload: z
    .string({ message: 'must be text' })
    .regex(/^d-[0-9a-f]{32}\.pdf$/, 'must be an uploaded PDF')
    .nullable(),
});
export const ourWorkDocSchema = z.strictObject({ body: richDocSchema, catalogues: z.array(catalogueRefSchema).length(4, 'must be the 4 catalogues') });
export type CatalogueRef = z.output<typeof catalogueRefSchema>;
export type OurWorkDoc = InfoDoc & { catalogues: CatalogueRef[] };

export interface ContentDocs {
  home: HomeDoc;
  about: InfoDoc;
  privacy: InfoDoc;
  tandc: InfoDoc;
  franchise: InfoDoc;
  ourwork: OurWorkDoc;
}
export type ContentDoc = ContentDocs[ContentPage];

export const CONTENT_SCHEMAS: { [P in ContentPage]: z.ZodType<ContentDocs[P]> } = {
  home: homeDocSchema,
  about: infoDocSchema,
  privacy: infoDocSchema,
  tandc: infoDocSchema,
  franchise: infoDocSchema,
  ourwork: ourWorkDocSchema,
};

// ---------------------------------------------------------------------------------------------
// What the API answers

export interface ContentDraft<D = ContentDoc> {
  /** Moves with every save: a save names the one it was made from. */
  version: number;
  doc: D;
  savedAt: string;
  savedBy: string | null;
}
export interface ContentPublished<D = ContentDoc> {
  /** 1 for the first published version, one more per publish. */
  version: number;
  doc: D;
  publishedAt: string;
  publishedBy: string | null;
}
export interface ContentState<D = ContentDoc> {
  page: ContentPage;
  draft: ContentDraft<D>;
  published: ContentPublished<D>;
}
export interface ContentHistoryEntry {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  /** The version the pages show now. */
  live: boolean;
}

export type { RichBlock, RichDoc, RichListItem };
