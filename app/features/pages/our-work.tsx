// /ourwork: sky balloon advertising projects, two certificates and four downloadable PDF catalogues
// (built from the live catalogue by the server, served at /catalogues/{file}).
import { catalogueHref } from '../../../shared/urls.ts';
import { ClickToLoadVideo } from './click-to-load-video.tsx';
import { OUR_WORK } from './content.ts';
import { PageImage } from './page-image.tsx';
import { TextPage } from './text-page.tsx';

export function OurWorkPage() {
  return (
    <TextPage title={OUR_WORK.title} header={<p className="lead">Sky balloon advertising and event projects we are proud of.</p>}>
      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading">Sky Balloon Advertising Projects</h2>
        <ul className="project-list">
          {OUR_WORK.projects.map((p, i) => (
            <li key={p.title} className="project">
              {p.video ? (
                <ClickToLoadVideo youtubeId={p.video.youtubeId} title={p.video.title} poster={p.image} posterAlt={p.imageAlt} />
              ) : (
                <PageImage base={p.image} alt={p.imageAlt} width={640} height={640} priority={i === 0} />
              )}
              <div>
                <h3>{p.title}</h3>
                <p>{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="certificates-heading">
        <h2 id="certificates-heading">Certificates</h2>
        <ul className="certificate-list">
          {OUR_WORK.certificates.map((c) => (
            <li key={c.title}>
              <figure>
                <PageImage base={c.image} alt={c.imageAlt} width={640} height={480} sizes="(max-width: 700px) 100vw, 480px" />
                <figcaption>
                  <strong>{c.title}</strong>
                  <br />
                  {c.issuer}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="catalogues-heading">
        <h2 id="catalogues-heading">Download Our Catalogues</h2>
        <ul className="catalogue-downloads">
          {OUR_WORK.catalogues.map((c) => (
            <li key={c.file}>
              <a href={catalogueHref(c.file)} download className="download-link" type="application/pdf">
                <span aria-hidden="true" className="pdf-badge">
                  PDF
                </span>
                <span>
                  <strong>{c.title}</strong> catalogue<span className="visually-hidden"> (PDF)</span>
                  <br />
                  <span className="download-desc">{c.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </TextPage>
  );
}
