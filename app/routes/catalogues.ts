// GET /catalogues/{file}: the four downloadable PDF catalogues of the Our Work page, built from the
// live catalogue by the server's cataloguePdf service.
import { servicesContext } from '../context.ts';
import { catalogueByFile } from '../features/pages/content.ts';
import type { Route } from './+types/catalogues';

export async function loader({ params, context }: Route.LoaderArgs) {
  const cat = catalogueByFile(params.file);
  if (!cat) return new Response('Catalogue not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const bytes = await context.get(servicesContext).cataloguePdf(cat);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${cat.file}"`,
      'Cache-Control': 'public, max-age=600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
