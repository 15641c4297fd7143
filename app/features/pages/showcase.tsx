// The category-info pages and the static Our Products page: sections under the exact anchors links
// use, each with pictures of the category's products and an "Enquiry Now" WhatsApp link per
// picture. The text is content (app/features/pages/content.ts); the pictures are the catalogue's own, so
// the owner changes them by editing products.
import { LocalLink as Link, useT } from '../shell/i18n.tsx';
import type { ShowcasePage } from './content.ts';
import { SHOWCASE_IMAGES_PER_SECTION } from './content.ts';
import type { CatalogPages } from '../../../shared/services.ts';
import { categoryHref } from '../../../shared/urls.ts';
import { EnquiryNowLink } from '../leads/enquiry-link.tsx';
import { useHashScroll } from './hash-scroll.ts';
import { ProductImage } from '../catalogue/product-image.tsx';
import { TextPage } from './text-page.tsx';

export interface ShowcasePicture {
  id: number;
  title: string;
  image: string | null;
}

export type ShowcasePictures = Record<string, ShowcasePicture[]>;

/** For a loader: up to SHOWCASE_IMAGES_PER_SECTION product pictures per section. */
export async function loadShowcasePictures(catalog: CatalogPages, page: ShowcasePage): Promise<ShowcasePictures> {
  const lists = await Promise.all(page.sections.map((s) => catalog.productsByCategory(s.category)));
  const out: ShowcasePictures = {};
  page.sections.forEach((s, i) => {
    out[s.id] = (lists[i] ?? []).slice(0, SHOWCASE_IMAGES_PER_SECTION).map((p) => ({ id: p.id, title: p.title, image: p.image }));
  });
  return out;
}

export function Showcase({ page, pictures }: { page: ShowcasePage; pictures: ShowcasePictures }) {
  useHashScroll(page.scrollDelayMs);
  const t = useT();
  return (
    <TextPage className="showcase" title={page.title} header={<p className="lead">{page.intro}</p>}>
      <nav aria-label={t('On this page')} className="page-toc">
        <ul>
          {page.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {page.sections.map((s) => {
        const items = pictures[s.id] ?? [];
        return (
          <section key={s.id} id={s.id} className="showcase-section" aria-labelledby={`${s.id}-heading`}>
            <h2 id={`${s.id}-heading`}>{s.title}</h2>
            <p>{s.text}</p>
            {items.length > 0 ? (
              <ul className="showcase-grid">
                {items.map((p) => (
                  <li key={p.id} className="showcase-item">
                    <figure>
                      <ProductImage filename={p.image} alt={p.title} sizes="(max-width: 700px) 50vw, 320px" />
                      <figcaption>{p.title}</figcaption>
                    </figure>
                    <EnquiryNowLink item={`${p.title} (${s.title})`} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                <EnquiryNowLink item={s.title} />
              </p>
            )}
            <p>
              <Link to={categoryHref(s.category)}>{t('See all {name} products', { name: s.title })}</Link>
            </p>
          </section>
        );
      })}
    </TextPage>
  );
}
