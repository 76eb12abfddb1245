import {
  apiError,
  inquiryInput,
  inquiryReceipt,
  libraryItem,
  mainTaskContentEntry,
  notice,
  pageName,
  postId,
  translationEntry,
} from '@office/contracts';
import { z } from 'zod';
import { createDocument } from 'zod-openapi';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const errors = {
  400: json(apiError, 'Bad input: `fields` names each bad field and why.'),
  503: json(apiError, 'The database cannot be reached; try again shortly.'),
};
const idPath = z.object({ id: postId.meta({ description: 'Numeric id', example: 1 }) });

/** The REST facade (spec §7) described from the same zod schemas the handlers validate with. */
export function buildOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Office website REST API',
      version: '1.0.0',
      description:
        'The public REST facade of the office website (spec §7). Lists are plain JSON arrays, newest first; ' +
        'absent optional fields are null; `created_at` is ISO 8601. Every error has the `ApiError` body.',
    },
    paths: {
      '/api/translation/page': {
        get: {
          summary: 'Texts of one page',
          requestParams: { query: z.object({ page_name: pageName.meta({ description: 'Korean page name', example: '템플릿' }) }) },
          responses: { 200: json(z.array(translationEntry), 'Every text of the page, one entry per key'), ...errors },
        },
      },
      '/api/translation/main-task-contents': {
        get: {
          summary: 'Main-task HTML per category',
          responses: { 200: json(z.array(mainTaskContentEntry), 'category1 to category6, HTML per language'), 503: errors[503] },
        },
      },
      '/api/common/inquiry/': {
        post: {
          summary: 'Send an inquiry',
          description: 'Stored in the database before the answer is sent. Body limit 32 KiB (413 beyond); JSON only (415 otherwise).',
          requestBody: { required: true, content: { 'application/json': { schema: inquiryInput } } },
          responses: {
            201: json(inquiryReceipt, 'Received and stored'),
            ...errors,
            413: json(apiError, 'Body too large'),
            415: json(apiError, 'Not JSON'),
          },
        },
      },
      '/api/common/notices/': {
        get: { summary: 'All published notices', responses: { 200: json(z.array(notice), 'Newest first'), 503: errors[503] } },
      },
      '/api/common/notices/{id}/': {
        get: {
          summary: 'One notice',
          requestParams: { path: idPath },
          responses: { 200: json(notice, 'The notice'), ...errors, 404: json(apiError, 'No such notice') },
        },
      },
      '/api/common/library/': {
        get: {
          summary: 'All published library items',
          responses: { 200: json(z.array(libraryItem), 'Newest first; filter by `category` on the client'), 503: errors[503] },
        },
      },
      '/api/common/library/{id}/': {
        get: {
          summary: 'One library item',
          requestParams: { path: idPath },
          responses: { 200: json(libraryItem, 'The item'), ...errors, 404: json(apiError, 'No such item') },
        },
      },
    },
  });
}
