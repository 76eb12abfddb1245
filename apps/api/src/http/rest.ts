import {
  inquiryChallengePath,
  inquiryInput,
  librarySearchQuery,
  noticeSearchQuery,
  pageName,
  postId,
  type PostKind,
  postsLanguageQuery,
} from '@office/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { InquiryRefused } from '../services/inquiry-guard.js';
import { inquiryRefusalProblem } from './inquiry-refusal.js';
import type { CachedResult } from '../services/read-cache.js';
import { responseEncoding } from '../content-encoding.js';
import { validationProblem } from '../problem.js';
import { notFoundProblem } from './problems.js';

/** An inquiry is a few KB at most (content is capped at 5,000 characters); more is refused with 413. */
export const inquiryBodyLimit = 32 * 1024;

const pageTextsQuery = z.object({ page_name: pageName });
const idParams = z.object({ id: postId });

/** Sends a cached result as JSON, compressed when the client accepts it and it is worth it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, result: CachedResult<unknown>) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const text = result.json();
  const encoding = responseEncoding(request, text.length);
  if (encoding) {
    return reply.header('content-encoding', encoding).send(result.encoded(encoding));
  }
  return reply.send(text);
}

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationProblem(parsed.error, what);
  return parsed.data;
}

/**
 * The REST facade: exactly the paths and shapes of spec §7, for the office's existing clients.
 * Registered in its own scope so that dropping the text/plain parser here makes a non-JSON body
 * a 415 on these routes only.
 */
export async function restRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.removeContentTypeParser('text/plain');

  app.get('/api/translation/page', async (request, reply) => {
    const { page_name } = parse(pageTextsQuery, request.query, 'query');
    return sendCached(request, reply, await services.texts.pageTexts(page_name));
  });

  app.get('/api/translation/main-task-contents', async (request, reply) =>
    sendCached(request, reply, await services.texts.mainTaskContents()),
  );

  app.post('/api/common/inquiry/', { bodyLimit: inquiryBodyLimit }, async (request, reply) => {
    const input = parse(inquiryInput, request.body ?? {}, 'inquiry');
    try {
      const receipt = await services.inquiryGuard.submit(input, { address: request.ip });
      return reply.code(201).send(receipt);
    } catch (error) {
      throw error instanceof InquiryRefused ? inquiryRefusalProblem(error) : error;
    }
  });

  // A fresh proof-of-work challenge; never cached, each is accepted once.
  app.get(inquiryChallengePath, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await services.inquiryGuard.challenge()),
  );

  const postRoutes = (kind: PostKind, path: string, label: string) => {
    // The website's search as JSON (decision 0020); `search` can be no id, so it takes no id's place.
    const searchQuery = kind === 'library' ? librarySearchQuery : noticeSearchQuery;
    app.get(`/api/common/${path}/search/`, async (request) => {
      const { page_size, ...query } = parse(searchQuery, request.query, 'query');
      return services.posts.search(kind, { ...query, pageSize: page_size });
    });
    app.get(`/api/common/${path}/`, async (request, reply) => {
      const { lang } = parse(postsLanguageQuery, request.query, 'query');
      return sendCached(request, reply, await services.posts.list(kind, lang));
    });
    app.get(`/api/common/${path}/:id/`, async (request, reply) => {
      const { id } = parse(idParams, request.params, 'id');
      const { lang } = parse(postsLanguageQuery, request.query, 'query');
      const item = await services.posts.byId(kind, id, lang);
      if (!item.value) throw notFoundProblem(`${label} ${id}`);
      return sendCached(request, reply, item);
    });
  };
  postRoutes('notice', 'notices', 'notice');
  postRoutes('library', 'library', 'library item');
}
