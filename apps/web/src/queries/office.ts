import type { OfficeView } from '@office/contracts/browser';
import type { RouterContext } from '../router-context';

/**
 * The office's details as a page in the request's language shows them (decision 0038): the map
 * and the JSON-LD of home and contact read them; every other text names them through placeholders
 * the server fills in the page texts.
 */
export async function loadOfficeView(context: Pick<RouterContext, 'queryClient' | 'trpc' | 'lang'>): Promise<OfficeView> {
  const queryClient = await context.queryClient();
  return queryClient.ensureQueryData(context.trpc.office.view.queryOptions({ lang: context.lang }));
}
