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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { makeAnswer, type SharedCaching, sharedCacheControl } from '../site/answers/answer.js';
import type { AnswerCache } from '../site/answers/answer-cache.js';
import type { Answering } from '../site/answers/answering.js';
import type { Services } from '@office/api/services';
import { validationProblem } from '@office/api/errors';
import { goneProblem, notFoundProblem } from './problems.js';

/** An inquiry is a few KB at most (content is capped at 5,000 characters); more is refused with 413. */
export const inquiryBodyLimit = 32 * 1024;

const pageTextsQuery = z.object({ page_name: pageName });
const idParams = z.object({ id: postId });

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationProblem(parsed.error, what);
  return parsed.data;
}

export interface RestOptions {
  services: Services;
  /** Every GET's answer, kept whole by its URL and served from memory (decision 0022). */
  answers: AnswerCache;
  answering: Answering;
  caching: SharedCaching;
}

/**
 * The REST facade: exactly the paths and shapes of the office's original API (docs/api.md#rest-paths),
 * for its existing clients.
 * Registered in its own scope so that dropping the text/plain parser here makes a non-JSON body
 * a 415 on these routes only.
 *
 * A GET's answer is the same for everyone who asks for its URL, so it is kept by URL (once asked
 * for twice) and shared caches may keep it too (`public, s-maxage`); it varies only by the
 * encoding. Input is checked before anything is kept: a bad query is a 400 every time.
 */
export async function restRoutes(app: FastifyInstance, { services, answers, answering, caching }: RestOptions) {
  app.removeContentTypeParser('text/plain');
  answering.serveFromMemory('rest', (url) => (url.startsWith('/api/') ? answers.peek(url) : undefined));

  const cacheControl = sharedCacheControl(caching);
  /** The GET's answer for its URL: kept, or made from what `load` reads (which may throw a 404). */
  const answerJson = async (request: FastifyRequest, load: () => Promise<unknown>) =>
    answers.get(request.url, async () =>
      makeAnswer({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify(await load()),
        cacheControl,
        vary: 'accept-encoding',
      }),
    );

  app.get('/api/translation/page', async (request, reply) => {
    const { page_name } = parse(pageTextsQuery, request.query, 'query');
    return answering.send(request, reply, await answerJson(request, async () => (await services.texts.pageTexts(page_name)).value));
  });

  app.get('/api/translation/main-task-contents', async (request, reply) =>
    answering.send(request, reply, await answerJson(request, async () => (await services.texts.mainTaskContents()).value)),
  );

  app.post('/api/common/inquiry/', { bodyLimit: inquiryBodyLimit }, async (request, reply) => {
    const input = parse(inquiryInput, request.body ?? {}, 'inquiry');
    // A refused inquiry (InquiryRefused) is answered by the error handler: 429 over a limit, 400 naming the field.
    const receipt = await services.inquiryGuard.submit(input, { address: request.ip });
    return reply.code(201).send(receipt);
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
      return answering.send(request, reply, await answerJson(request, async () => (await services.posts.list(kind, lang)).value));
    });
    app.get(`/api/common/${path}/:id/`, async (request, reply) => {
      const { id } = parse(idParams, request.params, 'id');
      const { lang } = parse(postsLanguageQuery, request.query, 'query');
      const answer = await answerJson(request, async () => {
        const item = await services.posts.byId(kind, id, lang);
        if (item.value) return item.value;
        // A deleted post is gone for good (410), one that never existed is not found (decision 0047).
        if (await services.posts.wasDeleted(kind, id)) throw goneProblem(`${label} ${id}`);
        throw notFoundProblem(`${label} ${id}`);
      });
      return answering.send(request, reply, answer);
    });
  };
  postRoutes('notice', 'notices', 'notice');
  postRoutes('library', 'library', 'library item');
}
