// /about: the company story, the team and the 20,000+ events claim.
import { AboutPage } from '../features/pages/about.tsx';
import { ABOUT } from '../features/pages/content.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import { PAGE_PATHS } from '../../shared/urls.ts';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'About Us | Gubbara', description: ABOUT.description, path: PAGE_PATHS.about, origin: originFrom(matches) });
}

export default function About() {
  return <AboutPage />;
}
