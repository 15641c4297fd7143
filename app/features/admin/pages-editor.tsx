// /admin/content/pages: the info pages' rich text (About, Privacy, Terms and Conditions, the franchise
// terms, Our Work), one page at a time (?page=), in the TipTap editor, which is loaded only here and
// only in the browser (a lazy import: no public page's scripts carry it). Save, preview, publish,
// history and restore as on the home page's editor (content-controls.tsx).
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import type { CatalogueRef, ContentHistoryEntry, ContentState, InfoDoc, OurWorkDoc } from '../../../shared/content.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { ContentActions, ContentHistory, useContentEditing } from './content-controls.tsx';
import { SiteFileInput } from './site-file-input.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The pages, as the picker names them, and where each is shown. */
export const INFO_PAGES = {
  about: { name: 'About', path: PAGE_PATHS.about },
  privacy: { name: 'Privacy Policy', path: PAGE_PATHS.privacy },
  tandc: { name: 'Terms and Conditions', path: PAGE_PATHS.terms },
  franchise: { name: 'Franchise', path: PAGE_PATHS.franchise },
  ourwork: { name: 'Our Work', path: PAGE_PATHS.ourWork },
} as const;
export type InfoPageName = keyof typeof INFO_PAGES;

export function isInfoPageName(v: string | null): v is InfoPageName {
  return v !== null && Object.hasOwn(INFO_PAGES, v);
}

export const contentPagesHref = (page: InfoPageName) => `/admin/content/pages?page=${page}`;

export function PagesEditor({ page, state, history }: { page: InfoPageName; state: ContentState<InfoDoc>; history: ContentHistoryEntry[] }) {
  return (
    <section aria-labelledby="content-pages-title" className="content-editor">
      <h1 id="content-pages-title">Page Texts</h1>
      <nav aria-label="Pages to edit" className="content-page-picker">
        <ul>
          {Object.entries(INFO_PAGES).map(([key, p]) => (
            <li key={key}>
              <Link to={contentPagesHref(key as InfoPageName)} aria-current={key === page ? 'page' : undefined}>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by the page: another page's document starts a new editor. */}
      <PageText key={page} page={page} state={state} history={history} />
    </section>
  );
}

function PageText({ page, state, history }: { page: InfoPageName; state: ContentState<InfoDoc>; history: ContentHistoryEntry[] }) {
  const { name, path } = INFO_PAGES[page];
  const editing = useContentEditing(page, state, history, { body: 'Text' });
  return (
    <>
      <h2>{name}</h2>
      <p>
        The text of <a href={path}>{path}</a>. Headings, paragraphs, lists, bold, italic and links; pasted formatting beyond that is left out.
        {page === 'ourwork' && ' The four catalogue PDFs below the text are made from the catalogue, unless you upload one in its place.'}
      </p>
      <ContentActions editing={editing} previewPath={path} />
      <Suspense fallback={<p className="field-hint">Loading the editor…</p>}>
        <RichTextEditor key={editing.generation} doc={editing.doc.body} label={`${name} text`} onChange={(body) => editing.setDoc({ ...editing.doc, body })} />
      </Suspense>
      {page === 'ourwork' && 'catalogues' in editing.doc && (
        <CatalogueFiles
          catalogues={(editing.doc as OurWorkDoc).catalogues}
          onChange={(catalogues) => {
            const next: OurWorkDoc = { ...(editing.doc as OurWorkDoc), catalogues };
            editing.setDoc(next);
          }}
        />
      )}
      <ContentHistory editing={editing} idPrefix={`content-${page}`} />
    </>
  );
}

/** Our Work's four catalogues: each made from the catalogue, or an uploaded PDF in its place. */
function CatalogueFiles({ catalogues, onChange }: { catalogues: CatalogueRef[]; onChange: (next: CatalogueRef[]) => void }) {
  const set = (i: number, upload: string | null) => onChange(catalogues.map((c, j) => (j === i ? { ...c, upload } : c)));
  return (
    <fieldset className="content-section">
      <legend>Catalogue PDFs</legend>
      {catalogues.map((c, i) => (
        <div key={c.file} className="content-item">
          <h3>{c.title}</h3>
          <p>
            {c.upload ? (
              <>
                An uploaded PDF (<a href={`/files/${c.upload}`}>open it</a>).{' '}
                <button type="button" className="btn btn-outline" onClick={() => set(i, null)}>
                  Use the PDF made from the catalogue
                </button>
              </>
            ) : (
              <>
                Made from the catalogue (<a href={`/catalogues/${c.file}`}>open it</a>).
              </>
            )}
          </p>
          <SiteFileInput id={`catalogue-${c.file.replace('.pdf', '')}`} label={`Upload a PDF for ${c.title}`} kind="pdf" onUploaded={(file) => set(i, file.name)} />
        </div>
      ))}
    </fieldset>
  );
}
