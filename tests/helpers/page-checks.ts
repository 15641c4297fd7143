// What the browser tests check on a rendered page: that it never scrolls sideways, and that axe-core
// finds no violation of any of its rules in a part of it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page is no wider than the window: a phone never scrolls it sideways. */
export async function noSidewaysScroll(p: Page): Promise<void> {
  const [scroll, width] = await p.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

/** No axe-core violation inside `selector`, each one listed with the elements it was found on. */
export async function axe(p: Page, selector: string): Promise<void> {
  const result = await new AxeBuilder({ page: p }).include(selector).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A phone shows the page without sideways scrolling, and axe finds nothing in `selector`. */
export async function fitsAndPassesAxe(p: Page, selector: string): Promise<void> {
  await noSidewaysScroll(p);
  await axe(p, selector);
}
