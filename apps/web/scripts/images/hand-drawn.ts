/**
 * The hand-drawn SVGs (`src/images/source/`): copied to `public/images/` as they are, and made
 * into the two icons browsers ask for by name at the site's root.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { C } from './palette';

const sourceDir = fileURLToPath(new URL('../../src/images/source/', import.meta.url));

/** Every file in the source folder, in the order the README lists them, with what it shows. */
const handDrawn: readonly { file: string; description: string }[] = [
  {
    file: 'logo.svg',
    description:
      'Logo mark: a gold sunburst ("한빛", great light) in a navy rounded square. Square viewBox, scales freely. The site header puts this file into its HTML at build time (`BrandMark` in `site-header.tsx`, decision 0028).',
  },
  { file: 'favicon.svg', description: 'Favicon: the same mark with eight thicker rays and a larger sun, legible at 16 px.' },
  { file: 'icons/category1.svg', description: 'Line icon: passport (visas, stay).' },
  { file: 'icons/category2.svg', description: 'Line icon: ID card with a star (naturalization, permanent residence).' },
  { file: 'icons/category3.svg', description: 'Line icon: hard hat (foreign workers, employers).' },
  { file: 'icons/category4.svg', description: 'Line icon: building with a document (business permits).' },
  { file: 'icons/category5.svg', description: 'Line icon: rubber stamp (certification, notarial documents).' },
  { file: 'icons/category6.svg', description: 'Line icon: two speech bubbles (translation, languages).' },
];

export interface WrittenFile {
  file: string;
  bytes: number;
}

export type WrittenDrawing = WrittenFile & { description: string };

const readSource = (file: string) => readFile(path.join(sourceDir, file));

/** A drawing added to the folder but not to the list above would be left out of the site unnoticed. */
async function checkListed(): Promise<void> {
  const listed = new Set(handDrawn.map(({ file }) => file));
  const found = (await readdir(sourceDir, { recursive: true }))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.split(path.sep).join('/'));
  const unlisted = found.filter((file) => !listed.has(file));
  if (unlisted.length) throw new Error(`not in handDrawn (scripts/images/hand-drawn.ts): ${unlisted.join(', ')}`);
}

export async function copyHandDrawn(imagesDir: string, only: string): Promise<WrittenDrawing[]> {
  await checkListed();
  const written: WrittenDrawing[] = [];
  for (const { file, description } of handDrawn) {
    if (only && !file.includes(only)) continue;
    const bytes = await readSource(file);
    const target = path.join(imagesDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written.push({ file, bytes: bytes.length, description });
    console.log(`${file.padEnd(30)} svg  ${bytes.length} B`);
  }
  return written;
}

/**
 * The icons asked for by name, never linked (a link would add a request before the page's largest
 * paint, decision 0028): `/favicon.ico` (16, 32 and 48 px, for browsers, feed readers and tools
 * that do not read the SVG icon) and `/apple-touch-icon.png` (180 px, what iOS puts on the home
 * screen; square and opaque, since iOS rounds the corners itself and fills transparency with black).
 */
export async function writeRootIcons(rootDir: string, only: string): Promise<WrittenFile[]> {
  const icons: Record<string, () => Promise<Buffer>> = {
    'favicon.ico': async () => {
      const favicon = await readSource('favicon.svg');
      return pngToIco(await Promise.all([16, 32, 48].map((size) => sharp(favicon, { density: 384 }).resize(size, size).png().toBuffer())));
    },
    'apple-touch-icon.png': async () => {
      const square = (await readSource('logo.svg')).toString('utf8').replace(/ rx="\d+"/, '');
      return sharp(Buffer.from(square), { density: 384 })
        .resize(180, 180)
        .flatten({ background: C.navy })
        .png({ compressionLevel: 9 })
        .toBuffer();
    },
  };
  const written: WrittenFile[] = [];
  for (const [file, make] of Object.entries(icons)) {
    if (only && !file.includes(only)) continue;
    const bytes = await make();
    await writeFile(path.join(rootDir, file), bytes);
    written.push({ file, bytes: bytes.length });
    console.log(`${file.padEnd(30)} ${bytes.length} B`);
  }
  return written;
}
