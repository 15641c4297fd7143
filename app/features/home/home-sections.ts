// The home page's sections as the page shows them, from the owner's document (shared/content.ts).
import type { HomeDoc } from '../../../shared/content.ts';

export type Items<K extends keyof HomeDoc> = HomeDoc[K] extends { items: (infer I)[] } ? I[] : never;

/** The sections the page shows, each null when the owner hid it or left it empty: hidden texts never reach the browser. */
export interface HomeSections {
  slider: Items<'slider'> | null;
  quickView: Items<'quickView'> | null;
  hotSelling: Items<'hotSelling'> | null;
  gallery: Items<'gallery'> | null;
  reviews: Items<'reviews'> | null;
  whyUs: Items<'whyUs'> | null;
  videoCarousel: Items<'videoCarousel'> | null;
  headline: Omit<HomeDoc['headline'], 'shown'> | null;
  faq: Items<'faq'> | null;
}

const shown = <I>(section: { shown: boolean; items: I[] }): I[] | null => (section.shown && section.items.length > 0 ? section.items : null);

export function homeSections(doc: HomeDoc): HomeSections {
  const { shown: headlineShown, ...headline } = doc.headline;
  return {
    slider: shown(doc.slider),
    quickView: shown(doc.quickView),
    hotSelling: shown(doc.hotSelling),
    gallery: shown(doc.gallery),
    reviews: shown(doc.reviews),
    whyUs: shown(doc.whyUs),
    videoCarousel: shown(doc.videoCarousel),
    headline: headlineShown ? headline : null,
    faq: shown(doc.faq),
  };
}
