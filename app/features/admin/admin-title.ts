// The admin pages' titles name the business as it is now called (a rename at /admin/settings shows on the
// next page), not as it was at the first start.
import type { MetaDescriptor } from 'react-router';
import { businessNameFrom } from '../shell/seo.ts';

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** "<page> | <business> Admin". */
export function adminTitle(matches: Matches, page: string): MetaDescriptor[] {
  return [{ title: `${page} | ${businessNameFrom(matches)} Admin` }];
}
