/** Small marks other drawings are made of: stamps, seals, a photo, a check badge, a map pin, a plane. */
import { g, n, type Place, shadow, starPath, T } from '../markup';

/** A small plane, nose up, centred on 0,0, 24 units across. */
export const PLANE =
  'M0 -12C1.6 -12 2.2 -10 2.2 -8V-3L12 3V6L2.2 3V8L5 10.5V12.5L0 11L-5 12.5V10.5L-2.2 8V3L-12 6V3L-2.2 -3V-8C-2.2 -10 -1.6 -12 0 -12Z';

/** A round ink stamp (entry stamp, approval) with a plane, a star or a tick inside. */
export function roundStamp(
  cx: number,
  cy: number,
  r: number,
  color: string,
  rot = -14,
  inner: 'plane' | 'star' | 'check' = 'plane',
): string {
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

/** A faceless ID photo. */
export function silhouette(x: number, y: number, w: number, h: number, bg = '#dbe6ec', fg = '#9db4c6'): string {
  const cx = x + w / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${n(w * 0.1)}" fill="${bg}"/>
  <circle cx="${n(cx)}" cy="${n(y + h * 0.4)}" r="${n(w * 0.22)}" fill="${fg}"/>
  <path d="M${n(x + w * 0.14)} ${n(y + h)}C${n(x + w * 0.14)} ${n(y + h * 0.72)} ${n(cx - w * 0.1)} ${n(y + h * 0.66)} ${n(cx)} ${n(
    y + h * 0.66,
  )}S${n(x + w * 0.86)} ${n(y + h * 0.72)} ${n(x + w * 0.86)} ${n(y + h)}Z" fill="${fg}"/>`;
}

/** Two ribbon colours: left tail, right tail. */
export type Ribbons = readonly [string, string];

/** Gold rosette seal with optional two ribbon tails [colorA, colorB]. */
export function sealMark(cx: number, cy: number, rr: number, ribbons: Ribbons | null = null): string {
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

export function checkBadge({ x, y, rr = 34, fill = 'url(#tealG)' }: { x: number; y: number; rr?: number; fill?: string }): string {
  return g(
    T(x, y),
    `<circle cx="4" cy="6" r="${rr}" fill="#07111f" opacity=".18"/><circle r="${rr}" fill="${fill}"/>
    <path d="M${n(-rr * 0.38)} ${n(rr * 0.02)}L${n(-rr * 0.1)} ${n(rr * 0.3)}L${n(rr * 0.42)} ${n(-rr * 0.26)}" fill="none" stroke="#fff" stroke-width="${n(
      rr * 0.17,
    )}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

export function mapPin({
  x,
  y,
  s = 1,
  fill = 'url(#terraG)',
  dot = '#fff',
  shadowOn = true,
}: Omit<Place, 'r'> & { fill?: string; dot?: string; shadowOn?: boolean }): string {
  return g(
    T(x, y, s),
    `${shadowOn ? shadow(0, 2, 34, 9, 0.8) : ''}
    <path d="M0 0C-8 -16 -42 -40 -42 -72A42 42 0 1 1 42 -72C42 -40 8 -16 0 0Z" fill="${fill}"/>
    <path d="M-30 -96A42 42 0 0 1 14 -112" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".3"/>
    <circle cy="-72" r="16" fill="${dot}"/>`,
  );
}
