import { domainErrorCodes } from '@office/contracts';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../../src/http/problems.js';
import { DomainError, domainErrorStatus } from '@office/api/errors';
import { refusalOf } from '@office/api/trpc/refusals';

/** A refusal as tRPC sees it: thrown by a service, wrapped by tRPC as an internal error until a middleware maps it. */
const failedProcedure = (error: Error) => new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });

describe('one DomainError, one status table', () => {
  it.each(domainErrorCodes)('%s has the same status over HTTP and tRPC', (code) => {
    const error = new DomainError(code, `refused: ${code}`, { field: 'id' });
    const status = domainErrorStatus[code];
    const body = toApiError(error, 'request-1');
    expect(body).toMatchObject({ statusCode: status, problem: code, fields: [{ field: 'id', code, message: `refused: ${code}` }] });
    const overTrpc = refusalOf(failedProcedure(error));
    expect(overTrpc?.cause).toBe(error);
    expect(getHTTPStatusCodeFromError(overTrpc!)).toBe(status);
  });

  it('leaves other errors to their own handling', () => {
    expect(refusalOf(failedProcedure(new Error('boom')))).toBeNull();
    expect(toApiError(new Error('boom'), 'request-2')).not.toHaveProperty('problem');
  });
});
