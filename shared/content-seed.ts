// The first published version of each page's document on a fresh install: the texts of
// shared/home-texts.ts and shared/page-texts.ts as the documents of shared/content.ts, so a new shop
// shows exactly those texts until the owner publishes a change. The server loads this only when a page
// has no document yet.
import type { ContentDocs, ContentPage, WhyUsIcon } from './content.ts';
import { FAQ, GALLERY_VIDEOS, HOT_SELLING, QUICK_VIEW, SKY_HEADLINE, SLIDES, TESTIMONIALS, VIDEO_SLIDES, WHY_US, type CategoryCard } from './home-texts.ts';
import { ABOUT, FRANCHISE_PAGE, OUR_WORK, PRIVACY, RETENTION_PLACEHOLDER, TERMS } from './page-texts.ts';
import { type RichBlock, rich } from './rich-text.ts';

export { RETENTION_PLACEHOLDER };

const WHY_US_ICON: Record<string, WhyUsIcon> = {
  '24 X 7 delivery': 'clock',
  'pure helium': 'helium',
  'expert technicians': 'team',
  'PAN India': 'map',
  'high quality products': 'quality',
};

const card = (c: CategoryCard) => ({ label: c.label, picture: `/demo/${c.image}`, category: c.category });

function home(): ContentDocs['home'] {
  return {
    slider: {
      shown: true,
      items: SLIDES.map((s) => ({ picture: `/demo/${s.image}`, alt: s.alt, heading: s.heading, text: s.text, link: { label: s.cta.label, to: s.cta.to } })),
    },
    quickView: { shown: true, items: QUICK_VIEW.map(card) },
    hotSelling: { shown: true, items: HOT_SELLING.map(card) },
    gallery: { shown: true, items: GALLERY_VIDEOS.map((v) => ({ videoId: v.videoId, title: v.title })) },
    reviews: { shown: true, items: TESTIMONIALS.map((t) => ({ name: t.name, stars: t.rating, text: t.user_content })) },
    whyUs: { shown: true, items: WHY_US.map((w) => ({ icon: WHY_US_ICON[w.title] ?? 'star', title: w.title, text: w.text })) },
    videoCarousel: {
      shown: true,
      items: VIDEO_SLIDES.map((v) => ({ clip: `/demo/${v.name}.mp4`, poster: `/demo/${v.name}-poster`, title: v.title, durationMs: v.durationMs })),
    },
    headline: { shown: true, clip: SKY_HEADLINE.video, poster: `/demo/${SKY_HEADLINE.poster}`, heading: SKY_HEADLINE.heading, text: SKY_HEADLINE.text },
    faq: { shown: true, items: FAQ.map((f) => ({ question: f.question, answer: f.answer })) },
  };
}

function privacy(): RichBlock[] {
  return PRIVACY.sections.flatMap((s) => [
    rich.h2(s.heading),
    ...s.paragraphs.map((p) => rich.p(p)),
    ...('retention' in s && s.retention ? [rich.p(RETENTION_PLACEHOLDER)] : []),
  ]);
}

/** The first published document of `page`. */
export function firstDocument<P extends ContentPage>(page: P): ContentDocs[P] {
  const docs: { [K in ContentPage]: () => ContentDocs[K] } = {
    home,
    about: () => ({ body: rich.doc(...ABOUT.story.map((p) => rich.p(p))) }),
    privacy: () => ({ body: rich.doc(...privacy()) }),
    tandc: () => ({ body: rich.doc(rich.ol(...TERMS.terms)) }),
    franchise: () => ({ body: rich.doc(...FRANCHISE_PAGE.intro.map((p) => rich.p(p)), rich.h2('Franchise Terms'), rich.ul(...FRANCHISE_PAGE.terms)) }),
    ourwork: () => ({
      body: rich.doc(rich.p('Sky balloon advertising and event projects we are proud of.')),
      catalogues: OUR_WORK.catalogues.map((c) => ({ file: c.file, title: c.title, description: c.description, upload: null })),
    }),
  };
  return docs[page]();
}
