// The stylesheet of the catalogue, info and other pages, inlined into the page (React hoists it into
// <head> once, by href) instead of a separate render-blocking request: on a slow phone that round
// trip delays the first paint of the product and category pages by a few hundred milliseconds.
import css from './pages.css?inline';

export function PageStyles() {
  return (
    <style href="gubbara-pages-css" precedence="default">
      {css}
    </style>
  );
}
