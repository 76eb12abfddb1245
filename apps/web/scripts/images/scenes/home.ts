/** The home page: the hero, the carousel's slides, the service cards. Dark, with the left third calm for white text. */
import { darkBg, darkWash, sparkles } from '../drawings/backdrops';
import { civicBuilding, factory, officeBuilding } from '../drawings/buildings';
import { checkBadge, mapPin, sealMark } from '../drawings/marks';
import { certificate, doc, idCard, rubberStamp } from '../drawings/papers';
import { handshake, helmet } from '../drawings/people';
import { flightPath, globe, passportClosed, passportOpen } from '../drawings/travel';
import { n } from '../markup';
import { C } from '../palette';
import type { Scene } from './scene';

export const homeScenes: Scene[] = [
  {
    name: 'hero/home-hero',
    width: 1600,
    height: 900,
    description:
      'Home hero background. Dark navy on the left half (room for white headline text); on the right a teal globe with a gold map pin, a dashed flight path with a plane, an open passport with a visa sticker and an entry stamp, a closed teal passport, a document with a seal and a small modern office building.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.72, 0.5], dots: [0.04, 0.08, 0.22, 0.3], warm: [0.88, 0.18] })}
  <path d="M0 ${h}C300 ${h - 60} 520 ${h - 10} 820 ${h - 70}S1300 ${h - 40} ${w} ${h - 120}V${h}H0Z" fill="#0a1526" opacity=".55"/>
  ${globe({ x: 1165, y: 430, rr: 255, seed: 4 })}
  ${flightPath('M880 300C960 140 1200 90 1380 170', 1392, 178, 125, C.gold, 0.7, 1.3)}
  ${officeBuilding({ x: 1310, y: 770, s: 0.72 })}
  ${passportClosed({ x: 830, y: 520, s: 0.92, r: -14, tone: 'teal' })}
  ${passportOpen({ x: 930, y: 560, s: 0.95, r: -4 })}
  ${doc({ x: 1432, y: 318, s: 0.58, r: 9, seal: [C.teal, C.navyLight], sign: true })}
  ${mapPin({ x: 1212, y: 330, s: 1.05, fill: 'url(#goldG)', dot: C.navy })}
  ${sparkles([
    [820, 220, 5],
    [1480, 300, 4, 'dot', '#fff', 0.5],
    [1560, 530, 10, 'plus', C.gold, 0.7],
    [760, 460, 8, 'plus', '#fff', 0.35],
    [1040, 150, 6, 'ring', '#fff', 0.4],
    [1410, 690, 5, 'dot', C.tealLight, 0.7],
  ])}`;
    },
  },
  {
    name: 'slides/slide1',
    width: 1200,
    height: 675,
    description:
      'Visas and stay permits: an open passport with a visa sticker and a round entry stamp, a closed passport, a globe with a flight path and a rubber stamp.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.68, 0.5], dots: [0.05, 0.1, 0.2, 0.3] })}
  ${globe({ x: 930, y: 250, rr: 150, seed: 7, landO: 0.7 })}
  ${flightPath('M560 190C640 80 780 60 860 80', 872, 84, 110, '#fff', 0.45, 1.1)}
  ${passportClosed({ x: 600, y: 250, s: 0.95, r: -10, tone: 'maroon' })}
  ${passportOpen({ x: 700, y: 300, s: 1.05, r: -3 })}
  ${rubberStamp({ x: 1080, y: 430, s: 0.85, r: 12 })}
  ${sparkles([
    [1120, 160, 9, 'plus', C.gold, 0.7],
    [540, 520, 5, 'dot', C.tealLight, 0.7],
    [1140, 600, 6, 'ring', '#fff', 0.4],
    [680, 120, 4, 'dot', '#fff', 0.5],
  ])}`;
    },
  },
  {
    name: 'slides/slide2',
    width: 1200,
    height: 675,
    description:
      'Hiring foreign workers: a factory with a sawtooth roof, two hard hats (yellow and white) and a handshake between a navy suit sleeve and a teal work-uniform sleeve.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.7, 0.5], from: '#0b1a26', mid: '#12303f', to: '#1c4a56', dots: [0.05, 0.1, 0.2, 0.3] })}
  <ellipse cx="840" cy="432" rx="430" ry="36" fill="#0b1a26" opacity=".35"/>
  ${factory({ x: 610, y: 424, s: 1.0 })}
  ${helmet({ x: 545, y: 436, s: 0.95, r: -6 })}
  ${helmet({ x: 1118, y: 438, s: 0.8, r: 5, fill: '#f4f1ea', brim: '#cfd8e0' })}
  ${handshake({ x: 835, y: 500, s: 0.85, r: -2 })}
  ${sparkles([
    [560, 150, 8, 'plus', C.gold, 0.7],
    [1140, 120, 5, 'dot', '#fff', 0.5],
    [500, 560, 6, 'ring', C.gold, 0.5],
  ])}`;
    },
  },
  {
    name: 'slides/slide3',
    width: 1200,
    height: 675,
    description:
      'Naturalization and permanent residence: a certificate with a gold seal and red/blue ribbons, a residence card with a star badge and a passport, over soft red and blue circles with gold rays.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.72, 0.5], glowColor: C.blue, glowOpacity: 0.35, warm: [0.9, 0.2], warmOpacity: 0.18, dots: [0.05, 0.1, 0.2, 0.3] })}
  <circle cx="880" cy="320" r="230" fill="${C.red}" opacity=".12"/><circle cx="1000" cy="380" r="200" fill="${C.blue}" opacity=".2"/>
  <g stroke="${C.gold}" stroke-width="4" stroke-linecap="round" opacity=".28">${Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<path d="M${n(900 + Math.cos(a) * 250)} ${n(330 + Math.sin(a) * 250)}L${n(900 + Math.cos(a) * 290)} ${n(330 + Math.sin(a) * 290)}"/>`;
  }).join('')}</g>
  ${passportClosed({ x: 590, y: 190, s: 0.9, r: -12 })}
  ${certificate({ x: 690, y: 170, s: 1.2, r: -3 })}
  ${idCard({ x: 930, y: 420, s: 0.95, r: 6, band: 'url(#blueG)' })}
  ${sparkles([
    [1130, 130, 9, 'plus', C.gold, 0.8],
    [620, 560, 6, 'ring', '#fff', 0.4],
    [1150, 560, 5, 'dot', C.gold, 0.7],
  ])}`;
    },
  },
  {
    name: 'slides/slide4',
    width: 1200,
    height: 675,
    description:
      'Permits and document certification: documents with a photo and a signature, a gold seal with red/blue ribbons (apostille), a rubber stamp, a green check badge and a columned public building behind.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.68, 0.48], dots: [0.05, 0.1, 0.2, 0.3] })}
  ${civicBuilding({ x: 1010, y: 420, s: 0.9, wall: '#2f5176', roof: '#284a6f', back: '#163050', backO: 0.9, steps: ['#2a4a6e', '#244364', '#1f3b5a'], medal: '#6b7f95' })}
  ${doc({ x: 600, y: 150, s: 1.05, r: -8, lines: 7 })}
  ${doc({ x: 700, y: 170, s: 1.1, r: 3, photo: true, lines: 6, sign: true })}
  ${sealMark(910, 400, 44, [C.red, C.blue])}
  ${rubberStamp({ x: 1070, y: 560, s: 0.8, r: -8, impression: null })}
  ${checkBadge({ x: 610, y: 480, rr: 36 })}
  ${sparkles([
    [1120, 150, 9, 'plus', C.gold, 0.7],
    [560, 140, 5, 'dot', '#fff', 0.5],
    [1140, 360, 6, 'ring', '#fff', 0.4],
  ])}`;
    },
  },
  {
    name: 'services/service1',
    width: 900,
    height: 600,
    description: 'Card background, foreign residents (dark, muted): passports in front of a globe with a map pin.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.6, 0.45], glowOpacity: 0.3, rings: true, dots: [0.04, 0.06, 0.2, 0.3] })}
  ${globe({ x: 600, y: 250, rr: 170, seed: 9, landO: 0.6 })}
  ${passportClosed({ x: 300, y: 170, s: 0.9, r: -12, tone: 'teal' })}
  ${passportOpen({ x: 400, y: 240, s: 0.95, r: -4 })}
  ${mapPin({ x: 650, y: 150, s: 0.8, fill: 'url(#goldG)', dot: C.navy })}
  <rect width="${w}" height="${h}" fill="${C.navyNight}" opacity=".34"/>${darkWash(w, h, 0.66)}`;
    },
  },
  {
    name: 'services/service2',
    width: 900,
    height: 600,
    description: 'Card background, employers (dark, muted): a factory, a hard hat and a handshake.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.6, 0.45], glowOpacity: 0.3, from: '#0b1a26', mid: '#12303f', to: '#1c4a56', dots: [0.04, 0.06, 0.2, 0.3] })}
  ${factory({ x: 250, y: 330, s: 0.95 })}
  ${helmet({ x: 215, y: 340, s: 0.8, r: -6 })}
  ${handshake({ x: 470, y: 440, s: 0.72, r: -3 })}
  <rect width="${w}" height="${h}" fill="${C.navyNight}" opacity=".34"/>${darkWash(w, h, 0.66)}`;
    },
  },
  {
    name: 'services/service3',
    width: 900,
    height: 600,
    description: 'Card background, businesses & permits (dark, muted): an office building, a document with a seal and a rubber stamp.',
    draw: (w, h) => {
      return `${darkBg(w, h, { glow: [0.6, 0.45], glowOpacity: 0.3, dots: [0.04, 0.06, 0.2, 0.3] })}
  ${officeBuilding({ x: 440, y: 470, s: 0.95 })}
  ${doc({ x: 230, y: 200, s: 0.95, r: -6, seal: [C.teal, C.navyLight] })}
  ${rubberStamp({ x: 320, y: 530, s: 0.8, r: 8, impression: null })}
  <rect width="${w}" height="${h}" fill="${C.navyNight}" opacity=".34"/>${darkWash(w, h, 0.66)}`;
    },
  },
];
