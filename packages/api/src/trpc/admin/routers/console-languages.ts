import { languageCodes } from '@office/contracts';
import { z } from 'zod';
import { adminProcedure, adminRouterOf, staffProcedure } from '../console-procedures.js';

/** The site's languages (언어): every member of staff sees which are offered, an admin switches them. */
export const consoleLanguagesRouter = adminRouterOf({
  list: staffProcedure.query(({ ctx }) => ctx.services.languages.list()),
  setOffered: adminProcedure
    .input(z.strictObject({ code: z.enum(languageCodes, { error: `must be one of ${languageCodes.join(', ')}` }), offered: z.boolean() }))
    .mutation(({ ctx, input }) => ctx.services.languages.setOffered(input.code, input.offered, ctx.session.staff)),
});
