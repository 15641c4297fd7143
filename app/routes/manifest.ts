// /manifest.webmanifest: the web app manifest, read by a phone's "Install app" / "Add to Home screen".
// The installed app is named after the business as the owner set it (/admin/settings); the short name
// under the icon is its first word when the whole is too long for a home screen.
import { THEME_COLOUR } from '../../shared/constants.ts';
import { servicesContext } from '../context.ts';
import type { Route } from './+types/manifest';

/** Longer names are cut under a home-screen icon. */
const SHORT_NAME_CHARS = 12;
function shortName(name: string): string {
  if (name.length <= SHORT_NAME_CHARS) return name;
  return (name.split(/\s+/)[0] ?? name).slice(0, SHORT_NAME_CHARS);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { name } = await context.get(servicesContext).settings.business();
  const manifest = {
    id: '/',
    name,
    short_name: shortName(name),
    description: 'Balloon decorations, balloons and party supplies, delivered across India.',
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    // Short: the owner's new business name reaches installed apps within the hour.
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
