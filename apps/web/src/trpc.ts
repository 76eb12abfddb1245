import type { AppRouter } from '@office/api/trpc';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/**
 * Query options for every API call the site makes. On the server they call the services
 * in-process; in the browser they go over HTTP to /trpc. The query keys are the same, so data
 * rendered on the server is hydrated in the browser without being fetched again.
 */
export type Trpc = TRPCOptionsProxy<AppRouter>;
