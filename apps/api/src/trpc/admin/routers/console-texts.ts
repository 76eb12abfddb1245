import { addTextKeyInput, mainTaskGetInput, mainTaskSetInput, removeTextKeyInput, setTextInput, textGridInput } from '@office/contracts';
import { contentProcedure } from '../content-procedure.js';
import { adminRouterOf } from '../console-procedures.js';

/** Page texts in five languages: the grid, edits in place, keys added and removed. */
export const consoleTextsRouter = adminRouterOf({
  grid: contentProcedure.input(textGridInput).query(({ ctx, input }) => ctx.services.content.texts.grid(input)),
  set: contentProcedure.input(setTextInput).mutation(({ ctx, input }) => ctx.services.content.texts.set(input, ctx.session.staff)),
  addKey: contentProcedure.input(addTextKeyInput).mutation(({ ctx, input }) => ctx.services.content.texts.addKey(input, ctx.session.staff)),
  removeKey: contentProcedure
    .input(removeTextKeyInput)
    .mutation(({ ctx, input }) => ctx.services.content.texts.removeKey(input, ctx.session.staff)),
});

/** The main-task contents: HTML per category and language, sanitized on save. */
export const mainTaskRouter = adminRouterOf({
  get: contentProcedure.input(mainTaskGetInput).query(({ ctx, input }) => ctx.services.content.texts.mainTask.get(input.category)),
  set: contentProcedure
    .input(mainTaskSetInput)
    .mutation(({ ctx, input }) => ctx.services.content.texts.mainTask.set(input, ctx.session.staff)),
});
