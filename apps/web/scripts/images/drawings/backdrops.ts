/** Backgrounds of whole scenes: dark and light backdrops, washes, sparkles, an abstract city map. */
import { lin, n, rng, uid } from '../markup';
import { C } from '../palette';

/** Dark navy backdrop, darkest on the left, with a soft teal glow. */
interface DarkBackdrop {
  /** Centre of the teal glow and its rings, as fractions of the width and height. */
  glow?: readonly [number, number];
  glowColor?: string;
  glowOpacity?: number;
  /** Centre of the faint gold warmth. */
  warm?: readonly [number, number];
  warmOpacity?: number;
  from?: string;
  mid?: string;
  to?: string;
  rings?: boolean;
  /** A dotted patch: x, y, width, height as fractions, or none. */
  dots?: readonly [number, number, number, number] | null;
}

export function darkBg(w: number, h: number, o: DarkBackdrop = {}): string {
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
interface LightBackdrop {
  tone?: 'sand' | 'teal' | 'navy';
  /** A soft disc: centre x, y and radius as fractions of the width, height, height. */
  circle?: readonly [number, number, number];
  dots?: boolean;
}

export function lightBg(w: number, h: number, o: LightBackdrop = {}): string {
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
/** x, y, size, kind, colour, opacity. */
export type Sparkle = readonly [x: number, y: number, r: number, kind?: 'dot' | 'plus' | 'ring', color?: string, opacity?: number];

export function sparkles(list: readonly Sparkle[]): string {
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

/** Dark wash used on card backgrounds so white text stays readable. */
export function darkWash(w: number, h: number, strength = 0.55, dir: 'bottom' | 'left' | 'center' = 'bottom'): string {
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

/** Abstract top-down city map. */
interface CityMapColors {
  land?: string;
  block?: string;
  block2?: string;
  road?: string;
  water?: string;
  park?: string;
  dash?: string;
  dashO?: number;
  seed?: number;
  cell?: readonly [number, number];
}

export function cityMap(w: number, h: number, o: CityMapColors = {}): string {
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
