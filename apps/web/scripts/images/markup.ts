/** SVG markup helpers shared by every drawing: numbers, transforms, gradients, seeded shapes. */

export type Point = readonly [x: number, y: number];

/** A gradient stop: offset, colour and opacity (1 when left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** One decimal: keeps the markup short. */
export const n = (v: number) => Math.round(v * 10) / 10;

export const T = (x = 0, y = 0, s = 1, r = 0) => `translate(${n(x)} ${n(y)})${r ? ` rotate(${n(r)})` : ''}${s !== 1 ? ` scale(${s})` : ''}`;

export const g = (tr: string, body: string, extra = '') => `<g transform="${tr}"${extra}>${body}</g>`;

let uidCounter = 0;
/** A document-wide unique id for scene-local gradients, patterns and clip paths. */
export const uid = (p = 'u') => `${p}${++uidCounter}`;

/** Seeded pseudo-random numbers in [0, 1): the same drawing on every run. */
export function rng(seed: number): () => number {
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
export function smoothClosed(pts: readonly Point[]): string {
  const k = pts.length;
  const at = (i: number) => pts[(i + k) % k]!;
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < k; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6] as const;
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6] as const;
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Organic blob (abstract land mass) around cx,cy. */
export function blob(cx: number, cy: number, rx: number, ry: number, seed: number, points = 9, irregular = 0.45): string {
  const r = rng(seed);
  const pts: Point[] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const f = 1 - irregular / 2 + irregular * r();
    pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f]);
  }
  return smoothClosed(pts);
}

export function starPath(cx: number, cy: number, ro: number, ri: number, points = 5, rot = -90): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? ri : ro;
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
  }
  return `${d}Z`;
}

const stops = (list: readonly Stop[]) =>
  list.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ''}/>`).join('');

export const lin = (id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const rad = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, extra = '') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops(list)}</radialGradient>`;

export const shadow = (cx: number, cy: number, rx: number, ry: number, o = 1) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadowG)" opacity="${o}"/>`;

export const bar = (x: number, y: number, w: number, h: number, fill: string, o = 1) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${fill}"${o !== 1 ? ` opacity="${o}"` : ''}/>`;

/** Where an object is drawn: its origin, scale and rotation (degrees). */
export interface Place {
  x: number;
  y: number;
  s?: number;
  r?: number;
}
