// /ourwork: the owner's introduction (rich text), sky balloon advertising projects, two certificates
// and four downloadable PDF catalogues named as the owner's document names them (built from the live
// catalogue by the server, served at /catalogues/{file}).
import type { CatalogueRef } from '../../../shared/content.ts';
import type { RichDoc } from '../../../shared/rich-text.ts';
import { catalogueHref } from '../../../shared/urls.ts';
import { ClickToLoadVideo } from './click-to-load-video.tsx';
import { OUR_WORK } from './content.ts';
import { PageImage } from './page-image.tsx';
import { RichTextView } from './rich-text.tsx';
import { TextPage } from './text-page.tsx';
import { ListSection } from '../shell/titled-section.tsx';
import { useT } from '../shell/i18n.tsx';
import { fill } from '../shell/fill.tsx';

export function OurWorkPage({ intro, catalogues }: { intro: RichDoc; catalogues: Pick<CatalogueRef, 'file' | 'title' | 'description'>[] }) {
  const t = useT();
  return (
    <TextPage
      title={t(OUR_WORK.title)}
      header={
        <div className="page-intro">
          <RichTextView doc={intro} />
        </div>
      }
    >
      <ListSection
        id="projects-heading"
        title={t('Sky Balloon Advertising Projects')}
        listClass="project-list"
        items={OUR_WORK.projects}
        itemKey={(p) => p.title}
        itemClass="project"
      >
        {(p, i) => (
          <>
            {p.video ? (
              <ClickToLoadVideo youtubeId={p.video.youtubeId} title={p.video.title} poster={p.image} posterAlt={p.imageAlt} />
            ) : (
              <PageImage base={p.image} alt={p.imageAlt} width={640} height={640} priority={i === 0} />
            )}
            <div>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </div>
          </>
        )}
      </ListSection>
      <ListSection id="certificates-heading" title={t('Certificates')} listClass="certificate-list" items={OUR_WORK.certificates} itemKey={(c) => c.title}>
        {(c) => (
          <figure>
            <PageImage base={c.image} alt={c.imageAlt} width={640} height={480} sizes="(max-width: 700px) 100vw, 480px" />
            <figcaption>
              <strong>{c.title}</strong>
              <br />
              {c.issuer}
            </figcaption>
          </figure>
        )}
      </ListSection>
      <ListSection id="catalogues-heading" title={t('Download Our Catalogues')} listClass="catalogue-downloads" items={catalogues} itemKey={(c) => c.file}>
        {(c) => (
          <a href={catalogueHref(c.file)} download className="download-link" type="application/pdf">
            <span aria-hidden="true" className="pdf-badge">
              PDF
            </span>
            <span>
              {fill(t('{title} catalogue'), { title: <strong>{c.title}</strong> })}
              <span className="visually-hidden"> (PDF)</span>
              <br />
              <span className="download-desc">{c.description}</span>
            </span>
          </a>
        )}
      </ListSection>
    </TextPage>
  );
}
