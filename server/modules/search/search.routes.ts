// Product search: GET /api/home/search?q=&limit=&offset=&sort=&min=&max=&stock=&colour=&occasion= ({total, items} with the
// catalogue's product shape; 48 unless a limit is given; ranked unless sorted; counted up to 1,000, with
// moreThan: true when more match) and GET /api/home/search/suggest?q= (at most 8, for the header's
// search box: id, title, category, price and picture), and the owner's synonyms under /api/admin/search/synonyms (behind the admin guard).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/catalog-schemas.ts';
import { CATALOGUE_PAGE_SIZE } from '../../../shared/constants.ts';
import { badRequest } from '../../http-errors.ts';
import { describedOnly } from '../../schema-compilers.ts';
import { doneAnswer, errorAnswers } from '../../response-schema.ts';
import { currentAdmin } from '../auth/auth.routes.ts';
import { synonymInput } from './search.service.ts';
import { searchQuery, searchResponse, suggestQuery, suggestResponse, synonymListResponse, synonymShape } from './search.schemas.ts';

export async function searchRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { search } = app.services;

  app.get(
    '/api/home/search',
    { schema: { operationId: 'searchProducts', summary: 'Search the products', querystring: searchQuery, ...searchResponse } },
    async (req) => {
      const query = req.query;
      return search.search(query.q, query.limit ?? CATALOGUE_PAGE_SIZE, query.offset ?? 0, {
        sort: query.sort,
        filters: {
          min: query.min ?? null,
          max: query.max ?? null,
          inStock: query.stock === '1',
          ...(query.colour ? { colour: query.colour } : {}),
          ...(query.occasion ? { occasion: query.occasion } : {}),
        },
      });
    },
  );

  app.get(
    '/api/home/search/suggest',
    { schema: { operationId: 'suggestSearches', summary: 'Suggestions for a search being typed', querystring: suggestQuery, ...suggestResponse } },
    async (req) => {
      const { q } = req.query;
      return { items: await search.suggest(q) };
    },
  );

  app.get(
    '/api/admin/search/synonyms',
    { schema: { operationId: 'listSynonyms', summary: 'List the search synonyms', ...synonymListResponse } },
    async (req) => {
      currentAdmin(req);
      return search.listSynonyms();
    },
  );

  // The service checks the body (its messages name each field).
  app.post(
    '/api/admin/search/synonyms',
    {
      schema: {
        operationId: 'createSynonym',
        summary: 'Add a search synonym',
        body: describedOnly(synonymInput),
        response: { 201: doneAnswer(201, synonymShape.shape), ...errorAnswers },
      },
    },
    async (req, reply) => {
      currentAdmin(req);
      if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw badRequest('Request body must be a JSON object');
      const saved = await search.addSynonym(req.body);
      reply.status(201);
      return { status: 201 as const, message: `Synonym saved: "${saved.word}" also finds "${saved.means}"`, ...saved };
    },
  );

  app.delete(
    '/api/admin/search/synonyms/:id',
    {
      schema: {
        operationId: 'deleteSynonym',
        summary: 'Remove a search synonym',
        params: z.object({ id: idParam }),
        response: { 200: doneAnswer(200, {}), ...errorAnswers },
      },
    },
    async (req) => {
      currentAdmin(req);
      const gone = await search.deleteSynonym(req.params.id);
      return { status: 200 as const, message: `Synonym "${gone.word}" → "${gone.means}" deleted` };
    },
  );
}
