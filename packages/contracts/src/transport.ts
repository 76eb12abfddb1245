/**
 * The most procedures one tRPC request may carry. The server refuses larger batches with a 400
 * (one request once stored 290 inquiries); the web and console clients split theirs to fit.
 */
export const trpcMaxBatchSize = 10;
