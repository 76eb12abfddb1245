/** The about and contact pages. */
import { cityMap, darkBg, darkWash, sparkles } from '../drawings/backdrops';
import { bush, officeBuilding, streetLamp, tree, windowView } from '../drawings/buildings';
import { mapPin } from '../drawings/marks';
import { doc, envelope, frameWithCert, pen } from '../drawings/papers';
import { chair, deskPhone, mug, pendantLamp, plant, table } from '../drawings/rooms';
import { g, lin, shadow, T } from '../markup';
import { C } from '../palette';
import type { Scene } from './scene';

export const pageScenes: Scene[] = [
  {
    name: 'about/about1',
    width: 1200,
    height: 800,
    description:
      'Consultation room: a wooden table with two chairs, papers, a pen and a mug, a pendant lamp, a window with a city view, a framed certificate, a small bookshelf and a large potted plant.',
    draw: (w, h) => {
      return `<defs>${lin('a1wall', [
        [0, '#f8f2e6'],
        [1, '#efe3cc'],
      ])}${lin('a1floor', [
        [0, '#e6d3b1'],
        [1, '#d9c29a'],
      ])}</defs>
  <rect width="${w}" height="${h}" fill="url(#a1wall)"/>
  <rect x="0" y="610" width="${w}" height="${h - 610}" fill="url(#a1floor)"/>
  <rect x="0" y="600" width="${w}" height="14" fill="#d1b98f"/>
  <rect x="0" y="0" width="${w}" height="40" fill="#efe4cf"/>
  ${windowView({ x: 120, y: 130, w: 300, h: 280 })}
  ${frameWithCert({ x: 760, y: 170, s: 1 })}
  <rect x="770" y="420" width="190" height="10" rx="4" fill="${C.sandDark}"/>
  <rect x="792" y="364" width="18" height="56" rx="3" fill="url(#navyG)"/><rect x="812" y="372" width="15" height="48" rx="3" fill="url(#tealG)"/>
  <rect x="829" y="360" width="18" height="60" rx="3" fill="url(#goldG)"/><rect x="858" y="370" width="16" height="52" rx="3" fill="${C.terracotta}" transform="rotate(14 866 420)"/>
  ${plant({ x: 918, y: 420, s: 0.3, pot: 'url(#terraG)', rim: '#c7654c' })}
  ${pendantLamp({ x: 600, y: 40, len: 150 })}
  <ellipse cx="600" cy="706" rx="400" ry="40" fill="#cfb68a" opacity=".45"/>
  ${chair({ x: 345, y: 690, s: 1.05, seat: 'url(#tealG)' })}
  ${chair({ x: 855, y: 690, s: 1.05, flip: true, seat: 'url(#navyG)' })}
  ${table({ x: 600, y: 700, s: 1.05, w: 420 })}
  <rect x="462" y="514" width="118" height="12" rx="3" fill="#e9e1d1"/><rect x="466" y="506" width="112" height="10" rx="3" fill="#fff"/>
  <rect x="470" y="498" width="104" height="10" rx="3" fill="${C.tealPale}"/>
  ${pen({ x: 500, y: 492, s: 0.34, r: -4 })}
  ${doc({ x: 612, y: 444, s: 0.3, r: -5, header: C.teal, lines: 4, shadowOn: false })}
  <rect x="604" y="518" width="76" height="8" rx="3" fill="${C.navy}"/>
  ${mug({ x: 748, y: 526, s: 0.7 })}
  ${plant({ x: 1065, y: 690, s: 1.1, pot: 'url(#navyG)', rim: C.navyLight })}`;
    },
  },
  {
    name: 'about/about2',
    width: 1200,
    height: 800,
    description: 'The office: a small modern building with a glass entrance on a tree-lined street with street lamps.',
    draw: (w, h) => {
      return `<defs>${lin('a2sky', [
        [0, '#d5ede8'],
        [0.7, '#f6efe1'],
        [1, '#f6efe1'],
      ])}</defs>
  <rect width="${w}" height="${h}" fill="url(#a2sky)"/>
  <circle cx="980" cy="150" r="60" fill="#f8dc9c" opacity=".7"/>
  <g fill="#fff" opacity=".7"><rect x="140" y="120" width="150" height="34" rx="17"/><rect x="180" y="100" width="80" height="40" rx="20"/>
    <rect x="820" y="230" width="120" height="28" rx="14"/></g>
  <g fill="#c9dfe0" opacity=".8"><rect x="60" y="420" width="90" height="220"/><rect x="160" y="380" width="70" height="260"/><rect x="960" y="400" width="80" height="240"/><rect x="1050" y="440" width="110" height="200"/></g>
  <path d="M0 640H${w}V${h}H0Z" fill="#cbbd9f"/>
  <rect x="0" y="630" width="${w}" height="24" fill="#e7dcc6"/>
  <rect x="0" y="690" width="${w}" height="110" fill="#7d8b9c"/>
  <path d="M40 745H${w}" stroke="#fff" stroke-width="5" stroke-dasharray="46 34" opacity=".8"/>
  <rect x="0" y="654" width="${w}" height="36" fill="#d8ccb4"/>
  ${officeBuilding({ x: 415, y: 640, s: 1.15 })}
  ${tree({ x: 250, y: 648, s: 1.15 })}
  ${tree({ x: 120, y: 650, s: 0.9, shape: 'tall' })}
  ${tree({ x: 960, y: 648, s: 1.05 })}
  ${tree({ x: 1100, y: 650, s: 0.95, shape: 'tall' })}
  ${streetLamp({ x: 360, y: 660, s: 1 })}
  ${streetLamp({ x: 880, y: 660, s: 1 })}
  ${bush({ x: 430, y: 640, s: 0.7 })}${bush({ x: 800, y: 640, s: 0.8 })}`;
    },
  },
  {
    name: 'contact/contact-hero',
    width: 1600,
    height: 600,
    description:
      'Contact header (dark): a potted plant, a desk phone and binders on the left; an envelope, a small city map with a gold map pin and a mug on the right; the centre is kept calm for white text.',
    draw: (w, h) => {
      const binders = ['url(#navyG)', 'url(#sandG)', 'url(#tealG)']
        .map(
          (f, i) =>
            `<rect x="${i * 36}" y="${-150 + i * 8}" width="32" height="${150 - i * 8}" rx="5" fill="${f}"/><rect x="${i * 36 + 8}" y="${-120 + i * 8}" width="16" height="30" rx="3" fill="#fff" opacity=".75"/>`,
        )
        .join('');
      return `${darkBg(w, h, { glow: [0.5, 0.42], glowOpacity: 0.26, warm: [0.86, 0.12], warmOpacity: 0.1, dots: null, rings: false })}
  <defs>${lin('deskG', [
    [0, '#1b3251'],
    [1, '#0d1b2f'],
  ])}</defs>
  <rect x="0" y="474" width="${w}" height="${h - 474}" fill="url(#deskG)"/>
  <rect x="0" y="468" width="${w}" height="10" rx="3" fill="#35577f"/>
  ${plant({ x: 118, y: 474, s: 0.95, pot: '#f1ece2', rim: '#d9d0bf' })}
  ${deskPhone({ x: 220, y: 474, s: 1, body: 'url(#tealG)' })}
  ${g(T(470, 474), `${shadow(50, 0, 80, 8, 0.6)}${binders}`)}
  ${envelope({ x: 1060, y: 140, s: 1.05, r: -9 })}
  ${g(
    T(1300, 270, 1, 4),
    `<rect x="8" y="10" width="220" height="150" rx="12" fill="#07111f" opacity=".3"/>
    <clipPath id="cmc"><rect width="220" height="150" rx="12"/></clipPath><g clip-path="url(#cmc)">${cityMap(220, 150, { seed: 11 })}</g>`,
  )}
  ${mapPin({ x: 1418, y: 340, s: 1.05, fill: 'url(#goldG)', dot: C.navy })}
  ${mug({ x: 1210, y: 474, s: 1 })}
  ${sparkles([
    [1010, 110, 8, 'plus', C.gold, 0.6],
    [1560, 200, 5, 'dot', '#fff', 0.4],
    [660, 120, 6, 'ring', '#fff', 0.25],
  ])}
  ${darkWash(w, h, 0.5, 'center')}`;
    },
  },
];
