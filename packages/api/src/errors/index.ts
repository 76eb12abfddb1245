// The one errors module (decision 0014): every refusal kind with its HTTP status, the transports'
// own problems and the parts of the error body. The REST facade (apps/server's http/problems.ts)
// and tRPC (trpc/refusals.ts) each map them in one place.
export * from './console-refusals.js';
export * from './domain-error.js';
export * from './inquiry-refused.js';
export * from './problem.js';
export * from './refusal.js';
