import { keepPreviousData } from '@tanstack/react-query';

/**
 * Placeholder rows: a list keeps showing the rows it has while the rows for new conditions load
 * (its screen shows the new conditions at once; the route's loader does not wait for them).
 */
export const keepRows = { placeholderData: keepPreviousData } as const;
