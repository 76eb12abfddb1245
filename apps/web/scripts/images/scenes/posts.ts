/** Notice and library thumbnails, and the placeholder for cards without one. Light, not meant for text on top. */
import { lightBg, sparkles } from '../drawings/backdrops';
import { civicBuilding, factory } from '../drawings/buildings';
import { checkBadge } from '../drawings/marks';
import { book, calendar, certificate, clipboard, doc, idCard, pen } from '../drawings/papers';
import { worker } from '../drawings/people';
import { bubble, clock } from '../drawings/rooms';
import { g, T } from '../markup';
import { C } from '../palette';
import type { Scene } from './scene';

export const postScenes: Scene[] = [
  {
    name: 'posts/notice-holiday',
    width: 800,
    height: 450,
    description: 'Holiday notice: a desk calendar with three consecutive days marked and a full moon behind a cloud.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'teal', circle: [0.5, 0.52, 0.4] })}
  <circle cx="596" cy="128" r="62" fill="#f6d285" opacity=".25"/><circle cx="596" cy="128" r="44" fill="url(#goldG)"/>
  <circle cx="582" cy="116" r="8" fill="#fff" opacity=".25"/><circle cx="608" cy="142" r="5" fill="#fff" opacity=".2"/>
  <g fill="#fff"><rect x="560" y="160" width="110" height="26" rx="13"/><rect x="590" y="146" width="56" height="30" rx="15"/></g>
  ${calendar({
    x: 272,
    y: 112,
    s: 1.05,
    highlight: [
      [1, 2],
      [1, 3],
      [1, 4],
    ],
  })}
  ${sparkles([
    [210, 120, 9, 'plus', C.gold, 0.9],
    [650, 250, 6, 'ring', C.teal, 0.6],
    [200, 330, 5, 'dot', C.terracotta, 0.7],
  ])}`;
    },
  },
  {
    name: 'posts/notice-policy',
    width: 800,
    height: 450,
    description: 'Policy notice: a columned public building, a document and an orange update badge (circular arrows).',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'teal', circle: [0.5, 0.55, 0.4] })}
  ${civicBuilding({ x: 340, y: 380, s: 0.8, wall: '#ffffff' })}
  ${doc({ x: 470, y: 140, s: 0.82, r: 6, lines: 7, header: C.teal })}
  ${g(
    T(600, 340),
    `<circle cx="4" cy="6" r="40" fill="#07111f" opacity=".15"/><circle r="40" fill="url(#terraG)"/>
    <path d="M-20 -4A20 20 0 0 1 16 -12M20 4A20 20 0 0 1 -16 12" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
    <path d="M8 -22L18 -12L6 -4ZM-8 22L-18 12L-6 4Z" fill="#fff"/>`,
  )}`;
    },
  },
  {
    name: 'posts/notice-employment',
    width: 800,
    height: 450,
    description: 'Employment notice: a worker in a hard hat and safety vest in front of a factory, with an ID card.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'teal', circle: [0.5, 0.55, 0.4] })}
  ${factory({ x: 150, y: 330, s: 0.85, wall: '#ffffff', roof: '#9fb3c8' })}
  <rect x="0" y="330" width="${w}" height="${h - 330}" fill="#d3ebe6"/>
  <rect x="0" y="326" width="${w}" height="8" fill="#bfe1da"/>
  ${worker({ x: 380, y: h + 12, s: 0.95, skin: C.skin[1], shirt: '#3d5a80' })}
  ${idCard({ x: 500, y: 250, s: 0.72, r: 8 })}`;
    },
  },
  {
    name: 'posts/notice-consultation',
    width: 800,
    height: 450,
    description: 'Consultation notice: two speech bubbles and a clock.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'teal', circle: [0.5, 0.52, 0.4] })}
  ${bubble({ x: 230, y: 110, w: 230, h: 120, fill: 'url(#navyG)', tail: 'left', dots: true })}
  ${bubble({ x: 360, y: 210, w: 210, h: 110, fill: 'url(#tealG)', tail: 'right', dots: true })}
  ${clock({ x: 600, y: 150, rr: 56 })}
  ${sparkles([
    [190, 300, 8, 'plus', C.gold, 0.9],
    [640, 320, 6, 'ring', C.terracotta, 0.6],
  ])}`;
    },
  },
  {
    name: 'posts/library-forms',
    width: 800,
    height: 450,
    description: 'Forms: a fanned stack of forms, one with a photo and a signature, and a pen.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.52, 0.4] })}
  ${doc({ x: 250, y: 90, s: 0.95, r: -10, lines: 7, header: C.teal })}
  ${doc({ x: 330, y: 80, s: 0.95, r: -2, lines: 7, header: C.navyLight })}
  ${doc({ x: 410, y: 90, s: 0.95, r: 6, lines: 5, photo: true, sign: true })}
  ${pen({ x: 560, y: 360, s: 0.9, r: -32 })}`;
    },
  },
  {
    name: 'posts/library-guide',
    width: 800,
    height: 450,
    description: 'Guide: an open guidebook with a small map, a map pin, a bullet list and a bookmark.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.52, 0.4] })}
  ${book({ x: 230, y: 110, s: 1.0 })}
  ${sparkles([
    [190, 120, 9, 'plus', C.teal, 0.8],
    [620, 100, 6, 'ring', C.terracotta, 0.6],
  ])}`;
    },
  },
  {
    name: 'posts/library-checklist',
    width: 800,
    height: 450,
    description: 'Checklist: a clipboard with three of five items ticked, a pen and a check badge.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.55, 0.4] })}
  ${clipboard({ x: 300, y: 80, s: 1.0, r: -4 })}
  ${pen({ x: 500, y: 330, s: 0.8, r: -40 })}
  ${checkBadge({ x: 540, y: 150, rr: 40 })}`;
    },
  },
  {
    name: 'posts/library-certificate',
    width: 800,
    height: 450,
    description: 'Certificate: a framed-edge certificate with a gold seal and teal/navy ribbons.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.52, 0.4] })}
  ${certificate({ x: 230, y: 110, s: 1.0, r: -3, ribbons: [C.teal, C.navyLight] })}
  ${sparkles([
    [200, 110, 9, 'plus', C.gold, 0.9],
    [610, 330, 6, 'ring', C.teal, 0.6],
  ])}`;
    },
  },
  {
    name: 'placeholder-thumbnail',
    width: 800,
    height: 450,
    description: 'Neutral placeholder for cards without a thumbnail: a plain document icon on a soft sand background.',
    draw: (w, h) => {
      return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.5, 0.34], dots: false })}
  ${doc({ x: 330, y: 120, s: 0.8, lines: 6, header: C.sandDark, fill: '#fffaf0', shadowOn: false })}`;
    },
  },
];
