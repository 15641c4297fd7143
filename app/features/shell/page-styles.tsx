// The storefront pages' stylesheet (storefront.css), inlined into the page (React hoists it into
// <head> once, by href) instead of a separate render-blocking request: on a slow phone that round
// trip delays the first paint of the product and category pages by a few hundred milliseconds.
import css from './storefront.css?inline';

export function PageStyles() {
  return (
    <style href="gubbara-pages-css" precedence="default">
      {css}
    </style>
  );
}
