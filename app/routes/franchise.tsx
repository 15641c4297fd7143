// /franchise: franchise information, the franchise terms and the franchise form.
import { FRANCHISE_PAGE } from '../features/pages/content.ts';
import { FranchisePage } from '../features/pages/franchise.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/franchise';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Franchise Partner | Gubbara', description: FRANCHISE_PAGE.description, path: PAGE_PATHS.franchise, origin: originFrom(matches) });
}

export default function Franchise() {
  return <FranchisePage />;
}
