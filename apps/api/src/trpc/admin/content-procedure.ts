import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ContentError, type ContentProblem } from '../../services/content/errors.js';
import { staffProcedure } from './console-procedures.js';

const contentProblemCodes: Record<ContentProblem, TRPC_ERROR_CODE_KEY> = {
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalid: 'BAD_REQUEST',
  unsupported_type: 'UNSUPPORTED_MEDIA_TYPE',
  unreadable: 'BAD_REQUEST',
  too_large: 'PAYLOAD_TOO_LARGE',
};

/** Content and texts: for every staff member (editors included); a content problem becomes its HTTP status. */
export const contentProcedure = staffProcedure.use(async ({ next }) => {
  const result = await next();
  const { cause } = result.ok ? {} : result.error;
  if (cause instanceof ContentError) throw new TRPCError({ code: contentProblemCodes[cause.problem], message: cause.message, cause });
  return result;
});
