// /admin/synonyms: the owner's search synonyms (gubbare → balloon).
import { servicesContext } from '../../context.ts';
import { Synonyms as SynonymList } from '../../features/admin/synonyms.tsx';
import type { Route } from './+types/synonyms';
import { adminTitle } from '../../features/admin/admin-title.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { synonyms: await context.get(servicesContext).search.listSynonyms() };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Search Synonyms');
}

export default function Synonyms({ loaderData }: Route.ComponentProps) {
  return <SynonymList synonyms={loaderData.synonyms} />;
}
