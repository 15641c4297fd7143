// The interface in the visitor's language. English texts stay written where they always were, as the
// spec gives them; on a Hindi page `t()` looks each one up in the Hindi messages, which only the root
// loader of a /hi page sends (messages.hi.server.ts never reaches a browser bundle). So an English
// page's scripts carry no Hindi, and a text without a Hindi message falls back to its English self.
import { forwardRef } from 'react';
import { Link, NavLink, useLocation, useRouteLoaderData, type LinkProps, type NavLinkProps } from 'react-router';
import { type Locale, localHref, localeOfPath } from '../../../shared/locale.ts';

/** Hindi interface texts by their English original, as the root loader hands them to a /hi page. */
export type Messages = Readonly<Record<string, string>>;

interface LocaleData {
  locale?: Locale;
  messages?: Messages | null;
}

/** The page's language, from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Translates an English interface text; `{name}` placeholders are filled from `vars` after the lookup. */
export type Translate = (english: string, vars?: Readonly<Record<string, string | number>>) => string;

export function translate(messages: Messages | null | undefined, english: string, vars?: Readonly<Record<string, string | number>>): string {
  const text = messages?.[english] ?? english;
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
}

export function useT(): Translate {
  const root = useRouteLoaderData('root') as LocaleData | undefined;
  const locale = useLocale();
  const messages = locale === 'hi' ? root?.messages : null;
  return (english, vars) => translate(messages, english, vars);
}

/** An address of the storefront as this page's language has it: /hi/... on a Hindi page. */
export function useLocalHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localHref(href, locale);
}

/** React Router's Link, kept in the page's language: a Hindi page's links stay under /hi. */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocalLink({ to, ...rest }, ref) {
  const locale = useLocale();
  return <Link ref={ref} to={typeof to === 'string' ? localHref(to, locale) : to} {...rest} />;
});

export const LocalNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LocalNavLink({ to, ...rest }, ref) {
  const locale = useLocale();
  return <NavLink ref={ref} to={typeof to === 'string' ? localHref(to, locale) : to} {...rest} />;
});

/** Dates as the visitor reads them: Hindi pages write them the Hindi way, rupees stay en-IN (formatRupees). */
export function dateLocale(locale: Locale): string {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}
