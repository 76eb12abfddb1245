import { addTextKeyInput, mainTaskGetInput, mainTaskSetInput, removeTextKeyInput, setTextInput, textGridInput } from '@office/contracts';
import { adminRouterOf, staffProcedure } from '../console-procedures.js';

/** Page texts in five languages: the grid, edits in place, keys added and removed. */
export const consoleTextsRouter = adminRouterOf({
  grid: staffProcedure.input(textGridInput).query(({ ctx, input }) => ctx.services.content.texts.grid(input)),
  set: staffProcedure.input(setTextInput).mutation(({ ctx, input }) => ctx.services.content.texts.set(input, ctx.session.staff)),
  addKey: staffProcedure.input(addTextKeyInput).mutation(({ ctx, input }) => ctx.services.content.texts.addKey(input, ctx.session.staff)),
  removeKey: staffProcedure
    .input(removeTextKeyInput)
    .mutation(({ ctx, input }) => ctx.services.content.texts.removeKey(input, ctx.session.staff)),
});

/** The main-task contents: HTML per category and language, sanitized on save. */
export const mainTaskRouter = adminRouterOf({
  get: staffProcedure.input(mainTaskGetInput).query(({ ctx, input }) => ctx.services.content.texts.mainTask.get(input.category)),
  set: staffProcedure
    .input(mainTaskSetInput)
    .mutation(({ ctx, input }) => ctx.services.content.texts.mainTask.set(input, ctx.session.staff)),
});
