import { categoryKey, languageCode, narrowToLanguage, pageName } from '@office/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../procedures.js';

/** With `lang`, only that language and the Korean fallback are sent: what one page needs. */
const optionalLanguage = z.object({ lang: languageCode.optional() });

export const publicTextsRouter = router({
  page: publicProcedure.input(optionalLanguage.extend({ pageName })).query(async ({ ctx, input }) => {
    const entries = (await ctx.services.texts.pageTexts(input.pageName)).value;
    return input.lang ? narrowToLanguage(entries, input.lang) : entries;
  }),
  /** All six categories, or with `category` only that one (a tab of /mainTask). */
  mainTaskContents: publicProcedure
    .input(optionalLanguage.extend({ category: categoryKey.optional() }).optional())
    .query(async ({ ctx, input }) => {
      const all = (await ctx.services.texts.mainTaskContents()).value;
      const entries = input?.category ? all.filter((entry) => entry.key === input.category) : all;
      return input?.lang ? narrowToLanguage(entries, input.lang) : entries;
    }),
});
