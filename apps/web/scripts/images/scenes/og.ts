/** The social sharing image. */
import { cityMap, sparkles } from '../drawings/backdrops';
import { officeBuilding } from '../drawings/buildings';
import { mapPin } from '../drawings/marks';
import { passportClosed } from '../drawings/travel';
import { g, lin, n, T } from '../markup';
import { C } from '../palette';
import type { Scene } from './scene';

/**
 * The mark drawn at any size, centred on 0,0. Not `logo.svg` itself: its short rays reach 20.5
 * units where the file's reach about 19, and the committed `og/default.jpg` was drawn from this.
 */
function logoMark(size: number): string {
  const k = size / 64;
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = 14;
    const r2 = i % 3 === 0 ? 24 : 20.5;
    rays += `M${n(Math.cos(a) * r1)} ${n(Math.sin(a) * r1)}L${n(Math.cos(a) * r2)} ${n(Math.sin(a) * r2)}`;
  }
  return `<g transform="scale(${k})"><rect x="-32" y="-32" width="64" height="64" rx="15" fill="${C.navy}"/>
  <path d="${rays}" stroke="${C.gold}" stroke-width="3.4" stroke-linecap="round"/><circle r="9" fill="${C.gold}"/></g>`;
}

export const ogScene: Scene = {
  name: 'og/default',
  width: 1200,
  height: 630,
  description:
    'Social sharing image: the logo mark (gold sunburst in a navy square) on the left; a dark abstract city map with a lit office building, a gold map pin and a passport on the right.',
  jpeg: true,
  draw: (w, h) => {
    return `${cityMap(w, h, {
      seed: 21,
      land: '#132843',
      block: '#1a3456',
      block2: '#1d395d',
      park: '#1b4650',
      water: '#1f5a66',
      road: '#28476d',
      dash: C.gold,
      dashO: 0.35,
    })}
    <defs>${lin(
      'ogfade',
      [
        [0, C.navyNight, 0.9],
        [0.35, C.navyNight, 0.72],
        [0.6, C.navyNight, 0.15],
        [1, C.navyNight, 0.05],
      ],
      0,
      0,
      1,
      0,
    )}
    <radialGradient id="ogglow" gradientUnits="userSpaceOnUse" cx="830" cy="360" r="330"><stop offset="0" stop-color="${C.teal}" stop-opacity=".55"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#ogfade)"/>
    <rect width="${w}" height="${h}" fill="url(#ogglow)"/>
    <circle cx="830" cy="380" r="230" fill="none" stroke="#fff" stroke-width="2" opacity=".08"/>
    <circle cx="830" cy="380" r="290" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round" opacity=".08"/>
    ${officeBuilding({ x: 650, y: 540, s: 0.9 })}
    ${mapPin({ x: 905, y: 245, s: 1.25, fill: 'url(#goldG)', dot: C.navy })}
    ${passportClosed({ x: 1010, y: 360, s: 0.6, r: 12, tone: 'teal' })}
    ${sparkles([
      [1080, 150, 9, 'plus', C.gold, 0.7],
      [600, 170, 6, 'ring', '#fff', 0.35],
      [1130, 560, 5, 'dot', C.tealLight, 0.6],
    ])}
    <circle cx="190" cy="315" r="170" fill="url(#glowGoldG)" opacity=".12"/>
    <rect x="84" y="209" width="212" height="212" rx="52" fill="none" stroke="#fff" stroke-width="2.5" opacity=".14"/>
    ${g(T(190, 315), logoMark(190))}`;
  },
};
