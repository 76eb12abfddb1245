/** The site's colours and the gradients every scene may use (`url(#navyG)` ...). */
import { lin, rad } from './markup';

export const C = {
  navy: '#1d3557',
  navyDeep: '#12243d',
  navyNight: '#0c1a2e',
  navyLight: '#2e4f7a',
  slate: '#5b7391',
  teal: '#2a9d8f',
  tealDark: '#1f766c',
  tealLight: '#8fd1c6',
  tealPale: '#d7eeea',
  sand: '#f1e3c8',
  sandLight: '#f8f1e4',
  sandDark: '#dcc39a',
  gold: '#e9b44c',
  goldDark: '#c99234',
  terracotta: '#d0694e',
  red: '#c9424d',
  blue: '#2f5fa8',
  paper: '#fffdf8',
  line: '#d5dce4',
  lineSoft: '#e6ebf0',
  ink: '#3b5272',
  skin: ['#f1c9a5', '#d9a27c', '#a9724f', '#7c5238'],
  leaf: ['#2a9d8f', '#3fb39f', '#1f7a6f', '#5cbfa9'],
} as const;

/** Shared gradients, included in every scene. */
const DEFS = [
  lin('paperG', [
    [0, '#ffffff'],
    [1, '#f2ede3'],
  ]),
  lin('paperWarmG', [
    [0, '#fffaf0'],
    [1, '#efe5d2'],
  ]),
  lin('navyG', [
    [0, '#2c4b75'],
    [1, '#182d4b'],
  ]),
  lin('navyDeepG', [
    [0, '#1c3352'],
    [1, '#0f1f36'],
  ]),
  lin('tealG', [
    [0, '#3fb8a8'],
    [1, '#22867a'],
  ]),
  lin('tealSoftG', [
    [0, '#bfe5df'],
    [1, '#8ccfc5'],
  ]),
  lin('goldG', [
    [0, '#f6d285'],
    [1, '#d9a243'],
  ]),
  lin(
    'goldHG',
    [
      [0, '#f6d285'],
      [1, '#d9a243'],
    ],
    0,
    0,
    1,
    0,
  ),
  lin('sandG', [
    [0, '#f7ecd8'],
    [1, '#e6cfa6'],
  ]),
  lin('woodG', [
    [0, '#ecd3a8'],
    [1, '#d7b47e'],
  ]),
  lin('wallG', [
    [0, '#f7f2e9'],
    [1, '#e5dccb'],
  ]),
  lin(
    'glassG',
    [
      [0, '#cfeee9'],
      [0.55, '#8ed0c7'],
      [1, '#5fb0a9'],
    ],
    0,
    0,
    0.6,
    1,
  ),
  lin(
    'glassNightG',
    [
      [0, '#3f6f8e'],
      [1, '#25486a'],
    ],
    0,
    0,
    0.6,
    1,
  ),
  lin(
    'passNavy',
    [
      [0, '#2d4d79'],
      [1, '#162b48'],
    ],
    0,
    0,
    0.7,
    1,
  ),
  lin(
    'passTeal',
    [
      [0, '#37aa9b'],
      [1, '#1d7267'],
    ],
    0,
    0,
    0.7,
    1,
  ),
  lin(
    'passMaroon',
    [
      [0, '#9a4a4c'],
      [1, '#6b2d33'],
    ],
    0,
    0,
    0.7,
    1,
  ),
  lin('pageG', [
    [0, '#fffbf2'],
    [1, '#f3ead8'],
  ]),
  lin(
    'gutterG',
    [
      [0, '#000', 0],
      [0.5, '#6b5a3a', 0.22],
      [1, '#000', 0],
    ],
    0,
    0,
    1,
    0,
  ),
  lin(
    'visaG',
    [
      [0, '#e3f4f1'],
      [1, '#c5e8e2'],
    ],
    0,
    0,
    1,
    1,
  ),
  lin('terraG', [
    [0, '#e08468'],
    [1, '#bf5a41'],
  ]),
  lin('redG', [
    [0, '#d95a63'],
    [1, '#b23a45'],
  ]),
  lin('blueG', [
    [0, '#4a78c2'],
    [1, '#2a5397'],
  ]),
  lin('leafG', [
    [0, '#4fc0ab'],
    [1, '#23857a'],
  ]),
  lin('treeG', [
    [0, '#6cc3ad'],
    [1, '#2f8f80'],
  ]),
  lin('sleeveNavyG', [
    [0, '#2c4b75'],
    [1, '#1b3150'],
  ]),
  lin('sleeveTealG', [
    [0, '#3aae9f'],
    [1, '#217d72'],
  ]),
  rad(
    'globeG',
    [
      [0, '#6fd0c1'],
      [0.55, '#2fa292'],
      [1, '#1b6b70'],
    ],
    0.35,
    0.3,
    0.8,
  ),
  rad('shadowG', [
    [0, '#07111f', 0.35],
    [1, '#07111f', 0],
  ]),
  rad('glowGoldG', [
    [0, '#f6d285', 0.9],
    [1, '#f6d285', 0],
  ]),
].join('');

/** A whole scene: the shared gradients, then the scene's markup. */
export function svgDocument(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS}</defs>${body}</svg>`;
}
