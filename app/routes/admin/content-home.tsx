// /admin/content/home: the home page's sections, edited as a draft, previewed, published, restored.
import { servicesContext } from '../../context.ts';
import { adminTitle } from '../../features/admin/admin-title.ts';
import { categoryOptions } from '../../features/admin/forms.ts';
import { HomeEditor } from '../../features/admin/home-editor.tsx';
import type { ContentState, HomeDoc } from '../../../shared/content.ts';
import type { Route } from './+types/content-home';

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [state, history, categories] = await Promise.all([services.content.get('home'), services.content.history('home'), categoryOptions(services.admin)]);
  return { state: state as ContentState<HomeDoc>, history, categories };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminTitle(matches, 'Home Page Content');
}

export default function ContentHome({ loaderData }: Route.ComponentProps) {
  return <HomeEditor state={loaderData.state} history={loaderData.history} categories={loaderData.categories} />;
}
