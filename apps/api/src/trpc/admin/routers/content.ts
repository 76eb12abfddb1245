import { postsRouter } from './posts.js';
import { mainTaskRouter, textsRouter } from './texts.js';

/** Everything an editor works on (issue 4 §2, §3), mounted at the console router's top level. */
export const contentRouters = {
  posts: postsRouter,
  texts: textsRouter,
  mainTask: mainTaskRouter,
};
