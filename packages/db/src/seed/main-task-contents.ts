import { category1 } from './main-task-contents/category1.js';
import { category2 } from './main-task-contents/category2.js';
import { category3 } from './main-task-contents/category3.js';
import { category4 } from './main-task-contents/category4.js';
import { category5 } from './main-task-contents/category5.js';
import { category6 } from './main-task-contents/category6.js';
import type { SeedMainTaskContents } from './types.js';

/** The HTML of each main-task category in five languages, one file per category. */
export const mainTaskContents: SeedMainTaskContents = { category1, category2, category3, category4, category5, category6 };
