import {
  apiError,
  inquiryChallenge,
  inquiryChallengePath,
  inquiryInput,
  inquiryReceipt,
  libraryItem,
  librarySearchQuery,
  mainTaskContentEntry,
  notice,
  noticeSearchQuery,
  pageName,
  postId,
  postSearchPage,
  postsLanguageQuery,
  translationEntry,
  templatePage,
} from '@office/contracts';
import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import { defaultInquirySpamSettings, type InquirySpamSettings } from '@office/api/services/inquiry-guard';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const errors = {
  400: json(apiError, 'Bad input: `fields` names each bad field and why.'),
  503: json(apiError, 'The database cannot be reached; try again shortly.'),
};
/**
 * What any request can be refused with before its operation runs (http/problems.ts): a malformed
 * request or URL (400), one too slow to arrive (408), headers too large (431). A code an operation
 * lists itself takes precedence over this range.
 */
const refused = {
  '4XX': json(apiError, 'Refused before the operation ran: a malformed request (400), too slow to arrive (408), headers too large (431).'),
};
const searchDescription =
  "The website's search, as JSON (an addition to the office's original paths). A post is found when its text in `lang`, or its Korean original, " +
  'has every word of `q`: CJK words anywhere, inside longer words too; other words where a word starts. ' +
  'Words in a title rank first, then newest. `q` that is empty, longer than 100 characters, holds a NUL or has no letter ' +
  'or digit is a 400 naming `q`.';
const idPath = z.object({ id: postId.meta({ description: 'Numeric id', example: 1 }) });

/**
 * The REST facade (docs/api.md#rest-paths) described from the same zod schemas the handlers validate with. It
 * passes Redocly's `recommended` rules (apps/server/redocly.yaml; checked by test/public-api/openapi.test.ts,
 * decision 0030): each operation has an `operationId` (the name generated clients give it), says
 * `security: []` (all are public: no sign-in, no key) and lists its 4xx answers.
 */
export function buildOpenApiDocument(limits: InquirySpamSettings = defaultInquirySpamSettings) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Office website REST API',
      version: '1.0.0',
      description:
        'The public REST facade of the office website. Lists are plain JSON arrays, newest first; ' +
        'absent optional fields are null; `created_at` is ISO 8601. Every error has the `ApiError` body.',
    },
    // Relative: the paths answer on whichever origin serves this document (every deployment).
    servers: [{ url: '/', description: 'The website that serves this document' }],
    tags: [
      { name: 'Texts', description: "The website's texts per page, in every language" },
      { name: 'Inquiries', description: 'Inquiries sent to the office, and their proof-of-work challenge' },
      { name: 'Notices', description: 'Published notices' },
      { name: 'Library', description: 'Published library items (downloadable documents)' },
    ],
    paths: {
      '/api/translation/page': {
        get: {
          operationId: 'getPageTexts',
          tags: ['Texts'],
          summary: 'Texts of one page',
          security: [],
          requestParams: { query: z.object({ page_name: pageName.meta({ description: 'Korean page name', example: templatePage }) }) },
          responses: { 200: json(z.array(translationEntry), 'Every text of the page, one entry per key'), ...errors, ...refused },
        },
      },
      '/api/translation/main-task-contents': {
        get: {
          operationId: 'getMainTaskContents',
          tags: ['Texts'],
          summary: 'Main-task HTML per category',
          security: [],
          responses: {
            200: json(z.array(mainTaskContentEntry), 'category1 to category6, HTML per language'),
            503: errors[503],
            ...refused,
          },
        },
      },
      '/api/common/inquiry/': {
        post: {
          operationId: 'submitInquiry',
          tags: ['Inquiries'],
          summary: 'Send an inquiry',
          security: [],
          description:
            'Stored in the database before the answer is sent. Body limit 32 KiB (413 beyond); JSON only (415 otherwise).\n\n' +
            '**Spam defence.** Fetch a challenge from `GET /api/common/inquiry/challenge`, solve it (ALTCHA v2 proof of work, ' +
            'e.g. `solveChallenge` of the `altcha-lib` package) and send the payload — base64 of the JSON ' +
            '`{ "challenge": { "parameters", "signature" }, "solution": { "counter", "derivedKey" } }` — as `altcha`. ' +
            'Each challenge is accepted once, until it expires. A bad, expired or reused challenge is a 400 naming `altcha`; ' +
            'a non-empty `website` (a honeypot field the website hides from people) is a 400 naming `website`. ' +
            `Inquiries are limited per client address and in all (here: ${limits.perAddress} per address per ` +
            `${limits.windowMinutes} minutes, ${limits.globalPerHour} per hour in all); a request without \`altcha\` ` +
            `is accepted under much lower limits (here: ${limits.withoutChallengePerAddress} per address per ` +
            `${limits.windowMinutes} minutes, ${limits.withoutChallengeGlobalPerHour} per hour in all). ` +
            'Over a limit the answer is 429 with `Retry-After` (seconds) and nothing is stored; refused requests do not count.',
          requestBody: { required: true, content: { 'application/json': { schema: inquiryInput } } },
          responses: {
            201: json(inquiryReceipt, 'Received and stored'),
            ...errors,
            413: json(apiError, 'Body too large'),
            415: json(apiError, 'Not JSON'),
            429: {
              ...json(apiError, 'Over a limit: nothing stored; try again after `Retry-After` seconds, or call the office'),
              headers: z.object({ 'retry-after': z.string().meta({ description: 'Seconds until the limit allows another inquiry' }) }),
            },
            ...refused,
          },
        },
      },
      [inquiryChallengePath]: {
        get: {
          operationId: 'getInquiryChallenge',
          tags: ['Inquiries'],
          summary: 'A proof-of-work challenge for an inquiry',
          security: [],
          description:
            'A fresh ALTCHA v2 challenge (PBKDF2/SHA-256), signed by the server and valid until `parameters.expiresAt` ' +
            '(Unix seconds). Find the counter whose derived key starts with `keyPrefix` (the `altcha-lib` package does it), ' +
            'then send the payload as `altcha` with the inquiry. Never cached (`Cache-Control: no-store`).',
          responses: { 200: json(inquiryChallenge, 'The challenge'), 503: errors[503], ...refused },
        },
      },
      '/api/common/notices/': {
        get: {
          operationId: 'listNotices',
          tags: ['Notices'],
          summary: 'All published notices',
          security: [],
          requestParams: { query: postsLanguageQuery },
          responses: { 200: json(z.array(notice), 'Newest first'), ...errors, ...refused },
        },
      },
      '/api/common/notices/search/': {
        get: {
          operationId: 'searchNotices',
          tags: ['Notices'],
          summary: 'Search the published notices',
          security: [],
          description: searchDescription,
          requestParams: { query: noticeSearchQuery },
          responses: { 200: json(postSearchPage, 'One page of results, best first'), ...errors, ...refused },
        },
      },
      '/api/common/notices/{id}/': {
        get: {
          operationId: 'getNotice',
          tags: ['Notices'],
          summary: 'One notice',
          security: [],
          requestParams: { path: idPath, query: postsLanguageQuery },
          responses: {
            200: json(notice, 'The notice'),
            ...errors,
            404: json(apiError, 'No such notice'),
            410: json(apiError, 'The notice was deleted'),
            ...refused,
          },
        },
      },
      '/api/common/library/': {
        get: {
          operationId: 'listLibraryItems',
          tags: ['Library'],
          summary: 'All published library items',
          security: [],
          requestParams: { query: postsLanguageQuery },
          responses: {
            200: json(z.array(libraryItem), 'Newest first; filter by `category` on the client'),
            ...errors,
            ...refused,
          },
        },
      },
      '/api/common/library/search/': {
        get: {
          operationId: 'searchLibraryItems',
          tags: ['Library'],
          summary: 'Search the published library items',
          security: [],
          description: `${searchDescription} \`category\` narrows the search to one category.`,
          requestParams: { query: librarySearchQuery },
          responses: { 200: json(postSearchPage, 'One page of results, best first'), ...errors, ...refused },
        },
      },
      '/api/common/library/{id}/': {
        get: {
          operationId: 'getLibraryItem',
          tags: ['Library'],
          summary: 'One library item',
          security: [],
          requestParams: { path: idPath, query: postsLanguageQuery },
          responses: {
            200: json(libraryItem, 'The item'),
            ...errors,
            404: json(apiError, 'No such item'),
            410: json(apiError, 'The item was deleted'),
            ...refused,
          },
        },
      },
    },
  });
}
