#!/usr/bin/env node
/**
 * Generates every raster image of the public site from SVG drawn in this file.
 *
 *   node apps/web/scripts/generate-images.mjs            # all images
 *   ONLY=slides node apps/web/scripts/generate-images.mjs # names containing "slides"
 *   PREVIEW_DIR=/tmp/preview node …                      # also write PNG previews
 *
 * Outputs go to apps/web/public/images/. Every raster is written as .avif and
 * .webp (the OG image as .jpg). Encoders start at AVIF q50 / WebP q72 and step
 * the quality down only if a file would exceed the 60 KB budget.
 * The hand-written SVGs (logo, favicon, category icons) are written too.
 *
 * Style: calm flat illustration, deep navy / teal / warm sand + gold, soft
 * gradients, geometric shapes, no text and no real-world marks inside images.
 */
import sharp from 'sharp';
import pngToIco from 'png-to-ico';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '../public/images');
/** The site's root: files browsers ask for by a fixed name, without a link (favicon.ico, apple-touch-icon.png). */
const ROOT = path.resolve(HERE, '../public');
const BUDGET = 60 * 1024;
const ONLY = process.env.ONLY || '';
const PREVIEW_DIR = process.env.PREVIEW_DIR || '';

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------
const C = {
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
};

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------
const n = (v) => Math.round(v * 10) / 10;
const T = (x = 0, y = 0, s = 1, r = 0) => `translate(${n(x)} ${n(y)})${r ? ` rotate(${n(r)})` : ''}${s !== 1 ? ` scale(${s})` : ''}`;
const g = (tr, body, extra = '') => `<g transform="${tr}"${extra}>${body}</g>`;

let uidCounter = 0;
const uid = (p = 'u') => `${p}${++uidCounter}`;

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Closed Catmull-Rom spline through points, as a cubic Bézier path. */
function smoothClosed(pts) {
  const k = pts.length;
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < k; i++) {
    const p0 = pts[(i - 1 + k) % k];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % k];
    const p3 = pts[(i + 2) % k];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Organic blob (abstract land mass) around cx,cy. */
function blob(cx, cy, rx, ry, seed, points = 9, irregular = 0.45) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const f = 1 - irregular / 2 + irregular * r();
    pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f]);
  }
  return smoothClosed(pts);
}

function starPath(cx, cy, ro, ri, points = 5, rot = -90) {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? ri : ro;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
  }
  return `${d}Z`;
}

const lin = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ''}/>`)
    .join('')}</linearGradient>`;

const rad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5, extra = '') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ''}/>`)
    .join('')}</radialGradient>`;

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

function svg(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${DEFS}${defs}</defs>${body}</svg>`;
}

const shadow = (cx, cy, rx, ry, o = 1) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadowG)" opacity="${o}"/>`;

const bar = (x, y, w, h, fill, o = 1) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${fill}"${o !== 1 ? ` opacity="${o}"` : ''}/>`;

// ---------------------------------------------------------------------------
// Backgrounds
// ---------------------------------------------------------------------------

/** Dark navy backdrop, darkest on the left, with a soft teal glow. */
function darkBg(w, h, o = {}) {
  const {
    glow = [0.7, 0.48],
    glowColor = C.teal,
    glowOpacity = 0.42,
    warm = [0.82, 0.2],
    warmOpacity = 0.14,
    from = '#0b1729',
    mid = '#132947',
    to = '#21466c',
    rings = true,
    dots = [0.05, 0.1, 0.3, 0.35],
  } = o;
  const id = uid('bg');
  const R = Math.max(w, h);
  let s = `<defs>${lin(
    `${id}a`,
    [
      [0, from],
      [0.45, mid],
      [1, to],
    ],
    0,
    0,
    1,
    0.3,
  )}
  <radialGradient id="${id}b" gradientUnits="userSpaceOnUse" cx="${w * glow[0]}" cy="${h * glow[1]}" r="${R * 0.45}">
   <stop offset="0" stop-color="${glowColor}" stop-opacity="${glowOpacity}"/><stop offset="1" stop-color="${glowColor}" stop-opacity="0"/></radialGradient>
  <radialGradient id="${id}c" gradientUnits="userSpaceOnUse" cx="${w * warm[0]}" cy="${h * warm[1]}" r="${R * 0.3}">
   <stop offset="0" stop-color="${C.gold}" stop-opacity="${warmOpacity}"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>
  <pattern id="${id}d" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.5" fill="#fff" opacity=".09"/></pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#${id}a)"/>
  <rect width="${w}" height="${h}" fill="url(#${id}b)"/>
  <rect width="${w}" height="${h}" fill="url(#${id}c)"/>`;
  if (rings) {
    const cx = w * glow[0];
    const cy = h * glow[1];
    s += `<g fill="none" stroke="#fff">
      <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.42)}" opacity=".06" stroke-width="2"/>
      <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(h * 0.56)}" opacity=".045" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"/>
    </g>`;
  }
  if (dots) {
    const [x, y, dw, dh] = dots;
    s += `<rect x="${n(w * x)}" y="${n(h * y)}" width="${n(Math.round((w * dw) / 22) * 22)}" height="${n(
      Math.round((h * dh) / 22) * 22,
    )}" fill="url(#${id}d)"/>`;
  }
  return s;
}

/** Light backdrop (sand or teal tint) with soft shapes, for thumbnails/about. */
function lightBg(w, h, o = {}) {
  const { tone = 'sand', circle = [0.5, 0.55, 0.38], dots = true } = o;
  const id = uid('lb');
  const [a, b, c] =
    tone === 'teal'
      ? ['#eaf5f2', '#d3ebe6', '#bfe1da']
      : tone === 'navy'
        ? ['#e9eef5', '#d6dfeb', '#c4d1e2']
        : ['#faf3e6', '#f1e3c8', '#e8d3ae'];
  let s = `<defs>${lin(
    `${id}a`,
    [
      [0, a],
      [1, b],
    ],
    0,
    0,
    0.4,
    1,
  )}
   <pattern id="${id}d" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="${
     tone === 'sand' ? '#c9a66b' : tone === 'teal' ? '#2a9d8f' : '#1d3557'
   }" opacity=".16"/></pattern></defs>
   <rect width="${w}" height="${h}" fill="url(#${id}a)"/>`;
  if (circle) {
    s += `<circle cx="${n(w * circle[0])}" cy="${n(h * circle[1])}" r="${n(h * circle[2])}" fill="${c}" opacity=".55"/>
      <circle cx="${n(w * circle[0])}" cy="${n(h * circle[1])}" r="${n(h * circle[2] * 1.3)}" fill="none" stroke="${c}" stroke-width="2" opacity=".6"/>`;
  }
  if (dots) {
    s += `<rect x="${n(w * 0.06)}" y="${n(h * 0.1)}" width="120" height="100" fill="url(#${id}d)"/>
      <rect x="${n(w * 0.8)}" y="${n(h * 0.66)}" width="100" height="100" fill="url(#${id}d)"/>`;
  }
  return s;
}

/** Sparkles: small gold / white dots and crosses. */
function sparkles(list) {
  return list
    .map(([x, y, r, kind = 'dot', col = C.gold, o = 0.8]) =>
      kind === 'plus'
        ? `<path d="M${n(x - r)} ${n(y)}H${n(x + r)}M${n(x)} ${n(y - r)}V${n(y + r)}" stroke="${col}" stroke-width="${n(
            r / 2.6,
          )}" stroke-linecap="round" opacity="${o}"/>`
        : kind === 'ring'
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${col}" stroke-width="${n(
              Math.max(1.5, r / 4),
            )}" opacity="${o}"/>`
          : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${col}" opacity="${o}"/>`,
    )
    .join('');
}

/** Dashed flight arc with a small plane at its end. */
function flightPath(d, px, py, angle, color = '#fff', o = 0.5, s = 1) {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(3 * s)}" stroke-dasharray="${n(2 * s)} ${n(
    12 * s,
  )}" stroke-linecap="round" opacity="${o}"/>${g(T(px, py, s * 1.6, angle), `<path d="${PLANE}" fill="${color}" opacity="${Math.min(1, o + 0.35)}"/>`)}`;
}
const PLANE =
  'M0 -12C1.6 -12 2.2 -10 2.2 -8V-3L12 3V6L2.2 3V8L5 10.5V12.5L0 11L-5 12.5V10.5L-2.2 8V3L-12 6V3L-2.2 -3V-8C-2.2 -10 -1.6 -12 0 -12Z';

// ---------------------------------------------------------------------------
// Objects. Each takes {x, y, s, r} and draws in its own local coordinates.
// ---------------------------------------------------------------------------

function passportClosed({ x, y, s = 1, r = 0, tone = 'navy' }) {
  const fill = { navy: 'url(#passNavy)', teal: 'url(#passTeal)', maroon: 'url(#passMaroon)' }[tone];
  const gold = 'url(#goldG)';
  return g(
    T(x, y, s, r),
    `<rect x="12" y="16" width="180" height="250" rx="16" fill="#07111f" opacity=".25"/>
    <rect x="7" y="5" width="178" height="247" rx="15" fill="#efe6d3"/>
    <rect width="180" height="250" rx="16" fill="${fill}"/>
    <rect x="16" width="3" height="250" fill="#000" opacity=".14"/>
    <g fill="none" stroke="${gold}" stroke-width="4">
      <circle cx="98" cy="98" r="36"/>
      <ellipse cx="98" cy="98" rx="15" ry="36"/>
      <path d="M62 98H134M68 80H128M68 116H128" stroke-width="3"/>
    </g>
    ${bar(50, 160, 96, 9, gold)}${bar(64, 178, 68, 6, gold, 0.65)}
    <rect x="82" y="210" width="32" height="20" rx="5" fill="none" stroke="${gold}" stroke-width="3" opacity=".8"/>`,
  );
}

function roundStamp(cx, cy, r, color, rot = -14, inner = 'plane') {
  const innerShape =
    inner === 'plane'
      ? g(T(0, 0, r / 20, 45), `<path d="${PLANE}" fill="${color}"/>`)
      : inner === 'star'
        ? `<path d="${starPath(0, 0, r * 0.36, r * 0.15)}" fill="${color}"/>`
        : `<path d="M${n(-r * 0.32)} 0L${n(-r * 0.08)} ${n(r * 0.24)}L${n(r * 0.34)} ${n(-r * 0.22)}" fill="none" stroke="${color}" stroke-width="${n(
            r * 0.12,
          )}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return g(
    T(cx, cy, 1, rot),
    `<g opacity=".88"><circle r="${r}" fill="none" stroke="${color}" stroke-width="${n(r * 0.11)}"/>
    <circle r="${n(r * 0.74)}" fill="none" stroke="${color}" stroke-width="${n(r * 0.06)}" stroke-dasharray="${n(r * 0.08)} ${n(
      r * 0.1,
    )}"/>${innerShape}</g>`,
  );
}

function silhouette(x, y, w, h, bg = '#dbe6ec', fg = '#9db4c6') {
  const cx = x + w / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${n(w * 0.1)}" fill="${bg}"/>
  <circle cx="${n(cx)}" cy="${n(y + h * 0.4)}" r="${n(w * 0.22)}" fill="${fg}"/>
  <path d="M${n(x + w * 0.14)} ${n(y + h)}C${n(x + w * 0.14)} ${n(y + h * 0.72)} ${n(cx - w * 0.1)} ${n(y + h * 0.66)} ${n(cx)} ${n(
    y + h * 0.66,
  )}S${n(x + w * 0.86)} ${n(y + h * 0.72)} ${n(x + w * 0.86)} ${n(y + h)}Z" fill="${fg}"/>`;
}

function passportOpen({ x, y, s = 1, r = 0, stamp = C.terracotta, stamp2 = C.tealDark }) {
  let waves = '';
  for (let i = 0; i < 6; i++) {
    const yy = 36 + i * 34;
    waves += `<path d="M6 ${yy}c20 -10 40 10 60 0s40 10 60 0 40 10 60 0 40 10 60 0 40 10 60 0 40 10 54 0" />`;
  }
  return g(
    T(x, y, s, r),
    `<rect x="2" y="18" width="372" height="258" rx="16" fill="#07111f" opacity=".25"/>
    <rect x="-10" y="-8" width="380" height="258" rx="16" fill="url(#passNavy)"/>
    <rect x="0" y="0" width="180" height="242" rx="8" fill="url(#pageG)"/>
    <rect x="180" y="0" width="180" height="242" rx="8" fill="url(#pageG)"/>
    <g fill="none" stroke="${C.teal}" stroke-width="1.5" opacity=".13">${waves}</g>
    <rect x="160" width="40" height="242" fill="url(#gutterG)"/>
    ${silhouette(18, 28, 62, 78)}
    ${bar(94, 32, 66, 7, C.line)}${bar(94, 48, 50, 7, C.line)}${bar(94, 64, 60, 7, C.line)}${bar(94, 80, 40, 7, C.line)}${bar(94, 96, 56, 7, C.line)}
    <path d="M24 138c10 -14 16 -2 22 -8s10 -12 16 -2 10 4 18 -4" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linecap="round" opacity=".55"/>
    ${bar(18, 150, 90, 3, C.line)}
    <path d="M18 194H162M18 212H150" stroke="#c3ccd6" stroke-width="7" stroke-dasharray="7 3"/>
    <rect x="196" y="18" width="148" height="96" rx="8" fill="url(#visaG)" stroke="#9fd6cd" stroke-width="2"/>
    <g fill="none" stroke="${C.teal}" stroke-width="1.5" opacity=".25"><path d="M200 96c16 -8 32 8 48 0s32 8 48 0 32 8 44 0"/><path d="M200 104c16 -8 32 8 48 0s32 8 48 0 32 8 44 0"/></g>
    ${silhouette(208, 30, 40, 52, '#f4fbfa', '#8fc7be')}
    ${bar(260, 34, 70, 6, '#8fcfc5')}${bar(260, 48, 52, 6, '#8fcfc5')}${bar(260, 62, 62, 6, '#8fcfc5')}
    ${bar(208, 90, 90, 5, '#a9dcd4')}
    ${roundStamp(296, 176, 38, stamp, -16, 'plane')}
    ${g(
      T(222, 168, 1, 9),
      `<g opacity=".85"><rect x="-30" y="-22" width="60" height="44" rx="9" fill="none" stroke="${stamp2}" stroke-width="3.5"/>
      <path d="M-18 -6H18M-18 6H8" stroke="${stamp2}" stroke-width="3.5" stroke-linecap="round"/></g>`,
    )}`,
  );
}

function doc({
  x,
  y,
  s = 1,
  r = 0,
  w = 200,
  h = 260,
  header = C.navy,
  lines = 6,
  seal = false,
  photo = false,
  sign = false,
  check = false,
  shadowOn = true,
  fill = 'url(#paperG)',
}) {
  const fold = 30;
  let body = '';
  if (shadowOn) body += `<path d="M10 12H${w - fold + 10}L${w + 10} ${fold + 12}V${h + 12}H10Z" fill="#07111f" opacity=".18"/>`;
  body += `<path d="M0 0H${w - fold}L${w} ${fold}V${h - 8}a8 8 0 0 1 -8 8H8a8 8 0 0 1 -8 -8V8a8 8 0 0 1 8 -8Z" fill="${fill}"/>
  <path d="M${w - fold} 0V${fold - 6}a6 6 0 0 0 6 6H${w}Z" fill="#e2d9c7"/>`;
  let yy = 30;
  if (header) {
    body += bar(22, yy, w * 0.42, 11, header);
    yy += 30;
  }
  let lx = 22;
  if (photo) {
    body += silhouette(22, yy, w * 0.26, w * 0.32);
    lx = 22 + w * 0.26 + 14;
  }
  const r2 = rng(w * 7 + h + lines);
  for (let i = 0; i < lines; i++) {
    const avail = w - lx - 22;
    const len = i === lines - 1 ? avail * 0.55 : avail * (0.7 + r2() * 0.3);
    if (check) {
      body += `<circle cx="${lx + 7}" cy="${yy + 3.5}" r="7" fill="${i < lines - 1 ? C.teal : C.lineSoft}"/>`;
      if (i < lines - 1)
        body += `<path d="M${lx + 3.5} ${yy + 3.5}l2.5 2.5 4.5 -5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
      body += bar(lx + 22, yy, len - 22, 7, C.line);
    } else body += bar(lx, yy, len, 7, C.line);
    yy += photo && i < 4 ? (w * 0.32) / 4 : 18;
  }
  if (sign) {
    body += `<path d="M22 ${h - 44}c10 -14 16 -2 22 -8s10 -12 16 -2 10 4 18 -4" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linecap="round" opacity=".6"/>${bar(
      22,
      h - 34,
      70,
      3,
      C.line,
    )}`;
  }
  if (seal) body += sealMark(w - 46, h - 50, 26, seal === true ? null : seal);
  return g(T(x, y, s, r), body);
}

/** Gold rosette seal with optional two ribbon tails [colorA, colorB]. */
function sealMark(cx, cy, rr, ribbons = null) {
  let s = '';
  if (ribbons) {
    const [a, b] = ribbons;
    s += `<path d="M${n(cx - rr * 0.55)} ${n(cy)}L${n(cx - rr * 0.95)} ${n(cy + rr * 1.75)}L${n(cx - rr * 0.55)} ${n(cy + rr * 1.5)}L${n(
      cx - rr * 0.25,
    )} ${n(cy + rr * 1.8)}L${n(cx + rr * 0.05)} ${n(cy + rr * 0.3)}Z" fill="${a}"/>
    <path d="M${n(cx + rr * 0.55)} ${n(cy)}L${n(cx + rr * 0.95)} ${n(cy + rr * 1.75)}L${n(cx + rr * 0.55)} ${n(cy + rr * 1.5)}L${n(
      cx + rr * 0.25,
    )} ${n(cy + rr * 1.8)}L${n(cx - rr * 0.05)} ${n(cy + rr * 0.3)}Z" fill="${b}"/>`;
  }
  s += `<path d="${starPath(cx, cy, rr, rr * 0.88, 18)}" fill="url(#goldG)"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr * 0.7)}" fill="none" stroke="#fff" stroke-width="${n(rr * 0.07)}" opacity=".7"/>
  <path d="${starPath(cx, cy, rr * 0.36, rr * 0.15)}" fill="#fff" opacity=".85"/>`;
  return s;
}

function rubberStamp({ x, y, s = 1, r = 0, knob = 'url(#terraG)', base = 'url(#navyG)', impression = null }) {
  let body = '';
  if (impression) body += roundStamp(0, 34, 44, impression, -8, 'check');
  body += `${shadow(0, 4, 80, 10, 0.6)}
    <rect x="-62" y="-38" width="124" height="36" rx="9" fill="${base}"/>
    <rect x="-56" y="-8" width="112" height="10" rx="3" fill="${C.terracotta}"/>
    <rect x="-62" y="-38" width="124" height="9" rx="4.5" fill="#fff" opacity=".12"/>
    <path d="M-18 -38L-12 -86H12L18 -38Z" fill="url(#woodG)"/>
    <path d="M-4 -38L-2 -86H4L6 -38Z" fill="#fff" opacity=".25"/>
    <circle cy="-110" r="30" fill="${knob}"/>
    <circle cx="-10" cy="-120" r="9" fill="#fff" opacity=".28"/>`;
  return g(T(x, y, s, r), body);
}

function globe({ x, y, rr, land = '#8fdccd', landO = 0.85, seed = 3, lines = true }) {
  const id = uid('gc');
  const lands = [
    [-0.38, -0.32, 0.36, 0.26],
    [0.3, -0.12, 0.32, 0.38],
    [0.02, 0.5, 0.3, 0.18],
    [-0.62, 0.3, 0.2, 0.22],
    [0.72, 0.52, 0.16, 0.12],
  ]
    .map(([a, b, c, d], i) => `<path d="${blob(a * rr, b * rr, c * rr, d * rr, seed * 10 + i)}"/>`)
    .join('');
  let grid = '';
  if (lines) {
    grid = `<g fill="none" stroke="#fff" stroke-width="${n(rr / 110)}" opacity=".22">
      <ellipse rx="${n(rr * 0.36)}" ry="${rr}"/><ellipse rx="${n(rr * 0.72)}" ry="${rr}"/><path d="M0 ${-rr}V${rr}"/>
      <path d="M${-rr} 0H${rr}"/><ellipse cy="${n(-rr * 0.5)}" rx="${n(rr * 0.87)}" ry="${n(rr * 0.1)}"/><ellipse cy="${n(rr * 0.5)}" rx="${n(
        rr * 0.87,
      )}" ry="${n(rr * 0.1)}"/></g>`;
  }
  return g(
    T(x, y),
    `<defs><clipPath id="${id}"><circle r="${rr}"/></clipPath></defs>
    <circle r="${rr}" fill="url(#globeG)"/>
    <g clip-path="url(#${id})"><g fill="${land}" opacity="${landO}">${lands}</g>${grid}
    <circle cx="${n(rr * 0.35)}" cy="${n(rr * 0.35)}" r="${n(rr * 1.05)}" fill="none" stroke="#0b2a33" stroke-width="${n(
      rr * 0.5,
    )}" opacity=".12"/></g>
    <circle r="${rr}" fill="none" stroke="#fff" stroke-width="${n(rr / 60)}" opacity=".25"/>`,
  );
}

function mapPin({ x, y, s = 1, fill = 'url(#terraG)', dot = '#fff', shadowOn = true }) {
  return g(
    T(x, y, s),
    `${shadowOn ? shadow(0, 2, 34, 9, 0.8) : ''}
    <path d="M0 0C-8 -16 -42 -40 -42 -72A42 42 0 1 1 42 -72C42 -40 8 -16 0 0Z" fill="${fill}"/>
    <path d="M-30 -96A42 42 0 0 1 14 -112" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".3"/>
    <circle cy="-72" r="16" fill="${dot}"/>`,
  );
}

/** Modern small office building. Origin: ground, left edge. Width 380. */
function officeBuilding({ x, y, s = 1, night = false }) {
  const glass = night ? 'url(#glassNightG)' : 'url(#glassG)';
  const win = night ? '#f3d38b' : 'url(#glassG)';
  let w = '';
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++) {
      const lit = night && (r * 3 + c) % 4 !== 1;
      w += `<rect x="${58 + c * 32}" y="${-250 + r * 50}" width="20" height="30" rx="3" fill="${night ? (lit ? win : '#2b4a6b') : win}"/>`;
    }
  let mull = '';
  for (let i = 1; i < 4; i++) mull += `<path d="M${158 + i * 28} -300V-84"/>`;
  for (let i = 1; i < 5; i++) mull += `<path d="M158 ${-300 + i * 54}H270"/>`;
  return g(
    T(x, y, s),
    `${shadow(190, 0, 220, 16, 0.7)}
    <rect x="0" y="-160" width="52" height="160" fill="${night ? '#34557a' : '#d9ccb3'}"/>
    ${bar(4, -138, 44, 6, night ? '#4c6e92' : '#c8b897')}${bar(4, -108, 44, 6, night ? '#4c6e92' : '#c8b897')}
    <rect x="40" y="-290" width="130" height="290" fill="${night ? '#2d4d74' : 'url(#wallG)'}"/>
    ${w}
    <rect x="156" y="-316" width="116" height="316" fill="${glass}"/>
    <g stroke="#fff" stroke-width="3" opacity=".45">${mull}</g>
    <path d="M170 -300L200 -300L164 -240Z M214 -300L232 -300L166 -190L166 -220Z" fill="#fff" opacity=".16"/>
    <rect x="270" y="-200" width="92" height="200" fill="${night ? '#34557a' : '#e9e0cf'}"/>
    <rect x="284" y="-176" width="64" height="22" rx="3" fill="${win}"/><rect x="284" y="-136" width="64" height="22" rx="3" fill="${win}"/>
    <rect x="36" y="-298" width="140" height="12" rx="3" fill="${C.navy}"/>
    <rect x="150" y="-324" width="128" height="12" rx="3" fill="${C.navyLight}"/>
    <rect x="266" y="-208" width="100" height="10" rx="3" fill="${C.navy}"/>
    <rect x="180" y="-74" width="70" height="74" fill="${C.navy}"/>
    <rect x="186" y="-66" width="27" height="66" fill="${night ? '#f3d38b' : '#a7d9d1'}" opacity=".9"/>
    <rect x="217" y="-66" width="27" height="66" fill="${night ? '#f3d38b' : '#a7d9d1'}" opacity=".9"/>
    <rect x="166" y="-88" width="98" height="12" rx="4" fill="${C.teal}"/>
    <rect x="-6" y="-4" width="376" height="8" rx="4" fill="${night ? '#1a2f4c' : '#cbbd9f'}"/>`,
  );
}

/** Factory with sawtooth roof. Origin: ground, left edge. Width ~430. */
function factory({ x, y, s = 1, wall = 'url(#wallG)', roof = C.navy, dim = false }) {
  let saw = '';
  for (let i = 0; i < 4; i++) {
    const x0 = i * 75;
    saw += `<path d="M${x0} -150L${x0 + 75} -206V-150Z" fill="${roof}"/><rect x="${x0 + 66}" y="-200" width="9" height="50" fill="url(#glassG)"/>`;
  }
  let wins = '';
  for (let i = 0; i < 5; i++) wins += `<rect x="${18 + i * 56}" y="-128" width="40" height="28" rx="3" fill="url(#glassG)"/>`;
  let shutter = '';
  for (let i = 0; i < 6; i++) shutter += `<path d="M44 ${-70 + i * 12}H116"/>`;
  return g(
    T(x, y, s),
    `${shadow(215, 0, 240, 14, 0.6)}
    <circle cx="372" cy="-292" r="16" fill="#fff" opacity="${dim ? 0.1 : 0.22}"/><circle cx="398" cy="-318" r="21" fill="#fff" opacity="${
      dim ? 0.08 : 0.16
    }"/><circle cx="434" cy="-334" r="13" fill="#fff" opacity="${dim ? 0.06 : 0.12}"/>
    <rect x="340" y="-270" width="32" height="170" fill="#c6d1dc"/><rect x="340" y="-254" width="32" height="14" fill="${C.terracotta}"/>
    <rect x="334" y="-276" width="44" height="10" rx="3" fill="${C.navyLight}"/>
    ${saw}
    <rect x="0" y="-152" width="300" height="152" fill="${wall}"/>
    ${wins}
    <rect x="40" y="-82" width="80" height="82" fill="#9fb1c3"/>
    <g stroke="#7f94a9" stroke-width="3">${shutter}</g>
    <rect x="36" y="-88" width="88" height="8" rx="3" fill="${C.navy}"/>
    <rect x="160" y="-60" width="40" height="60" fill="${C.navyLight}"/>
    <rect x="296" y="-110" width="130" height="110" fill="#e4dccd"/>
    <rect x="292" y="-118" width="138" height="12" rx="3" fill="${roof}"/>
    <rect x="314" y="-90" width="36" height="24" rx="3" fill="url(#glassG)"/><rect x="364" y="-90" width="44" height="24" rx="3" fill="url(#glassG)"/>
    <rect x="344" y="-50" width="34" height="50" fill="${C.teal}"/>
    <rect x="-6" y="-4" width="442" height="8" rx="4" fill="#b9ab8f"/>`,
  );
}

/** Hard hat. Origin: centre of brim bottom. Width ~132. */
function helmet({ x, y, s = 1, r = 0, fill = 'url(#goldG)', brim = '#d39a33' }) {
  return g(
    T(x, y, s, r),
    `<path d="M-54 -10C-54 -80 54 -80 54 -10Z" fill="${fill}"/>
    <path d="M-12 -58C-6 -62 6 -62 12 -58L14 -12H-14Z" fill="#fff" opacity=".22"/>
    <path d="M-40 -26C-38 -40 -30 -48 -20 -52" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>
    <rect x="-68" y="-14" width="136" height="14" rx="7" fill="${brim}"/>`,
  );
}

/** Worker bust (faceless). Origin: bottom centre. */
function worker({
  x,
  y,
  s = 1,
  skin = C.skin[1],
  shirt = '#5b7391',
  vest = 'url(#goldG)',
  hat = 'url(#goldG)',
  hatBrim = '#d39a33',
  stripe = '#f4f6f8',
}) {
  return g(
    T(x, y, s),
    `<path d="M-84 0V-92C-84 -138 -56 -152 0 -152S84 -138 84 -92V0Z" fill="${shirt}"/>
    <path d="M-84 0V-92C-84 -132 -62 -146 -28 -150L-16 0Z" fill="${vest}"/>
    <path d="M84 0V-92C84 -132 62 -146 28 -150L16 0Z" fill="${vest}"/>
    <path d="M-84 -64H-18V-52H-84ZM84 -64H18V-52H84Z" fill="${stripe}" opacity=".9"/>
    <path d="M-16 -152H16L0 -120Z" fill="#fff" opacity=".85"/>
    <rect x="-15" y="-176" width="30" height="30" rx="6" fill="${skin}"/>
    <rect x="-15" y="-176" width="30" height="30" rx="6" fill="#000" opacity=".1"/>
    <ellipse cy="-206" rx="36" ry="40" fill="${skin}"/>
    ${helmet({ x: 0, y: -210, s: 0.78, fill: hat, brim: hatBrim })}`,
  );
}

/** Handshake: two arms from lower left (navy suit) and lower right (teal uniform). Centre at 0,0, ~640 wide. */
function handshake({
  x,
  y,
  s = 1,
  r = 0,
  skinL = C.skin[0],
  skinR = C.skin[2],
  sleeveL = 'url(#sleeveNavyG)',
  sleeveR = 'url(#sleeveTealG)',
}) {
  const edge = 'stroke="#000" stroke-opacity=".13" stroke-width="2.5"';
  const finger = (cx, cy, len, rot) =>
    `<rect x="${n(cx - 12)}" y="${n(cy - len / 2)}" width="24" height="${len}" rx="12" transform="rotate(${rot} ${cx} ${cy})"/>`;
  return g(
    T(x, y, s, r),
    `<path d="M-150 -10C-110 -40 -40 -50 -4 -44L44 -24C72 -10 90 18 80 40C72 56 46 62 22 60L-58 62C-100 62 -130 60 -150 56Z" fill="${skinL}"/>
    <path d="M150 -10C110 -44 50 -52 16 -48C-6 -44 -20 -32 -26 -20L-8 44C20 58 80 66 150 56Z" fill="${skinR}"/>
    <path d="M48 46C62 50 74 48 80 40" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2.5" stroke-linecap="round"/>
    <g fill="${skinR}" ${edge}>${finger(-72, 16, 80, 22)}${finger(-48, 20, 86, 22)}${finger(-24, 22, 86, 22)}${finger(0, 20, 78, 22)}</g>
    <path d="M-96 -28C-66 -56 -12 -66 34 -58C50 -55 52 -38 36 -34L-24 -20Z" fill="${skinL}" ${edge}/>
    <g transform="rotate(-22 -112 14)"><rect x="-350" y="-32" width="240" height="92" rx="16" fill="${sleeveL}"/>
      <rect x="-130" y="-35" width="26" height="98" rx="8" fill="#f4f1ea"/></g>
    <g transform="rotate(22 112 14)"><rect x="110" y="-32" width="240" height="92" rx="16" fill="${sleeveR}"/>
      <rect x="104" y="-35" width="26" height="98" rx="8" fill="#e8efe9"/></g>`,
  );
}

/** Landscape certificate, 340x240, with ribbons. */
function certificate({ x, y, s = 1, r = 0, ribbons = [C.red, C.blue], titleColor = C.navy }) {
  return g(
    T(x, y, s, r),
    `<rect x="12" y="14" width="340" height="240" rx="10" fill="#07111f" opacity=".2"/>
    <rect width="340" height="240" rx="10" fill="url(#paperWarmG)"/>
    <rect x="12" y="12" width="316" height="216" rx="6" fill="none" stroke="url(#goldHG)" stroke-width="3"/>
    <rect x="20" y="20" width="300" height="200" rx="3" fill="none" stroke="${C.gold}" stroke-width="1.2" opacity=".6"/>
    <circle cx="170" cy="46" r="10" fill="none" stroke="${C.gold}" stroke-width="3"/><circle cx="170" cy="46" r="3.5" fill="${C.gold}"/>
    ${bar(100, 70, 140, 13, titleColor)}${bar(128, 92, 84, 7, '#c9d2db')}
    ${bar(56, 114, 228, 6, C.line)}${bar(66, 128, 208, 6, C.line)}${bar(86, 142, 168, 6, C.line)}
    <path d="M48 184c10 -14 16 -2 22 -8s10 -12 16 -2 10 4 18 -4" fill="none" stroke="${C.ink}" stroke-width="2.5" stroke-linecap="round" opacity=".6"/>
    ${bar(44, 194, 86, 3, '#c3ccd6')}
    ${sealMark(262, 178, 30, ribbons)}`,
  );
}

/** ID / residence card 240x152 with star badge. */
function idCard({ x, y, s = 1, r = 0, band = 'url(#tealG)' }) {
  return g(
    T(x, y, s, r),
    `<rect x="10" y="12" width="240" height="152" rx="14" fill="#07111f" opacity=".22"/>
    <rect width="240" height="152" rx="14" fill="url(#paperG)"/>
    <path d="M0 14A14 14 0 0 1 14 0H226A14 14 0 0 1 240 14V38H0Z" fill="${band}"/>
    ${bar(16, 15, 70, 8, '#fff', 0.75)}
    ${silhouette(18, 52, 62, 80)}
    ${bar(96, 58, 90, 8, C.ink, 0.8)}${bar(96, 76, 120, 6, C.line)}${bar(96, 90, 100, 6, C.line)}${bar(96, 104, 110, 6, C.line)}
    <circle cx="206" cy="122" r="19" fill="url(#goldG)"/><path d="${starPath(206, 122, 11, 4.6)}" fill="#fff"/>`,
  );
}

/** Wall / desk calendar 240x220. highlight: list of [row, col]. */
function calendar({ x, y, s = 1, r = 0, highlight = [[2, 3]], hiFill = C.terracotta, header = 'url(#navyG)' }) {
  let cells = '';
  const his = new Set(highlight.map(([a, b]) => `${a},${b}`));
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 7; col++) {
      const cx = 18 + col * 30;
      const cy = 76 + row * 34;
      const hi = his.has(`${row},${col}`);
      cells += `<rect x="${cx}" y="${cy}" width="24" height="24" rx="6" fill="${hi ? hiFill : col === 0 ? '#f7dcd3' : C.lineSoft}"/>`;
      if (hi) cells += `<circle cx="${cx + 12}" cy="${cy + 12}" r="4" fill="#fff"/>`;
    }
  return g(
    T(x, y, s, r),
    `<rect x="10" y="14" width="240" height="224" rx="16" fill="#07111f" opacity=".2"/>
    <rect width="240" height="224" rx="16" fill="url(#paperG)"/>
    <path d="M0 16A16 16 0 0 1 16 0H224A16 16 0 0 1 240 16V56H0Z" fill="${header}"/>
    ${bar(80, 24, 80, 9, '#fff', 0.8)}
    <rect x="50" y="-14" width="14" height="34" rx="7" fill="url(#goldG)"/><rect x="176" y="-14" width="14" height="34" rx="7" fill="url(#goldG)"/>
    ${cells}`,
  );
}

function plant({ x, y, s = 1, pot = 'url(#sandG)', rim = '#d9bf91' }) {
  const leaves = [
    [-62, 130, 0],
    [-36, 170, 1],
    [-12, 190, 2],
    [14, 176, 0],
    [40, 160, 3],
    [66, 120, 2],
    [-84, 96, 3],
    [86, 92, 1],
  ]
    .map(([a, len, c]) => {
      const w = len * 0.22;
      return `<g transform="translate(0 -74) rotate(${a * 0.7})"><path d="M0 0C${n(w)} ${n(-len * 0.3)} ${n(w)} ${n(-len * 0.7)} 0 ${-len}C${n(-w)} ${n(
        -len * 0.7,
      )} ${n(-w)} ${n(-len * 0.3)} 0 0Z" fill="${C.leaf[c]}"/><path d="M0 -6V${n(-len * 0.85)}" stroke="#fff" stroke-width="2" opacity=".25"/></g>`;
    })
    .join('');
  return g(
    T(x, y, s),
    `${shadow(0, 0, 70, 10, 0.7)}${leaves}
    <path d="M-44 -76H44L34 0H-34Z" fill="${pot}"/><rect x="-50" y="-86" width="100" height="16" rx="5" fill="${rim}"/>`,
  );
}

function tree({ x, y, s = 1, tone = 'url(#treeG)', trunk = '#8a6a4f', shape = 'round' }) {
  const crown =
    shape === 'tall'
      ? `<ellipse cy="-150" rx="46" ry="92" fill="${tone}"/><path d="M-20 -200C-30 -170 -30 -130 -18 -100" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".18"/>`
      : `<circle cx="-30" cy="-100" r="40" fill="${tone}"/><circle cx="32" cy="-104" r="42" fill="${tone}"/><circle cy="-140" r="52" fill="${tone}"/>
      <path d="M-28 -160A40 40 0 0 1 10 -180" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".2"/>`;
  return g(
    T(x, y, s),
    `${shadow(0, 0, 56, 8, 0.6)}<rect x="-7" y="-80" width="14" height="80" rx="4" fill="${trunk}"/>
    <path d="M0 -50L-18 -70M2 -60L16 -76" stroke="${trunk}" stroke-width="6" stroke-linecap="round"/>${crown}`,
  );
}

/** Side-view chair. Origin: floor centre. flip: face left. */
function chair({ x, y, s = 1, flip = false, seat = 'url(#tealG)', leg = '#2b3a4e' }) {
  return g(
    `${T(x, y, s)}${flip ? ' scale(-1 1)' : ''}`,
    `${shadow(0, 0, 70, 9, 0.6)}
    <path d="M-36 -86L-44 0M40 -86L48 0" stroke="${leg}" stroke-width="7" stroke-linecap="round"/>
    <rect x="-56" y="-104" width="112" height="22" rx="11" fill="${seat}"/>
    <rect x="-58" y="-230" width="24" height="140" rx="12" fill="${seat}" transform="rotate(-8 -46 -100)"/>
    <rect x="-56" y="-104" width="112" height="7" rx="3.5" fill="#fff" opacity=".18"/>`,
  );
}

function table({ x, y, s = 1, w = 420, top = 'url(#woodG)' }) {
  return g(
    T(x, y, s),
    `${shadow(0, 0, w * 0.6, 14, 0.7)}
    <path d="M${-w / 2 + 40} -150L${-w / 2 + 26} 0M${-w / 2 + 60} -150L${-w / 2 + 74} 0M${w / 2 - 40} -150L${w / 2 - 26} 0M${w / 2 - 60} -150L${
      w / 2 - 74
    } 0" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>
    <rect x="${-w / 2}" y="-166" width="${w}" height="20" rx="6" fill="${top}"/>
    <rect x="${-w / 2}" y="-152" width="${w}" height="6" rx="3" fill="#b98f57" opacity=".55"/>`,
  );
}

function mug({ x, y, s = 1, fill = 'url(#tealG)', steam = true }) {
  return g(
    T(x, y, s),
    `${steam ? `<path d="M-8 -60c-6 -8 6 -14 0 -24M8 -60c-6 -8 6 -14 0 -24" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>` : ''}
    <circle cx="26" cy="-26" r="13" fill="none" stroke="${C.tealDark}" stroke-width="7"/>
    <path d="M-26 -52H26V-10A10 10 0 0 1 16 0H-16A10 10 0 0 1 -26 -10Z" fill="${fill}"/>
    <rect x="-26" y="-52" width="52" height="7" rx="3" fill="#fff" opacity=".25"/>`,
  );
}

function envelope({ x, y, s = 1, r = 0, fill = 'url(#paperG)' }) {
  return g(
    T(x, y, s, r),
    `<rect x="10" y="14" width="200" height="132" rx="12" fill="#07111f" opacity=".22"/>
    <rect width="200" height="132" rx="12" fill="${fill}"/>
    <path d="M4 128L78 62M196 128L122 62" stroke="#ded5c4" stroke-width="3" stroke-linecap="round"/>
    <path d="M8 6L100 78L192 6Z" fill="#ece3d1"/>
    <path d="M8 6L100 78L192 6" fill="none" stroke="#d8ccb4" stroke-width="3" stroke-linejoin="round"/>
    <circle cx="100" cy="76" r="15" fill="url(#terraG)"/><path d="${starPath(100, 76, 7, 3)}" fill="#fff" opacity=".85"/>`,
  );
}

/** Desk phone. Origin: bottom-left. Width 220. */
function deskPhone({ x, y, s = 1, body = 'url(#navyG)' }) {
  let keys = '';
  for (let r2 = 0; r2 < 3; r2++)
    for (let c = 0; c < 3; c++)
      keys += `<rect x="${80 + c * 22}" y="${-74 + r2 * 20}" width="16" height="12" rx="4" fill="#fff" opacity=".7"/>`;
  return g(
    T(x, y, s),
    `${shadow(110, 0, 130, 12, 0.8)}
    <path d="M18 0L34 -92Q36 -102 46 -102H174Q184 -102 186 -92L202 0Z" fill="${body}"/>
    <rect x="46" y="-92" width="128" height="6" rx="3" fill="#fff" opacity=".12"/>
    ${keys}<rect x="40" y="-74" width="28" height="52" rx="6" fill="#0f2236" opacity=".55"/><rect x="44" y="-68" width="20" height="6" rx="3" fill="${C.tealLight}"/>
    <path d="M6 -108C2 -146 28 -160 54 -146L60 -136H160L166 -146C192 -160 218 -146 214 -108L184 -104C182 -118 172 -124 160 -120H60C48 -124 38 -118 36 -104Z" fill="${body}"/>
    <path d="M24 -140C34 -150 46 -150 54 -144" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".2"/>
    <path d="M200 -100C240 -90 230 -40 204 -24" fill="none" stroke="${C.navyLight}" stroke-width="5" stroke-linecap="round"/>`,
  );
}

function bubble({ x, y, w, h, fill, o = 1, tail = 'left', dots = false, dotColor = '#fff' }) {
  const tx = tail === 'left' ? x + w * 0.2 : x + w * 0.8;
  const dir = tail === 'left' ? -1 : 1;
  let s = `<g opacity="${o}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(h / 2, 22))}" fill="${fill}"/>
  <path d="M${n(tx - 8)} ${n(y + h - 2)}L${n(tx + dir * 10)} ${n(y + h + h * 0.32)}L${n(tx + 10)} ${n(y + h - 2)}Z" fill="${fill}"/>`;
  if (dots) {
    const r = h * 0.09;
    for (let i = -1; i <= 1; i++) s += `<circle cx="${n(x + w / 2 + i * r * 3.4)}" cy="${n(y + h / 2)}" r="${n(r)}" fill="${dotColor}"/>`;
  }
  return `${s}</g>`;
}

function clock({ x, y, rr = 60, face = 'url(#paperG)', rim = 'url(#navyG)' }) {
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = rr * 0.78;
    const r2 = rr * (i % 3 ? 0.7 : 0.62);
    ticks += `<path d="M${n(Math.cos(a) * r1)} ${n(Math.sin(a) * r1)}L${n(Math.cos(a) * r2)} ${n(Math.sin(a) * r2)}"/>`;
  }
  return g(
    T(x, y),
    `<circle cx="6" cy="8" r="${rr}" fill="#07111f" opacity=".18"/><circle r="${rr}" fill="${rim}"/><circle r="${n(rr * 0.86)}" fill="${face}"/>
    <g stroke="${C.slate}" stroke-width="${n(rr * 0.04)}" stroke-linecap="round">${ticks}</g>
    <path d="M0 0L${n(rr * 0.32)} ${n(-rr * 0.28)}M0 0L0 ${n(-rr * 0.58)}" stroke="${C.navy}" stroke-width="${n(rr * 0.07)}" stroke-linecap="round"/>
    <circle r="${n(rr * 0.08)}" fill="${C.terracotta}"/>`,
  );
}

function pen({ x, y, s = 1, r = 0, body = 'url(#navyG)' }) {
  return g(
    T(x, y, s, r),
    `<rect x="4" y="6" width="200" height="16" rx="8" fill="#07111f" opacity=".15"/>
    <path d="M0 8L-26 0L0 -8Z" fill="#f0dcb3"/><path d="M-18 2.5L-26 0L-18 -2.5Z" fill="${C.navyDeep}"/>
    <rect x="0" y="-9" width="190" height="18" rx="6" fill="${body}"/><rect x="150" y="-9" width="8" height="18" fill="url(#goldG)"/>
    <rect x="120" y="-14" width="60" height="6" rx="3" fill="url(#goldG)"/>`,
  );
}

function checkBadge({ x, y, rr = 34, fill = 'url(#tealG)' }) {
  return g(
    T(x, y),
    `<circle cx="4" cy="6" r="${rr}" fill="#07111f" opacity=".18"/><circle r="${rr}" fill="${fill}"/>
    <path d="M${n(-rr * 0.38)} ${n(rr * 0.02)}L${n(-rr * 0.1)} ${n(rr * 0.3)}L${n(rr * 0.42)} ${n(-rr * 0.26)}" fill="none" stroke="#fff" stroke-width="${n(
      rr * 0.17,
    )}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** Government-style building with columns. Origin: ground centre. Width ~360. */
function civicBuilding({
  x,
  y,
  s = 1,
  wall = 'url(#wallG)',
  roof = C.navy,
  back = '#000',
  backO = 0.08,
  steps = ['#d8ccb4', '#cbbd9f', '#bcad8e'],
  medal = 'url(#goldG)',
}) {
  let cols = '';
  for (let i = 0; i < 6; i++) cols += `<rect x="${-132 + i * 50}" y="-170" width="22" height="128" rx="3" fill="${wall}"/>`;
  return g(
    T(x, y, s),
    `${shadow(0, 0, 200, 12, 0.6)}
    <rect x="-150" y="-176" width="300" height="140" fill="${back}" opacity="${backO}"/>
    ${cols}
    <path d="M-176 -176L0 -250L176 -176Z" fill="${roof}"/>
    <path d="M-140 -186L0 -236L140 -186Z" fill="#fff" opacity=".1"/>
    <circle cy="-204" r="12" fill="${medal}"/>
    <rect x="-176" y="-184" width="352" height="14" rx="3" fill="${roof}"/>
    <rect x="-170" y="-44" width="340" height="14" rx="3" fill="${steps[0]}"/><rect x="-186" y="-30" width="372" height="14" rx="3" fill="${steps[1]}"/>
    <rect x="-200" y="-16" width="400" height="16" rx="3" fill="${steps[2]}"/>`,
  );
}

function clipboard({ x, y, s = 1, r = 0 }) {
  return g(
    T(x, y, s, r),
    `<rect x="12" y="14" width="220" height="290" rx="18" fill="#07111f" opacity=".2"/>
    <rect width="220" height="290" rx="18" fill="url(#navyG)"/>
    <rect x="16" y="30" width="188" height="244" rx="8" fill="url(#paperG)"/>
    <rect x="60" y="-12" width="100" height="40" rx="10" fill="url(#goldG)"/><circle cx="110" cy="2" r="6" fill="${C.navy}"/>
    ${doc({ x: 16, y: 40, w: 188, h: 230, header: null, lines: 0, shadowOn: false, fill: 'none' })}
    ${[0, 1, 2, 3, 4]
      .map((i) => {
        const yy = 70 + i * 40;
        const done = i < 3;
        return `<rect x="36" y="${yy - 12}" width="24" height="24" rx="6" fill="${done ? C.teal : 'none'}" stroke="${done ? C.teal : '#b9c4cf'}" stroke-width="3"/>
        ${done ? `<path d="M42 ${yy}l5 5 8 -10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` : ''}
        ${bar(72, yy - 5, [110, 90, 100, 80, 96][i], 10, done ? '#c4ccd5' : C.line)}`;
      })
      .join('')}`,
  );
}

function book({ x, y, s = 1, r = 0 }) {
  return g(
    T(x, y, s, r),
    `${shadow(170, 232, 190, 16, 0.8)}
    <path d="M-6 18Q80 -6 170 22Q260 -6 346 18V232Q260 210 170 236Q80 210 -6 232Z" fill="url(#navyG)"/>
    <path d="M4 8Q86 -14 170 12V222Q86 198 4 220Z" fill="url(#pageG)"/>
    <path d="M336 8Q254 -14 170 12V222Q254 198 336 220Z" fill="url(#pageG)"/>
    <rect x="150" y="10" width="40" height="214" fill="url(#gutterG)"/>
    <rect x="30" y="36" width="112" height="86" rx="6" fill="${C.tealPale}"/>
    <path d="${blob(66, 72, 26, 18, 41)}" fill="#a9dcd4"/><path d="${blob(112, 96, 22, 16, 42)}" fill="#a9dcd4"/>
    <path d="M38 112C60 90 80 104 100 84S130 60 136 50" fill="none" stroke="${C.teal}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>
    ${mapPin({ x: 98, y: 84, s: 0.34, shadowOn: false })}
    ${bar(30, 138, 110, 6, C.line)}${bar(30, 152, 96, 6, C.line)}${bar(30, 166, 104, 6, C.line)}${bar(30, 180, 70, 6, C.line)}
    ${bar(196, 34, 80, 10, C.navy)}
    ${bar(196, 60, 112, 6, C.line)}${bar(196, 74, 104, 6, C.line)}${bar(196, 88, 110, 6, C.line)}${bar(196, 102, 80, 6, C.line)}
    <circle cx="206" cy="134" r="9" fill="${C.gold}"/>${bar(222, 131, 80, 6, C.line)}
    <circle cx="206" cy="160" r="9" fill="${C.teal}"/>${bar(222, 157, 70, 6, C.line)}
    <circle cx="206" cy="186" r="9" fill="${C.terracotta}"/>${bar(222, 183, 86, 6, C.line)}
    <path d="M286 0V60L298 50L310 60V-2Z" fill="url(#terraG)"/>`,
  );
}

function pendantLamp({ x, y, len = 160, s = 1 }) {
  return g(
    T(x, y, s),
    `<path d="M0 0V${len}" stroke="${C.navy}" stroke-width="3"/>
    <circle cy="${len + 30}" r="60" fill="url(#glowGoldG)" opacity=".6"/>
    <path d="M-46 ${len + 34}A46 40 0 0 1 46 ${len + 34}Z" fill="url(#navyG)"/>
    <ellipse cy="${len + 36}" rx="16" ry="8" fill="#fbe3a4"/>`,
  );
}

function frameWithCert({ x, y, s = 1 }) {
  return g(
    T(x, y, s),
    `<rect x="6" y="8" width="200" height="150" rx="6" fill="#07111f" opacity=".12"/>
    <rect width="200" height="150" rx="6" fill="${C.navy}"/>
    <rect x="12" y="12" width="176" height="126" rx="3" fill="url(#paperWarmG)"/>
    ${bar(62, 32, 76, 9, C.navyLight)}${bar(40, 56, 120, 5, C.line)}${bar(48, 68, 104, 5, C.line)}${bar(60, 80, 80, 5, C.line)}
    ${sealMark(150, 108, 16, [C.teal, C.navyLight])}`,
  );
}

function windowView({ x, y, w = 300, h = 260 }) {
  const id = uid('wv');
  let blinds = '';
  for (let i = 0; i < 5; i++) blinds += `<rect x="0" y="${i * 12}" width="${w}" height="6" fill="#fff" opacity=".5"/>`;
  return g(
    T(x, y),
    `<defs><clipPath id="${id}"><rect width="${w}" height="${h}"/></clipPath>${lin(`${id}s`, [
      [0, '#cdeae6'],
      [1, '#f3f0e6'],
    ])}</defs>
    <rect x="-14" y="-14" width="${w + 28}" height="${h + 28}" rx="8" fill="#fff"/>
    <g clip-path="url(#${id})"><rect width="${w}" height="${h}" fill="url(#${id}s)"/>
      <circle cx="${w * 0.78}" cy="${h * 0.3}" r="26" fill="#f8e1a6" opacity=".8"/>
      <path d="M0 ${h * 0.7}Q${w * 0.25} ${h * 0.58} ${w * 0.5} ${h * 0.68}T${w} ${h * 0.62}V${h}H0Z" fill="#bfe0d6"/>
      <rect x="${w * 0.14}" y="${h * 0.5}" width="34" height="${h * 0.5}" fill="#d9e6ea"/><rect x="${w * 0.28}" y="${h * 0.4}" width="44" height="${
        h * 0.6
      }" fill="#cfdde4"/><rect x="${w * 0.6}" y="${h * 0.55}" width="40" height="${h * 0.45}" fill="#d9e6ea"/>
      ${tree({ x: w * 0.85, y: h + 10, s: 0.55 })}
      ${blinds}</g>
    <rect x="${w / 2 - 4}" y="0" width="8" height="${h}" fill="#fff"/>
    <rect x="-22" y="${h + 10}" width="${w + 44}" height="14" rx="4" fill="#f0e8da"/>`,
  );
}

function streetLamp({ x, y, s = 1 }) {
  return g(
    T(x, y, s),
    `<rect x="-4" y="-230" width="8" height="230" fill="${C.navy}"/><path d="M0 -226Q0 -250 26 -250H40" fill="none" stroke="${C.navy}" stroke-width="7"/>
    <path d="M28 -256H62L56 -242H34Z" fill="${C.navy}"/><ellipse cx="45" cy="-240" rx="10" ry="4" fill="#fbe3a4"/>
    <rect x="-10" y="-8" width="20" height="8" rx="3" fill="${C.navy}"/>`,
  );
}

function bush({ x, y, s = 1, fill = 'url(#treeG)' }) {
  return g(T(x, y, s), `<path d="M-60 0C-70 -30 -40 -50 -20 -40C-14 -64 26 -64 30 -38C52 -48 72 -24 60 0Z" fill="${fill}"/>`);
}

/** Abstract top-down city map. */
function cityMap(w, h, o = {}) {
  const {
    land = '#f3ead9',
    block = '#e9dcc3',
    block2 = block,
    road = '#ffffff',
    water = '#bfe3dc',
    park = '#cfe8cf',
    dash = C.gold,
    dashO = 0.6,
    seed = 5,
    cell = [130, 110],
  } = o;
  const r = rng(seed);
  let blocks = '';
  const [cw, ch] = cell;
  const cols = Math.ceil(w / cw);
  const rows = Math.ceil(h / ch);
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const bx = i * cw + 14;
      const by = j * ch + 14;
      const bw = cw - 28;
      const bh = ch - 28;
      const v = r();
      const fill = v < 0.12 ? park : r() < 0.5 ? block : block2;
      if (v > 0.75) {
        const sx = Math.round(bw * (0.35 + r() * 0.3));
        blocks += `<rect x="${bx}" y="${by}" width="${sx - 5}" height="${bh}" rx="8" fill="${fill}"/><rect x="${bx + sx + 5}" y="${by}" width="${bw - sx - 5}" height="${bh}" rx="8" fill="${fill}"/>`;
      } else if (v > 0.5) {
        const sy = Math.round(bh * (0.35 + r() * 0.3));
        blocks += `<rect x="${bx}" y="${by}" width="${bw}" height="${sy - 5}" rx="8" fill="${fill}"/><rect x="${bx}" y="${by + sy + 5}" width="${bw}" height="${bh - sy - 5}" rx="8" fill="${fill}"/>`;
      } else blocks += `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="10" fill="${fill}"/>`;
    }
  return `<rect width="${w}" height="${h}" fill="${land}"/>${blocks}
  <path d="M-40 ${h * 0.82}C${w * 0.2} ${h * 0.6} ${w * 0.35} ${h * 1.0} ${w * 0.6} ${h * 0.78}S${w * 0.9} ${h * 0.6} ${w + 40} ${h * 0.7}" fill="none" stroke="${water}" stroke-width="46"/>
  <path d="M${w * 0.08} -20L${w * 0.42} ${h + 20}M-20 ${h * 0.3}L${w + 20} ${h * 0.12}" stroke="${road}" stroke-width="18"/>
  <path d="M${w * 0.08} -20L${w * 0.42} ${h + 20}M-20 ${h * 0.3}L${w + 20} ${h * 0.12}" stroke="${dash}" stroke-width="2.5" stroke-dasharray="14 12" opacity="${dashO}"/>`;
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------
const scenes = [];
const scene = (name, w, h, build, opts = {}) => scenes.push({ name, w, h, build, opts });

/** Dark wash used on card backgrounds so white text stays readable. */
function darkWash(w, h, strength = 0.55, dir = 'bottom') {
  const id = uid('dw');
  const grad =
    dir === 'bottom'
      ? lin(id, [
          [0, C.navyNight, strength * 0.55],
          [1, C.navyNight, strength],
        ])
      : dir === 'left'
        ? lin(
            id,
            [
              [0, C.navyNight, strength],
              [0.55, C.navyNight, strength * 0.45],
              [1, C.navyNight, strength * 0.25],
            ],
            0,
            0,
            1,
            0,
          )
        : lin(
            id,
            [
              [0, C.navyNight, strength * 0.4],
              [0.5, C.navyNight, strength],
              [1, C.navyNight, strength * 0.4],
            ],
            0,
            0,
            1,
            0,
          );
  return `<defs>${grad}</defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

// ---- hero ------------------------------------------------------------------
scene('hero/home-hero', 1600, 900, (w, h) => {
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
});

// ---- slides ------------------------------------------------------------------
scene('slides/slide1', 1200, 675, (w, h) => {
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
});

scene('slides/slide2', 1200, 675, (w, h) => {
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
});

scene('slides/slide3', 1200, 675, (w, h) => {
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
});

scene('slides/slide4', 1200, 675, (w, h) => {
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
});

// ---- service cards (muted, dark) ---------------------------------------------------
scene('services/service1', 900, 600, (w, h) => {
  return `${darkBg(w, h, { glow: [0.6, 0.45], glowOpacity: 0.3, rings: true, dots: [0.04, 0.06, 0.2, 0.3] })}
  ${globe({ x: 600, y: 250, rr: 170, seed: 9, landO: 0.6 })}
  ${passportClosed({ x: 300, y: 170, s: 0.9, r: -12, tone: 'teal' })}
  ${passportOpen({ x: 400, y: 240, s: 0.95, r: -4 })}
  ${mapPin({ x: 650, y: 150, s: 0.8, fill: 'url(#goldG)', dot: C.navy })}
  <rect width="${w}" height="${h}" fill="${C.navyNight}" opacity=".34"/>${darkWash(w, h, 0.66)}`;
});

scene('services/service2', 900, 600, (w, h) => {
  return `${darkBg(w, h, { glow: [0.6, 0.45], glowOpacity: 0.3, from: '#0b1a26', mid: '#12303f', to: '#1c4a56', dots: [0.04, 0.06, 0.2, 0.3] })}
  ${factory({ x: 250, y: 330, s: 0.95 })}
  ${helmet({ x: 215, y: 340, s: 0.8, r: -6 })}
  ${handshake({ x: 470, y: 440, s: 0.72, r: -3 })}
  <rect width="${w}" height="${h}" fill="${C.navyNight}" opacity=".34"/>${darkWash(w, h, 0.66)}`;
});

scene('services/service3', 900, 600, (w, h) => {
  return `${darkBg(w, h, { glow: [0.6, 0.45], glowOpacity: 0.3, dots: [0.04, 0.06, 0.2, 0.3] })}
  ${officeBuilding({ x: 440, y: 470, s: 0.95 })}
  ${doc({ x: 230, y: 200, s: 0.95, r: -6, seal: [C.teal, C.navyLight] })}
  ${rubberStamp({ x: 320, y: 530, s: 0.8, r: 8, impression: null })}
  <rect width="${w}" height="${h}" fill="${C.navyNight}" opacity=".34"/>${darkWash(w, h, 0.66)}`;
});

// ---- about -------------------------------------------------------------------
scene('about/about1', 1200, 800, (w, h) => {
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
});

scene('about/about2', 1200, 800, (w, h) => {
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
});

// ---- contact -----------------------------------------------------------------
scene('contact/contact-hero', 1600, 600, (w, h) => {
  const binders = [
    ['url(#navyG)', 0],
    ['url(#sandG)', 1],
    ['url(#tealG)', 2],
  ]
    .map(
      ([f, i]) =>
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
});

// ---- posts -----------------------------------------------------------------------
scene('posts/notice-holiday', 800, 450, (w, h) => {
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
});

scene('posts/notice-policy', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'teal', circle: [0.5, 0.55, 0.4] })}
  ${civicBuilding({ x: 340, y: 380, s: 0.8, wall: '#ffffff' })}
  ${doc({ x: 470, y: 140, s: 0.82, r: 6, lines: 7, header: C.teal })}
  ${g(
    T(600, 340),
    `<circle cx="4" cy="6" r="40" fill="#07111f" opacity=".15"/><circle r="40" fill="url(#terraG)"/>
    <path d="M-20 -4A20 20 0 0 1 16 -12M20 4A20 20 0 0 1 -16 12" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
    <path d="M8 -22L18 -12L6 -4ZM-8 22L-18 12L-6 4Z" fill="#fff"/>`,
  )}`;
});

scene('posts/notice-employment', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'teal', circle: [0.5, 0.55, 0.4] })}
  ${factory({ x: 150, y: 330, s: 0.85, wall: '#ffffff', roof: '#9fb3c8' })}
  <rect x="0" y="330" width="${w}" height="${h - 330}" fill="#d3ebe6"/>
  <rect x="0" y="326" width="${w}" height="8" fill="#bfe1da"/>
  ${worker({ x: 380, y: h + 12, s: 0.95, skin: C.skin[1], shirt: '#3d5a80' })}
  ${idCard({ x: 500, y: 250, s: 0.72, r: 8 })}`;
});

scene('posts/notice-consultation', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'teal', circle: [0.5, 0.52, 0.4] })}
  ${bubble({ x: 230, y: 110, w: 230, h: 120, fill: 'url(#navyG)', tail: 'left', dots: true })}
  ${bubble({ x: 360, y: 210, w: 210, h: 110, fill: 'url(#tealG)', tail: 'right', dots: true })}
  ${clock({ x: 600, y: 150, rr: 56 })}
  ${sparkles([
    [190, 300, 8, 'plus', C.gold, 0.9],
    [640, 320, 6, 'ring', C.terracotta, 0.6],
  ])}`;
});

scene('posts/library-forms', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.52, 0.4] })}
  ${doc({ x: 250, y: 90, s: 0.95, r: -10, lines: 7, header: C.teal })}
  ${doc({ x: 330, y: 80, s: 0.95, r: -2, lines: 7, header: C.navyLight })}
  ${doc({ x: 410, y: 90, s: 0.95, r: 6, lines: 5, photo: true, sign: true })}
  ${pen({ x: 560, y: 360, s: 0.9, r: -32 })}`;
});

scene('posts/library-guide', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.52, 0.4] })}
  ${book({ x: 230, y: 110, s: 1.0 })}
  ${sparkles([
    [190, 120, 9, 'plus', C.teal, 0.8],
    [620, 100, 6, 'ring', C.terracotta, 0.6],
  ])}`;
});

scene('posts/library-checklist', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.55, 0.4] })}
  ${clipboard({ x: 300, y: 80, s: 1.0, r: -4 })}
  ${pen({ x: 500, y: 330, s: 0.8, r: -40 })}
  ${checkBadge({ x: 540, y: 150, rr: 40 })}`;
});

scene('posts/library-certificate', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.52, 0.4] })}
  ${certificate({ x: 230, y: 110, s: 1.0, r: -3, ribbons: [C.teal, C.navyLight] })}
  ${sparkles([
    [200, 110, 9, 'plus', C.gold, 0.9],
    [610, 330, 6, 'ring', C.teal, 0.6],
  ])}`;
});

scene('placeholder-thumbnail', 800, 450, (w, h) => {
  return `${lightBg(w, h, { tone: 'sand', circle: [0.5, 0.5, 0.34], dots: false })}
  ${doc({ x: 330, y: 120, s: 0.8, lines: 6, header: C.sandDark, fill: '#fffaf0', shadowOn: false })}`;
});

// ---- OG ----------------------------------------------------------------------
scene(
  'og/default',
  1200,
  630,
  (w, h) => {
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
  { jpeg: true },
);

// ---------------------------------------------------------------------------
// Logo / favicon / icons (hand-written SVG)
// ---------------------------------------------------------------------------
function logoMark(size) {
  // 64-unit mark, centred on 0,0
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

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------
async function encode(pipeline, fmt, q) {
  if (fmt === 'avif') return pipeline.clone().avif({ quality: q, effort: 7, chromaSubsampling: '4:2:0' }).toBuffer();
  if (fmt === 'webp') return pipeline.clone().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
  return pipeline.clone().jpeg({ quality: q, mozjpeg: true }).toBuffer();
}

async function writeUnderBudget(pipeline, fmt, q0, file) {
  let q = q0;
  let buf = await encode(pipeline, fmt, q);
  while (buf.length > BUDGET && q > 30) {
    q -= 4;
    buf = await encode(pipeline, fmt, q);
  }
  await writeFile(file, buf);
  return { bytes: buf.length, q };
}

/**
 * Narrower copies for `srcset` (a phone downloads a third of the hero's bytes): `name-640w.avif`
 * and so on. apps/web/src/components/picture.tsx offers exactly these widths (same rule).
 */
const smallerWidths = (w) => (w >= 1600 ? [640, 1024] : w >= 1200 ? [600, 800] : [Math.round(w / 2)]);

const results = [];
const svgResults = [];
const rootIconResults = [];

async function main() {
  await mkdir(OUT, { recursive: true });
  if (PREVIEW_DIR) await mkdir(PREVIEW_DIR, { recursive: true });
  for (const { name, w, h, build, opts } of scenes) {
    if (ONLY && !name.includes(ONLY)) continue;
    const markup = svg(w, h, build(w, h));
    const pipeline = sharp(Buffer.from(markup), { density: 72 }).resize(w, h);
    const file = path.join(OUT, name);
    await mkdir(path.dirname(file), { recursive: true });
    const row = { name, w, h };
    if (opts.jpeg) {
      row.jpg = await writeUnderBudget(pipeline, 'jpeg', 80, `${file}.jpg`);
    } else {
      row.avif = await writeUnderBudget(pipeline, 'avif', 50, `${file}.avif`);
      row.webp = await writeUnderBudget(pipeline, 'webp', 72, `${file}.webp`);
      for (const vw of smallerWidths(w)) {
        const narrow = sharp(Buffer.from(markup), { density: 72 }).resize(vw, Math.round((h * vw) / w));
        await writeUnderBudget(narrow, 'avif', 50, `${file}-${vw}w.avif`);
        await writeUnderBudget(narrow, 'webp', 72, `${file}-${vw}w.webp`);
      }
    }
    if (PREVIEW_DIR) {
      const src = opts.jpeg ? `${file}.jpg` : `${file}.webp`;
      await sharp(src)
        .png()
        .toFile(path.join(PREVIEW_DIR, `${name.replace(/\//g, '__')}.png`));
    }
    results.push(row);
    const sizes = opts.jpeg
      ? `jpg ${row.jpg.bytes} B (q${row.jpg.q})`
      : `avif ${row.avif.bytes} B (q${row.avif.q}), webp ${row.webp.bytes} B (q${row.webp.q})`;
    console.log(`${name.padEnd(30)} ${w}x${h}  ${sizes}`);
  }
  await writeSvgs();
  await writeRootIcons();
  if (!ONLY) await writeReadme();
}

/**
 * The icons asked for by name, never linked (a link would add a request before the page's largest
 * paint, decision 0028): `/favicon.ico` (16, 32 and 48 px, for browsers, feed readers and tools
 * that do not read the SVG icon) and `/apple-touch-icon.png` (180 px, what iOS puts on the home
 * screen; square and opaque, since iOS rounds the corners itself and fills transparency with black).
 */
async function writeRootIcons() {
  const icons = {
    'favicon.ico': async () =>
      pngToIco(
        await Promise.all(
          [16, 32, 48].map((size) => sharp(Buffer.from(STATIC_SVGS['favicon.svg']), { density: 384 }).resize(size, size).png().toBuffer()),
        ),
      ),
    'apple-touch-icon.png': () =>
      sharp(Buffer.from(STATIC_SVGS['logo.svg'].replace(/ rx="\d+"/, '')), { density: 384 })
        .resize(180, 180)
        .flatten({ background: C.navy })
        .png({ compressionLevel: 9 })
        .toBuffer(),
  };
  for (const [file, make] of Object.entries(icons)) {
    if (ONLY && !file.includes(ONLY)) continue;
    const bytes = await make();
    await writeFile(path.join(ROOT, file), bytes);
    rootIconResults.push({ file, bytes: bytes.length });
    console.log(`${file.padEnd(30)} ${bytes.length} B`);
  }
}

async function writeSvgs() {
  for (const [file, content] of Object.entries(STATIC_SVGS)) {
    if (ONLY && !file.includes(ONLY)) continue;
    const p = path.join(OUT, file);
    await mkdir(path.dirname(p), { recursive: true });
    await writeFile(p, `${content}\n`);
    svgResults.push({ file, bytes: Buffer.byteLength(content) + 1 });
    console.log(`${file.padEnd(30)} svg  ${Buffer.byteLength(content) + 1} B`);
  }
}

const DESCRIPTIONS = {
  'hero/home-hero':
    'Home hero background. Dark navy on the left half (room for white headline text); on the right a teal globe with a gold map pin, a dashed flight path with a plane, an open passport with a visa sticker and an entry stamp, a closed teal passport, a document with a seal and a small modern office building.',
  'slides/slide1':
    'Visas and stay permits: an open passport with a visa sticker and a round entry stamp, a closed passport, a globe with a flight path and a rubber stamp.',
  'slides/slide2':
    'Hiring foreign workers: a factory with a sawtooth roof, two hard hats (yellow and white) and a handshake between a navy suit sleeve and a teal work-uniform sleeve.',
  'slides/slide3':
    'Naturalization and permanent residence: a certificate with a gold seal and red/blue ribbons, a residence card with a star badge and a passport, over soft red and blue circles with gold rays.',
  'slides/slide4':
    'Permits and document certification: documents with a photo and a signature, a gold seal with red/blue ribbons (apostille), a rubber stamp, a green check badge and a columned public building behind.',
  'services/service1': 'Card background, foreign residents (dark, muted): passports in front of a globe with a map pin.',
  'services/service2': 'Card background, employers (dark, muted): a factory, a hard hat and a handshake.',
  'services/service3':
    'Card background, businesses & permits (dark, muted): an office building, a document with a seal and a rubber stamp.',
  'about/about1':
    'Consultation room: a wooden table with two chairs, papers, a pen and a mug, a pendant lamp, a window with a city view, a framed certificate, a small bookshelf and a large potted plant.',
  'about/about2': 'The office: a small modern building with a glass entrance on a tree-lined street with street lamps.',
  'contact/contact-hero':
    'Contact header (dark): a potted plant, a desk phone and binders on the left; an envelope, a small city map with a gold map pin and a mug on the right; the centre is kept calm for white text.',
  'posts/notice-holiday': 'Holiday notice: a desk calendar with three consecutive days marked and a full moon behind a cloud.',
  'posts/notice-policy': 'Policy notice: a columned public building, a document and an orange update badge (circular arrows).',
  'posts/notice-employment': 'Employment notice: a worker in a hard hat and safety vest in front of a factory, with an ID card.',
  'posts/notice-consultation': 'Consultation notice: two speech bubbles and a clock.',
  'posts/library-forms': 'Forms: a fanned stack of forms, one with a photo and a signature, and a pen.',
  'posts/library-guide': 'Guide: an open guidebook with a small map, a map pin, a bullet list and a bookmark.',
  'posts/library-checklist': 'Checklist: a clipboard with three of five items ticked, a pen and a check badge.',
  'posts/library-certificate': 'Certificate: a framed-edge certificate with a gold seal and teal/navy ribbons.',
  'placeholder-thumbnail': 'Neutral placeholder for cards without a thumbnail: a plain document icon on a soft sand background.',
  'og/default':
    'Social sharing image: the logo mark (gold sunburst in a navy square) on the left; a dark abstract city map with a lit office building, a gold map pin and a passport on the right.',
  'logo.svg':
    'Logo mark: a gold sunburst ("한빛", great light) in a navy rounded square. Square viewBox, scales freely. The site header puts this file into its HTML at build time (`BrandMark` in `site-header.tsx`, decision 0028).',
  'favicon.svg': 'Favicon: the same mark with eight thicker rays and a larger sun, legible at 16 px.',
  'icons/category1.svg': 'Line icon: passport (visas, stay).',
  'icons/category2.svg': 'Line icon: ID card with a star (naturalization, permanent residence).',
  'icons/category3.svg': 'Line icon: hard hat (foreign workers, employers).',
  'icons/category4.svg': 'Line icon: building with a document (business permits).',
  'icons/category5.svg': 'Line icon: rubber stamp (certification, notarial documents).',
  'icons/category6.svg': 'Line icon: two speech bubbles (translation, languages).',
};

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

async function writeReadme() {
  const rows = results.map((r) => {
    const file = r.jpg ? `\`${r.name}.jpg\`` : `\`${r.name}.{avif,webp}\``;
    const bytes = r.jpg ? `jpg ${r.jpg.bytes} (${kb(r.jpg.bytes)})` : `${r.webp.bytes} / ${r.avif.bytes}`;
    return `| ${file} | ${r.w}×${r.h} | ${bytes} | ${DESCRIPTIONS[r.name] || ''} |`;
  });
  const svgRows = svgResults.map(
    (r) => `| \`${r.file}\` | ${r.file.startsWith('icons/') ? '24×24' : 'square'} | svg ${r.bytes} | ${DESCRIPTIONS[r.file] || ''} |`,
  );
  const md = `# Site images

Flat illustrations in the site palette (navy \`#1d3557\`, teal \`#2a9d8f\`, warm sand \`#f1e3c8\`, gold \`#e9b44c\`).
They contain no text (nothing to translate), no photos and no real-world logos or flags.

**Do not edit these files by hand.** They are generated from SVG drawn in
[\`apps/web/scripts/generate-images.mjs\`](../../scripts/generate-images.mjs) and converted with sharp.

## Files

Rasters ship as AVIF and WebP with the same base name (use \`<picture>\` with AVIF first, WebP as the fallback),
each also in narrower copies for \`srcset\` (\`-640w\` and \`-1024w\` for 1600 px images, \`-600w\` and \`-800w\` for 1200 px ones, \`-<half>w\` for the others; see \`Picture\`).
Encoding: AVIF q50, WebP q72 (the script lowers the quality only if a file would pass 60 KB; none does today).
The OG image is a mozjpeg JPEG at q80, since social crawlers do not all read AVIF/WebP.

| file (under \`public/images/\`) | size (px) | bytes: webp / avif | shows (basis for alt text) |
| --- | --- | --- | --- |
${rows.join('\n')}
${svgRows.join('\n')}

Two icons sit at the site's root (\`public/\`), made from the SVGs above, because browsers ask for them by
name without a link; the pages do not link them (a link would add a request before the largest paint):

| file (under \`public/\`) | size (px) | bytes | what |
| --- | --- | --- | --- |
${rootIconResults.map((r) => `| \`${r.file}\` | ${r.file === 'favicon.ico' ? '16, 32, 48' : '180×180'} | ${r.bytes} | ${r.file === 'favicon.ico' ? 'favicon.svg as an ICO, for browsers, feed readers and tools that do not read the SVG icon' : 'logo.svg, square and opaque: what iOS puts on the home screen (it rounds the corners itself)'} |`).join('\n')}

### Alt text

- The hero, slide, service-card and contact backgrounds sit behind text that already says what the section is
  about: give them \`alt=""\` (decorative), or a short alt based on the description above if the image carries meaning on its own.
- Post and library thumbnails repeat the card title: \`alt=""\` is right when the title is next to it.
- Category icons draw with \`stroke="currentColor"\` (stroke width 1.75, round caps): inline them or use them as a mask so they take the text colour;
  mark them \`aria-hidden="true"\` next to a visible label.

### Layout notes

- \`hero/home-hero\`: the left ~45 % is dark and quiet, for white text; the illustration is on the right.
- \`slides/*\`: same scheme as the hero (dark, calm left third, illustration on the right two thirds).
- \`services/*\`: dark and muted throughout (a navy wash, strongest at the bottom) so white text reads anywhere on a 300 px-high card; the subject is centred so \`object-fit: cover\` crops keep it.
- \`contact/contact-hero\`: dark, with the centre kept calm for overlaid white text.
- \`about/*\`, \`posts/*\`, \`placeholder-thumbnail\`: light backgrounds, not meant for text on top.

## Regenerate

The script needs \`sharp\` (planned as a devDependency of \`apps/web\`). From the repository root:

\`\`\`sh
node apps/web/scripts/generate-images.mjs                   # everything, rewrites this README
ONLY=slides node apps/web/scripts/generate-images.mjs       # only outputs whose name contains "slides"
PREVIEW_DIR=/tmp/preview node apps/web/scripts/generate-images.mjs   # also write PNG previews to look at
\`\`\`

The output is deterministic (seeded shapes); a full run takes about a minute (AVIF effort 7, WebP effort 6).
To change a picture, edit its \`scene(...)\` in the script (objects such as \`passportOpen\`, \`globe\`, \`factory\`,
\`handshake\`, \`certificate\` are small functions at the top), run it, and look at the previews.
`;
  await writeFile(path.join(OUT, 'README.md'), md);
  console.log('README.md written');
}

const ICON = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const STATIC_SVGS = {
  'logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="15" fill="#1d3557"/><path d="M46 32h10M44.1 39l4.2 2.5M39 44.1l2.5 4.2M32 46v10M25 44.1l-2.5 4.2M19.9 39l-4.2 2.5M18 32H8M19.9 25l-4.2-2.5M25 19.9l-2.5-4.2M32 18V8M39 19.9l2.5-4.2M44.1 25l4.2-2.5" stroke="#e9b44c" stroke-width="3.4" stroke-linecap="round"/><circle cx="32" cy="32" r="9" fill="#e9b44c"/></svg>',
  'favicon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1d3557"/><path d="M32 6v9M32 49v9M6 32h9M49 32h9M13.6 13.6l6.4 6.4M44 44l6.4 6.4M13.6 50.4l6.4-6.4M44 20l6.4-6.4" stroke="#e9b44c" stroke-width="6" stroke-linecap="round"/><circle cx="32" cy="32" r="11" fill="#e9b44c"/></svg>',
  'icons/category1.svg': ICON(
    '<rect x="5" y="2.75" width="14" height="18.5" rx="2"/><circle cx="12" cy="9.75" r="3.5"/><path d="M8.5 9.75h7M12 6.25c-1.9 2.1-1.9 4.9 0 7 1.9-2.1 1.9-4.9 0-7M9 17h6"/>',
  ),
  'icons/category2.svg': ICON(
    '<rect x="2.75" y="5" width="18.5" height="14" rx="2"/><path d="m8 8.9 1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z"/><path d="M14 10h4M14 14h3"/>',
  ),
  'icons/category3.svg': ICON(
    '<path d="M4.5 16.5v-2a7.5 7.5 0 0 1 15 0v2"/><path d="M10 7.3V12M14 7.3V12"/><rect x="2.75" y="16.5" width="18.5" height="3" rx="1.5"/>',
  ),
  'icons/category4.svg': ICON(
    '<path d="M3 21V4.5a1.5 1.5 0 0 1 1.5-1.5h7A1.5 1.5 0 0 1 13 4.5V8"/><path d="M6.5 7h3M6.5 10.5h3M6.5 14h2M2 21h7"/><path d="M11 11.5h6l3.25 3.25V21H11z"/><path d="M17 11.5v3.25h3.25M13.5 18h4"/>',
  ),
  'icons/category5.svg': ICON(
    '<circle cx="12" cy="5.5" r="2.75"/><path d="M10.5 8.25 10 13M13.5 8.25 14 13"/><path d="M4 17v-2.5A1.5 1.5 0 0 1 5.5 13h13a1.5 1.5 0 0 1 1.5 1.5V17z"/><path d="M5 21h14"/>',
  ),
  'icons/category6.svg': ICON(
    '<path d="M3 5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H8.5L5 15v-3a2 2 0 0 1-2-2z"/><path d="M15 8.5h4a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2v3l-3.5-3H11a2 2 0 0 1-2-2V15"/><path d="M6.5 6.5h5M6.5 9h3M12.5 14.5h5"/>',
  ),
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
