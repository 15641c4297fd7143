// /tandc: the terms and conditions, a static list (refund deduction, dispute window, …).
import { TERMS } from '../features/pages/content.ts';
import { TermsPage } from '../features/pages/terms.tsx';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/tandc';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'Terms and Conditions | Gubbara', description: TERMS.description, path: PAGE_PATHS.terms, origin: originFrom(matches) });
}

export default function Tandc() {
  return <TermsPage />;
}
