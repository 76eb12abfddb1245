import { oversizedText } from '@office/contracts';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorStatus, domainErrorStatus } from '../services/domain-error.js';

/**
 * tRPC's code for each status a refusal can have (tRPC sends each as that same status), so a
 * refusal's status comes from the one table in services/domain-error.ts on every transport.
 */
const trpcCodeOfStatus: Record<DomainErrorStatus, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export const trpcCodeOf = (error: DomainError): TRPC_ERROR_CODE_KEY => trpcCodeOfStatus[domainErrorStatus[error.code]];

/**
 * A procedure's refusal with its status (the error formatter adds `problem` and `fields`); null for
 * other errors. Input with a text over its size limit (decision 0032) is refused as
 * `text_too_large` (413) naming that field, even beside other bad fields: the size is what the
 * client must change first, and it is refused before anything else reads the text.
 */
export function refusalOf(error: TRPCError): TRPCError | null {
  const cause = error.cause instanceof ZodError ? oversizedInput(error.cause) : error.cause;
  return cause instanceof DomainError ? new TRPCError({ code: trpcCodeOf(cause), message: cause.message, cause }) : null;
}

/** The refusal of a text over its size limit among the input's problems, if one is. */
function oversizedInput(error: ZodError): DomainError | undefined {
  const oversized = oversizedText(error.issues);
  return (
    oversized &&
    new DomainError('text_too_large', `${oversized.field}: ${oversized.message}`, { field: oversized.field, reason: oversized.limit })
  );
}
