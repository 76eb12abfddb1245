import { homeScenes } from './home';
import { ogScene } from './og';
import { pageScenes } from './pages';
import { postScenes } from './posts';
import type { Scene } from './scene';

export type { Scene } from './scene';

/** Every raster image, in the order they are drawn and listed. */
export const scenes: readonly Scene[] = [...homeScenes, ...pageScenes, ...postScenes, ogScene];
