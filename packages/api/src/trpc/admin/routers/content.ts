import { consolePostsRouter } from './console-posts.js';
import { mainTaskRouter, consoleTextsRouter } from './console-texts.js';

/** Everything an editor works on (decision 0010), mounted at the console router's top level. */
export const contentRouters = {
  posts: consolePostsRouter,
  texts: consoleTextsRouter,
  mainTask: mainTaskRouter,
};
