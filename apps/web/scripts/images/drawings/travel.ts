/** Travel: passports, a globe, a flight path. */
import { bar, blob, g, n, type Place, T, uid } from '../markup';
import { C } from '../palette';
import { PLANE, roundStamp, silhouette } from './marks';

/** Dashed flight arc with a small plane at its end. */
export function flightPath(d: string, px: number, py: number, angle: number, color = '#fff', o = 0.5, s = 1): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(3 * s)}" stroke-dasharray="${n(2 * s)} ${n(
    12 * s,
  )}" stroke-linecap="round" opacity="${o}"/>${g(T(px, py, s * 1.6, angle), `<path d="${PLANE}" fill="${color}" opacity="${Math.min(1, o + 0.35)}"/>`)}`;
}

export function passportClosed({ x, y, s = 1, r = 0, tone = 'navy' }: Place & { tone?: 'navy' | 'teal' | 'maroon' }): string {
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

/** Open at the photo page, a visa sticker and two stamps on the right. */
export function passportOpen({
  x,
  y,
  s = 1,
  r = 0,
  stamp = C.terracotta,
  stamp2 = C.tealDark,
}: Place & { stamp?: string; stamp2?: string }): string {
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

interface Globe {
  x: number;
  y: number;
  rr: number;
  land?: string;
  landO?: number;
  /** Which land shapes. */
  seed?: number;
  lines?: boolean;
}

export function globe({ x, y, rr, land = '#8fdccd', landO = 0.85, seed = 3, lines = true }: Globe): string {
  const id = uid('gc');
  const lands = (
    [
      [-0.38, -0.32, 0.36, 0.26],
      [0.3, -0.12, 0.32, 0.38],
      [0.02, 0.5, 0.3, 0.18],
      [-0.62, 0.3, 0.2, 0.22],
      [0.72, 0.52, 0.16, 0.12],
    ] as const
  )
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
