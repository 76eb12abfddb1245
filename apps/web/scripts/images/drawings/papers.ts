/** Papers and desk things: documents, certificates, cards, a calendar, a clipboard, a book, a pen, a rubber stamp. */
import { bar, blob, g, type Place, rng, shadow, starPath, T } from '../markup';
import { C } from '../palette';
import { mapPin, type Ribbons, roundStamp, sealMark, silhouette } from './marks';

interface Document extends Place {
  w?: number;
  h?: number;
  /** Colour of the title bar, or none. */
  header?: string | null;
  lines?: number;
  /** A gold seal, with ribbons of these colours if given. */
  seal?: boolean | Ribbons;
  photo?: boolean;
  sign?: boolean;
  /** Each line ticked off but the last. */
  check?: boolean;
  shadowOn?: boolean;
  fill?: string;
}

/** A page with a folded corner and lines of text, optionally a photo, a signature and a seal. */
export function doc({
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
}: Document): string {
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

export function rubberStamp({
  x,
  y,
  s = 1,
  r = 0,
  knob = 'url(#terraG)',
  base = 'url(#navyG)',
  impression = null,
}: Place & { knob?: string; base?: string; impression?: string | null }): string {
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

/** Landscape certificate, 340x240, with ribbons. */
export function certificate({
  x,
  y,
  s = 1,
  r = 0,
  ribbons = [C.red, C.blue],
  titleColor = C.navy,
}: Place & { ribbons?: Ribbons; titleColor?: string }): string {
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
export function idCard({ x, y, s = 1, r = 0, band = 'url(#tealG)' }: Place & { band?: string }): string {
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
export function calendar({
  x,
  y,
  s = 1,
  r = 0,
  highlight = [[2, 3]],
  hiFill = C.terracotta,
  header = 'url(#navyG)',
}: Place & { highlight?: readonly (readonly [row: number, col: number])[]; hiFill?: string; header?: string }): string {
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

export function envelope({ x, y, s = 1, r = 0, fill = 'url(#paperG)' }: Place & { fill?: string }): string {
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

export function pen({ x, y, s = 1, r = 0, body = 'url(#navyG)' }: Place & { body?: string }): string {
  return g(
    T(x, y, s, r),
    `<rect x="4" y="6" width="200" height="16" rx="8" fill="#07111f" opacity=".15"/>
    <path d="M0 8L-26 0L0 -8Z" fill="#f0dcb3"/><path d="M-18 2.5L-26 0L-18 -2.5Z" fill="${C.navyDeep}"/>
    <rect x="0" y="-9" width="190" height="18" rx="6" fill="${body}"/><rect x="150" y="-9" width="8" height="18" fill="url(#goldG)"/>
    <rect x="120" y="-14" width="60" height="6" rx="3" fill="url(#goldG)"/>`,
  );
}

/** A clipboard with five items, three ticked. */
export function clipboard({ x, y, s = 1, r = 0 }: Place): string {
  return g(
    T(x, y, s, r),
    `<rect x="12" y="14" width="220" height="290" rx="18" fill="#07111f" opacity=".2"/>
    <rect width="220" height="290" rx="18" fill="url(#navyG)"/>
    <rect x="16" y="30" width="188" height="244" rx="8" fill="url(#paperG)"/>
    <rect x="60" y="-12" width="100" height="40" rx="10" fill="url(#goldG)"/><circle cx="110" cy="2" r="6" fill="${C.navy}"/>
    ${doc({ x: 16, y: 40, w: 188, h: 230, header: null, lines: 0, shadowOn: false, fill: 'none' })}
    ${[110, 90, 100, 80, 96]
      .map((width, i) => {
        const yy = 70 + i * 40;
        const done = i < 3;
        return `<rect x="36" y="${yy - 12}" width="24" height="24" rx="6" fill="${done ? C.teal : 'none'}" stroke="${done ? C.teal : '#b9c4cf'}" stroke-width="3"/>
        ${done ? `<path d="M42 ${yy}l5 5 8 -10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` : ''}
        ${bar(72, yy - 5, width, 10, done ? '#c4ccd5' : C.line)}`;
      })
      .join('')}`,
  );
}

/** An open guidebook: a small map with a pin on the left page, a list on the right, a bookmark. */
export function book({ x, y, s = 1, r = 0 }: Place): string {
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

/** A framed certificate for a wall. */
export function frameWithCert({ x, y, s = 1 }: Omit<Place, 'r'>): string {
  return g(
    T(x, y, s),
    `<rect x="6" y="8" width="200" height="150" rx="6" fill="#07111f" opacity=".12"/>
    <rect width="200" height="150" rx="6" fill="${C.navy}"/>
    <rect x="12" y="12" width="176" height="126" rx="3" fill="url(#paperWarmG)"/>
    ${bar(62, 32, 76, 9, C.navyLight)}${bar(40, 56, 120, 5, C.line)}${bar(48, 68, 104, 5, C.line)}${bar(60, 80, 80, 5, C.line)}
    ${sealMark(150, 108, 16, [C.teal, C.navyLight])}`,
  );
}
