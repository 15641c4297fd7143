// Top bar, icons and the main menu: eight dropdowns built from the categories in the database
// (Event Setup with its Wedding Setup and Corporate Setup subsections) and the Franchise Partner button,
// with the product search box (search-box.tsx) beside the name, or under it on a phone.
// Disclosure pattern: Enter/Space/ArrowDown open, arrows/Home/End move, Escape closes and returns focus.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LocalLink as Link } from './i18n.tsx';
import type { Category } from '../../../shared/catalog.ts';
import { EVENT_SUBGROUPS, MENU_GROUPS } from '../../../shared/menu.ts';
import type { BusinessInfo } from '../../../shared/services.ts';
import { categoryHref } from '../../../shared/urls.ts';
import { TOP_BAR_TEXT } from '../home/content.ts';
import { displayPhone, mailtoLink, telLink } from './business.ts';
import { setDropdownOpen } from './menu-state.ts';
import { CartBadge } from '../cart/cart-badge.tsx';
import { SearchBox } from './search-box.tsx';
import { ChevronIcon, MenuIcon, UserIcon } from './icons.tsx';
import { useT } from './i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';

interface MenuSection {
  heading?: string;
  items: { label: string; to: string }[];
}

export interface MenuGroupData {
  label: string;
  sections: MenuSection[];
}

/** Groups the active categories into the menu's dropdowns, in the spec's order. */
export function buildMenu(categories: Category[]): MenuGroupData[] {
  const link = (c: Category) => ({ label: c.name, to: categoryHref(c.slug) });
  const out: MenuGroupData[] = [];
  for (const group of MENU_GROUPS) {
    const inGroup = categories.filter((c) => c.menuGroup === group);
    if (inGroup.length === 0) continue;
    const subgroups = group === 'Event Setup' ? [...EVENT_SUBGROUPS, null] : [null];
    const sections: MenuSection[] = [];
    for (const sub of subgroups) {
      const items = inGroup
        .filter((c) => (sub === null ? !(EVENT_SUBGROUPS as readonly string[]).includes(c.menuSubgroup ?? '') : c.menuSubgroup === sub))
        .map(link);
      if (items.length) sections.push(sub ? { heading: sub, items } : { items });
    }
    out.push({ label: group, sections });
  }
  return out;
}

function focusItem(panel: HTMLElement | null, which: 'first' | 'last' | 1 | -1) {
  if (!panel) return;
  const links = Array.from(panel.querySelectorAll<HTMLAnchorElement>('a'));
  if (!links.length) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  let next = 0;
  if (which === 'last') next = links.length - 1;
  else if (which === 1) next = (current + 1) % links.length;
  else if (which === -1) next = (current - 1 + links.length) % links.length;
  links[next]!.focus();
}

function Dropdown({
  group,
  open,
  onOpen,
  onClose,
  onFollow,
}: {
  group: MenuGroupData;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A link was followed: close the dropdown and the phone menu at once, before the next page arrives. */
  onFollow: () => void;
}) {
  const t = useT();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusItem(panel.current, 'first');
    }
  }, [open]);

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (open) focusItem(panel.current, 'first');
      else {
        focusFirstOnOpen.current = true;
        onOpen();
      }
    } else if (e.key === 'Escape' && open) {
      onClose();
    }
  }

  function onPanelKey(e: KeyboardEvent) {
    const keys: Record<string, 'first' | 'last' | 1 | -1> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const k = keys[e.key];
    if (k !== undefined) {
      e.preventDefault();
      focusItem(panel.current, k);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      button.current?.focus();
    }
  }

  return (
    <li
      className={`menu-item${open ? ' is-open' : ''}`}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? onClose() : onOpen())}
        onKeyDown={onButtonKey}
      >
        {t(group.label)} <ChevronIcon />
      </button>
      <div ref={panel} id={id} className="menu-panel" hidden={!open} onKeyDown={onPanelKey}>
        {group.sections.map((s, i) => (
          <div key={s.heading ?? i} className="menu-section">
            {s.heading && <p className="menu-heading">{t(s.heading)}</p>}
            <ul>
              {s.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} onClick={onFollow}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}

export function SiteHeader({ categories, business }: { categories: Category[]; business: BusinessInfo }) {
  const menu = buildMenu(categories);
  const t = useT();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [navOpen, setNavOpen] = useState(false);
  const location = useLocation();
  const nav = useRef<HTMLElement>(null);
  const closeAll = () => {
    setOpenGroup(null);
    setNavOpen(false);
  };

  useEffect(() => {
    setDropdownOpen(openGroup !== null);
  }, [openGroup]);

  // Close everything on navigation (state adjusted while rendering, not in an effect).
  const here = location.pathname + location.search;
  const [lastPlace, setLastPlace] = useState(here);
  if (lastPlace !== here) {
    setLastPlace(here);
    setOpenGroup(null);
    setNavOpen(false);
  }

  // A click or tap outside the menu closes an open dropdown.
  useEffect(() => {
    if (openGroup === null) return;
    const onDown = (e: PointerEvent) => {
      if (nav.current && !nav.current.contains(e.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [openGroup]);

  return (
    <header className="site-header">
      <div className="topbar">
        <p className="topbar-text">{t(TOP_BAR_TEXT)}</p>
        <LanguageSwitch />
        <p className="topbar-contact">
          <a href={telLink(business.phone)}>{displayPhone(business.phone)}</a>
          <a href={mailtoLink(business.email)}>{business.email}</a>
        </p>
      </div>
      <div className="header-main">
        <Link to="/" className="brand" aria-label={`${business.name}, ${t('home')}`}>
          {/* The owner's logo at the media store's smallest width (ample for its 40 px height), else the balloon mark. */}
          {business.logoUrl ? (
            <img className="brand-logo" src={`${business.logoUrl}&w=160&format=webp`} alt="" height="40" />
          ) : (
            <img src="/favicon.svg" alt="" width="32" height="32" />
          )}
          <span>{business.name}</span>
        </Link>
        <SearchBox />
        <div className="header-icons">
          <CartBadge />
          <Link to="/admin" className="icon-link" aria-label={t('Admin')}>
            <UserIcon />
          </Link>
          <button type="button" className="nav-toggle" aria-expanded={navOpen} aria-controls="main-nav" onClick={() => setNavOpen((v) => !v)}>
            <MenuIcon /> <span>{t('Menu')}</span>
          </button>
        </div>
      </div>
      <nav ref={nav} id="main-nav" aria-label={t('Main')} className={`main-menu${navOpen ? ' is-open' : ''}`}>
        <ul className="menu-list">
          {menu.map((g) => (
            <Dropdown
              key={g.label}
              group={g}
              open={openGroup === g.label}
              onOpen={() => setOpenGroup(g.label)}
              onClose={() => setOpenGroup((cur) => (cur === g.label ? null : cur))}
              onFollow={closeAll}
            />
          ))}
          <li className="menu-franchise">
            <Link to="/franchise" className="btn btn-small" onClick={closeAll}>
              {t('Franchise Partner')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
