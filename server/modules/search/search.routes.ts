// Product search: GET /api/home/search?q=&limit=&offset=&sort=&min=&max=&stock= ({total, items} with the
// catalogue's product shape; 48 unless a limit is given; ranked unless sorted) and GET /api/home/search/suggest?q= (at most 8, for the header's
// search box), and the owner's synonyms under /api/admin/search/synonyms (behind the admin guard).
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { CATALOGUE_PAGE_SIZE } from '../../../shared/constants.ts';
import { badRequest, parseOr400 } from '../../http-errors.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { searchQuery, searchResponse, suggestQuery, suggestResponse, synonymListResponse } from './search.schemas.ts';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.services;

  app.get('/api/home/search', { schema: searchResponse }, async (req) => {
    const query = parseOr400(searchQuery, req.query, 'query');
    return search.search(query.q, query.limit ?? CATALOGUE_PAGE_SIZE, query.offset ?? 0, {
      sort: query.sort,
      filters: { min: query.min ?? null, max: query.max ?? null, inStock: query.stock === '1' },
    });
  });

  app.get('/api/home/search/suggest', { schema: suggestResponse }, async (req) => {
    const { q } = parseOr400(suggestQuery, req.query, 'query');
    return { items: await search.suggest(q) };
  });

  app.get('/api/admin/search/synonyms', { schema: synonymListResponse }, async (req) => {
    currentAdmin(req);
    return search.listSynonyms();
  });

  app.post('/api/admin/search/synonyms', async (req, reply) => {
    currentAdmin(req);
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw badRequest('Request body must be a JSON object');
    const saved = await search.addSynonym(req.body);
    reply.status(201);
    return { status: 201, message: `Synonym saved: "${saved.word}" also finds "${saved.means}"`, ...saved };
  });

  app.delete<{ Params: { id: string } }>('/api/admin/search/synonyms/:id', async (req) => {
    currentAdmin(req);
    const gone = await search.deleteSynonym(parseOr400(idParam, req.params.id, 'id'));
    return { status: 200, message: `Synonym "${gone.word}" → "${gone.means}" deleted` };
  });
}
