/** People, faceless: a hard hat, a worker, a handshake. */
import { g, n, type Place, T } from '../markup';
import { C } from '../palette';

/** Hard hat. Origin: centre of brim bottom. Width ~132. */
export function helmet({ x, y, s = 1, r = 0, fill = 'url(#goldG)', brim = '#d39a33' }: Place & { fill?: string; brim?: string }): string {
  return g(
    T(x, y, s, r),
    `<path d="M-54 -10C-54 -80 54 -80 54 -10Z" fill="${fill}"/>
    <path d="M-12 -58C-6 -62 6 -62 12 -58L14 -12H-14Z" fill="#fff" opacity=".22"/>
    <path d="M-40 -26C-38 -40 -30 -48 -20 -52" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>
    <rect x="-68" y="-14" width="136" height="14" rx="7" fill="${brim}"/>`,
  );
}

/** Worker bust (faceless). Origin: bottom centre. */
export function worker({
  x,
  y,
  s = 1,
  skin = C.skin[1],
  shirt = '#5b7391',
  vest = 'url(#goldG)',
  hat = 'url(#goldG)',
  hatBrim = '#d39a33',
  stripe = '#f4f6f8',
}: Omit<Place, 'r'> & { skin?: string; shirt?: string; vest?: string; hat?: string; hatBrim?: string; stripe?: string }): string {
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
export function handshake({
  x,
  y,
  s = 1,
  r = 0,
  skinL = C.skin[0],
  skinR = C.skin[2],
  sleeveL = 'url(#sleeveNavyG)',
  sleeveR = 'url(#sleeveTealG)',
}: Place & { skinL?: string; skinR?: string; sleeveL?: string; sleeveR?: string }): string {
  const edge = 'stroke="#000" stroke-opacity=".13" stroke-width="2.5"';
  const finger = (cx: number, cy: number, len: number, rot: number) =>
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
