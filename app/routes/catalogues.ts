// GET /catalogues/{file}: the four downloadable PDF catalogues of the Our Work page, built from the
// live catalogue by the server's cataloguePdf service, or, where the owner uploaded a PDF in its place,
// a redirect to that file (the address the page links to stays the same).
import { servicesContext } from '../context.ts';
import { catalogueByFile } from '../features/pages/content.ts';
import type { Route } from './+types/catalogues';

export async function loader({ params, context }: Route.LoaderArgs) {
  const cat = catalogueByFile(params.file);
  if (!cat) return new Response('Catalogue not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const services = context.get(servicesContext);
  const uploaded = (await services.content.published('ourwork')).catalogues.find((c) => c.file === cat.file)?.upload;
  if (uploaded) return new Response(null, { status: 302, headers: { Location: `/files/${uploaded}`, 'Cache-Control': 'public, max-age=600' } });
  const bytes = await services.cataloguePdf(cat);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${cat.file}"`,
      'Cache-Control': 'public, max-age=600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
