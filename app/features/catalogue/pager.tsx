// Previous / page numbers / Next under a paged listing: real links (<a href>), so a crawler or a
// browser without JavaScript reaches every page; the current page is marked for screen readers.
import { LocalLink as Link, useT } from '../shell/i18n.tsx';
import { pageHref, pageNumbers } from './catalogue-paging.ts';

export function Pager({ basePath, page, pageCount }: { basePath: string; page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('Pages')}>
      {page > 1 && (
        <Link className="pager-step" rel="prev" to={pageHref(basePath, page - 1)}>
          {`‹ ${t('Previous')}`}
        </Link>
      )}
      <ol>
        {pageNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link to={pageHref(basePath, n)} aria-label={t('Page {n}', { n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <Link className="pager-step" rel="next" to={pageHref(basePath, page + 1)}>
          {`${t('Next')} ›`}
        </Link>
      )}
    </nav>
  );
}

/** "Page 2 of 5 · 230 products" (or "1,000+ products" when `moreThan`, a count that stopped): where the visitor is in the listing. */
export function PageStatus({
  page,
  pageCount,
  total,
  moreThan = false,
  noun,
}: {
  page: number;
  pageCount: number;
  total: number;
  moreThan?: boolean;
  noun: [string, string];
}) {
  const t = useT();
  return (
    <h2 className="catalogue-count">
      {moreThan ? `${total.toLocaleString('en-IN')}+` : total} {t(total === 1 && !moreThan ? noun[0] : noun[1])}
      {pageCount > 1 && t(' · Page {page} of {pageCount}', { page, pageCount })}
    </h2>
  );
}

/** A page of a listing that does not exist (answered 404): says so and links to the first page. */
export function MissingPage({ basePath, name, asked }: { basePath: string; name: string; asked: string }) {
  const t = useT();
  return (
    <div className="page-empty">
      <p className="page-status" role="status">
        {t('There is no page "{asked}" of {name}.', { asked, name })}
      </p>
      <p>
        <Link to={basePath}>{t('See the first page of {name}', { name })}</Link>
      </p>
    </div>
  );
}
