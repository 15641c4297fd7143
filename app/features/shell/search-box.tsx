// The header's product search: a real GET form to /search, so it works before the scripts arrive
// and without them. Once hydrated, the text box becomes a combobox (WAI-ARIA combobox pattern with a
// listbox popup): from 2 characters, up to 8 suggestions fetched after a pause in typing; Down/Up move
// through them (aria-activedescendant, focus stays in the box), Enter opens the chosen product or,
// with none chosen, searches; Escape closes the list. Each suggestion shows a thumbnail, the title (two
// lines at most) and the price; on a phone the list spans the screen's width, not only the box's.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { productHref } from '../../../shared/urls.ts';
import { productImageUrl } from '../../../shared/catalog.ts';
import { formatRupees } from '../../../shared/money.ts';
import { SEARCH_MAX_LENGTH, SUGGEST_MIN_CHARS, type SearchSuggestion } from '../../../shared/search.ts';
import { api } from './api-client.ts';
import { useHydrated } from './use-hydrated.ts';
import { SearchIcon } from './icons.tsx';
import { useLocalHref, useLocale, useT } from './i18n.tsx';
import { productTitle } from '../../../shared/locale-text.ts';
import { englishHref } from '../../../shared/locale.ts';

const INPUT_ID = 'site-search';
const LIST_ID = 'site-search-suggestions';
/** Typing pause before asking: one request per word typed, not per letter, on a slow connection. */
const DEBOUNCE_MS = 250;

const optionId = (i: number) => `${LIST_ID}-${i}`;

/** Suggestions already fetched in this page's life, by what was typed (typing back needs no request). */
const fetched = new Map<string, SearchSuggestion[]>();

/** The suggestions for `q`: none when the server refused; null when no answer came (more typing replaced it, or offline). */
async function fetchSuggestions(q: string, signal: AbortSignal): Promise<SearchSuggestion[] | null> {
  const known = fetched.get(q);
  if (known) return known;
  const res = await api<{ items: SearchSuggestion[] }>(`/api/home/search/suggest?q=${encodeURIComponent(q)}`, { signal });
  if (res.status === 0) return null;
  if (!res.ok) return [];
  if (fetched.size > 50) fetched.clear();
  fetched.set(q, res.body.items);
  return res.body.items;
}

/** What the box holds on arriving at a page: the search of a results page, else nothing. */
function queryOf(pathname: string, search: string): string {
  return englishHref(pathname) === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const [value, setValue] = useState(() => queryOf(location.pathname, location.search));
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Suggestions follow what the visitor types, not what a page (or a search just sent) put in the box. */
  const [typing, setTyping] = useState(false);
  const lastAsked = useRef('');
  const input = useRef<HTMLInputElement>(null);

  // A new page: the box shows that page's search (or nothing) and the list closes (adjusted while
  // rendering, not in an effect).
  const place = location.pathname + location.search;
  const [lastPlace, setLastPlace] = useState(place);
  if (place !== lastPlace) {
    setLastPlace(place);
    setValue(queryOf(location.pathname, location.search));
    setOpen(false);
    setActive(-1);
    setTyping(false);
  }

  const typed = value.trim();
  useEffect(() => {
    if (!typing || typed.length < SUGGEST_MIN_CHARS || typed === lastAsked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (document.activeElement !== input.current) return;
      void fetchSuggestions(typed, controller.signal).then((found) => {
        // Aborted by more typing, or offline: the form still searches.
        if (found === null) return;
        lastAsked.current = typed;
        setItems(found);
        setActive(-1);
        setOpen(document.activeElement === input.current);
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, typing]);

  const expanded = open && typed.length >= SUGGEST_MIN_CHARS && items.length > 0;

  function choose(s: SearchSuggestion) {
    setOpen(false);
    void navigate(localHref(productHref(s)));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0 || typed.length < SUGGEST_MIN_CHARS) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      // Past either end the choice goes back to the text box itself (-1), then round again.
      if (!expanded) setActive(down ? 0 : items.length - 1);
      else setActive((i) => (down ? (i + 1 >= items.length ? -1 : i + 1) : i <= -1 ? items.length - 1 : i - 1));
      setOpen(true);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(items[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Form action={localHref('/search')} method="get" role="search" className="header-search">
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {t('Search products')}
      </label>
      <div className="search-field">
        <input
          ref={input}
          id={INPUT_ID}
          type="search"
          name="q"
          required
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('Search balloons, decor…')}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTyping(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': LIST_ID,
                'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
              }
            : {})}
        />
        {hydrated && (
          <ul id={LIST_ID} role="listbox" aria-label={t('Suggestions')} className="search-suggestions" hidden={!expanded}>
            {items.map((s, i) => (
              <li
                key={s.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'is-active' : undefined}
                // Keeps the focus in the box (a blur would close the list before the click lands).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
              >
                {s.image ? (
                  <img className="search-suggestion-thumb" src={`${productImageUrl(s.image)}&w=160&format=webp`} alt="" width={48} height={48} />
                ) : (
                  <span className="search-suggestion-thumb" />
                )}
                <span className="search-suggestion-title">{productTitle(s, locale)}</span> <span className="search-suggestion-price">{formatRupees(s.price)}</span>
              </li>
            ))}
          </ul>
        )}
        {hydrated && (
          <p className="visually-hidden" role="status">
            {expanded ? `${items.length} suggestion${items.length === 1 ? '' : 's'}: use the up and down arrows to choose, Enter to open.` : ''}
          </p>
        )}
      </div>
      <button type="submit" className="search-submit">
        <SearchIcon /> <span>{t('Search')}</span>
      </button>
    </Form>
  );
}
