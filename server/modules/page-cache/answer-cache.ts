// The public catalogue calls' JSON, kept in memory per catalogue version: each answer is serialised
// once by its route's response schema, compressed once, and then sent as ready bytes with an ETag,
// so even the whole product list costs a repeat only a lookup. Once an answer has been sent, its
// repeats are answered by the fast path (fast-path.ts) before validation, the security headers plugin
// or the route run.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCache, encodeResponse } from './response-cache.ts';
import { PAGE_CACHE_CONTROL } from './page-cache.ts';
import { sendKept } from './fast-path.ts';

/** The product pages, categories and list windows people ask for; a list of every product is the largest. */
// 64 MB holds the list of 100,000 products (kept compressed: a few MB) with room for the rest.
const ANSWER_CACHE_LIMITS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL };

export type SendAnswer = <T>(
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  keep?: (answer: T) => boolean,
) => Promise<FastifyReply>;

/**
 * The cache of catalogue answers, emptied whenever the catalogue moves: at once when this instance
 * changed it, within the poll's second when another one did.
 */
export function createAnswerCache(app: FastifyInstance): ResponseCache {
  const answers = new ResponseCache(ANSWER_CACHE_LIMITS);
  const stop = app.services.catalogueVersion.onChange(() => answers.clear());
  app.addHook('onClose', async () => stop());
  return answers;
}

/**
 * Sends a route's answer from `answers`. `key` must name everything the answer depends on (normalised,
 * so junk in a query cannot multiply entries); `load` runs only on a miss, and what it throws (a 404)
 * reaches the error handler as usual. An answer `keep` refuses is sent as it is and not kept.
 */
export function catalogueAnswers(answers: ResponseCache): SendAnswer {
  return async (req, reply, key, load, keep) => {
    let unkept: { answer: unknown } | undefined;
    const entry = await answers.fetch(key, async () => {
      const answer = await load();
      if (keep && !keep(answer)) {
        unkept = { answer };
        return undefined;
      }
      return encodeResponse(200, JSON_HEADERS, Buffer.from(reply.serialize(answer) as string));
    });
    if (entry) return sendKept(req, reply, entry);
    return reply.header('cache-control', PAGE_CACHE_CONTROL).send(unkept!.answer);
  };
}
