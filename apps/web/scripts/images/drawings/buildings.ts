/** Buildings and the street: an office, a factory, a public building, trees, a lamp, a window view. */
import { bar, g, lin, type Place, shadow, T, uid } from '../markup';
import { C } from '../palette';

/** Modern small office building. Origin: ground, left edge. Width 380. */
export function officeBuilding({ x, y, s = 1, night = false }: Omit<Place, 'r'> & { night?: boolean }): string {
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
export function factory({
  x,
  y,
  s = 1,
  wall = 'url(#wallG)',
  roof = C.navy,
  dim = false,
}: Omit<Place, 'r'> & { wall?: string; roof?: string; dim?: boolean }): string {
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

interface CivicBuilding extends Omit<Place, 'r'> {
  wall?: string;
  roof?: string;
  back?: string;
  backO?: number;
  /** The three steps, top to bottom. */
  steps?: readonly [string, string, string];
  medal?: string;
}

/** Government-style building with columns. Origin: ground centre. Width ~360. */
export function civicBuilding({
  x,
  y,
  s = 1,
  wall = 'url(#wallG)',
  roof = C.navy,
  back = '#000',
  backO = 0.08,
  steps = ['#d8ccb4', '#cbbd9f', '#bcad8e'],
  medal = 'url(#goldG)',
}: CivicBuilding): string {
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

/** A window with blinds onto a small town and a tree. */
export function windowView({ x, y, w = 300, h = 260 }: { x: number; y: number; w?: number; h?: number }): string {
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

export function streetLamp({ x, y, s = 1 }: Omit<Place, 'r'>): string {
  return g(
    T(x, y, s),
    `<rect x="-4" y="-230" width="8" height="230" fill="${C.navy}"/><path d="M0 -226Q0 -250 26 -250H40" fill="none" stroke="${C.navy}" stroke-width="7"/>
    <path d="M28 -256H62L56 -242H34Z" fill="${C.navy}"/><ellipse cx="45" cy="-240" rx="10" ry="4" fill="#fbe3a4"/>
    <rect x="-10" y="-8" width="20" height="8" rx="3" fill="${C.navy}"/>`,
  );
}

export function tree({
  x,
  y,
  s = 1,
  tone = 'url(#treeG)',
  trunk = '#8a6a4f',
  shape = 'round',
}: Omit<Place, 'r'> & { tone?: string; trunk?: string; shape?: 'round' | 'tall' }): string {
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

export function bush({ x, y, s = 1, fill = 'url(#treeG)' }: Omit<Place, 'r'> & { fill?: string }): string {
  return g(T(x, y, s), `<path d="M-60 0C-70 -30 -40 -50 -20 -40C-14 -64 26 -64 30 -38C52 -48 72 -24 60 0Z" fill="${fill}"/>`);
}
