import { languageCode, officeUtcOffsetHours, officeView } from '@office/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../procedures.js';

/** Today in Korea, YYYY-MM-DD: a closure is shown until its last day has passed there. */
const todayInKorea = () => new Date(Date.now() + officeUtcOffsetHours * 3_600_000).toISOString().slice(0, 10);

/** The office's details as a page in one language shows them: map, JSON-LD, closures, messengers (decision 0038). */
export const publicOfficeRouter = router({
  view: publicProcedure.input(z.object({ lang: languageCode })).query(async ({ ctx, input }) => {
    const view = officeView(await ctx.services.office.details(), input.lang);
    const today = todayInKorea();
    return { ...view, closures: view.closures.filter((closure) => closure.to >= today) };
  }),
});
