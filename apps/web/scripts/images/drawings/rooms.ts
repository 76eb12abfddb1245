/** Inside an office: a plant, a chair, a table, a mug, a desk phone, speech bubbles, a clock, a lamp. */
import { g, n, type Place, shadow, T } from '../markup';
import { C } from '../palette';

export function plant({ x, y, s = 1, pot = 'url(#sandG)', rim = '#d9bf91' }: Omit<Place, 'r'> & { pot?: string; rim?: string }): string {
  const leaves = (
    [
      [-62, 130, 0],
      [-36, 170, 1],
      [-12, 190, 2],
      [14, 176, 0],
      [40, 160, 3],
      [66, 120, 2],
      [-84, 96, 3],
      [86, 92, 1],
    ] as const
  )
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

/** Side-view chair. Origin: floor centre. flip: face left. */
export function chair({
  x,
  y,
  s = 1,
  flip = false,
  seat = 'url(#tealG)',
  leg = '#2b3a4e',
}: Omit<Place, 'r'> & { flip?: boolean; seat?: string; leg?: string }): string {
  return g(
    `${T(x, y, s)}${flip ? ' scale(-1 1)' : ''}`,
    `${shadow(0, 0, 70, 9, 0.6)}
    <path d="M-36 -86L-44 0M40 -86L48 0" stroke="${leg}" stroke-width="7" stroke-linecap="round"/>
    <rect x="-56" y="-104" width="112" height="22" rx="11" fill="${seat}"/>
    <rect x="-58" y="-230" width="24" height="140" rx="12" fill="${seat}" transform="rotate(-8 -46 -100)"/>
    <rect x="-56" y="-104" width="112" height="7" rx="3.5" fill="#fff" opacity=".18"/>`,
  );
}

export function table({ x, y, s = 1, w = 420, top = 'url(#woodG)' }: Omit<Place, 'r'> & { w?: number; top?: string }): string {
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

export function mug({ x, y, s = 1, fill = 'url(#tealG)', steam = true }: Omit<Place, 'r'> & { fill?: string; steam?: boolean }): string {
  return g(
    T(x, y, s),
    `${steam ? `<path d="M-8 -60c-6 -8 6 -14 0 -24M8 -60c-6 -8 6 -14 0 -24" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>` : ''}
    <circle cx="26" cy="-26" r="13" fill="none" stroke="${C.tealDark}" stroke-width="7"/>
    <path d="M-26 -52H26V-10A10 10 0 0 1 16 0H-16A10 10 0 0 1 -26 -10Z" fill="${fill}"/>
    <rect x="-26" y="-52" width="52" height="7" rx="3" fill="#fff" opacity=".25"/>`,
  );
}

/** Desk phone. Origin: bottom-left. Width 220. */
export function deskPhone({ x, y, s = 1, body = 'url(#navyG)' }: Omit<Place, 'r'> & { body?: string }): string {
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

interface Bubble {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  o?: number;
  tail?: 'left' | 'right';
  /** Three dots: someone typing. */
  dots?: boolean;
  dotColor?: string;
}

/** A speech bubble. */
export function bubble({ x, y, w, h, fill, o = 1, tail = 'left', dots = false, dotColor = '#fff' }: Bubble): string {
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

export function clock({
  x,
  y,
  rr = 60,
  face = 'url(#paperG)',
  rim = 'url(#navyG)',
}: {
  x: number;
  y: number;
  rr?: number;
  face?: string;
  rim?: string;
}): string {
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

export function pendantLamp({ x, y, len = 160, s = 1 }: Omit<Place, 'r'> & { len?: number }): string {
  return g(
    T(x, y, s),
    `<path d="M0 0V${len}" stroke="${C.navy}" stroke-width="3"/>
    <circle cy="${len + 30}" r="60" fill="url(#glowGoldG)" opacity=".6"/>
    <path d="M-46 ${len + 34}A46 40 0 0 1 46 ${len + 34}Z" fill="url(#navyG)"/>
    <ellipse cy="${len + 36}" rx="16" ry="8" fill="#fbe3a4"/>`,
  );
}
