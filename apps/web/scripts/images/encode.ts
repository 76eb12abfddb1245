/** SVG markup to files: AVIF and WebP (or JPEG), each under the size budget, in every width `srcset` offers. */
import { writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { smallerWidths } from '../../src/images/site-images';

/** No site image may be larger: the quality steps down until it fits. */
export const BUDGET = 60 * 1024;

type Format = 'avif' | 'webp' | 'jpeg';

/** A written file: its size and the quality it was encoded at. */
export interface Encoded {
  bytes: number;
  q: number;
}

export type SceneFiles = { jpg: Encoded } | { avif: Encoded; webp: Encoded };

/** The quality each format starts at. */
const startQuality = { avif: 50, webp: 72, jpeg: 80 } as const;

function encode(pipeline: Sharp, format: Format, q: number): Promise<Buffer> {
  if (format === 'avif') return pipeline.clone().avif({ quality: q, effort: 7, chromaSubsampling: '4:2:0' }).toBuffer();
  if (format === 'webp') return pipeline.clone().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
  return pipeline.clone().jpeg({ quality: q, mozjpeg: true }).toBuffer();
}

async function writeUnderBudget(pipeline: Sharp, format: Format, file: string): Promise<Encoded> {
  let q: number = startQuality[format];
  let buf = await encode(pipeline, format, q);
  while (buf.length > BUDGET && q > 30) {
    q -= 4;
    buf = await encode(pipeline, format, q);
  }
  await writeFile(file, buf);
  return { bytes: buf.length, q };
}

/**
 * Narrower copies for `srcset` (a phone downloads a third of the hero's bytes): `name-640w.avif`
 * and so on: the widths apps/web/src/images/site-images.ts offers (`smallerWidths`, one rule).
 */

const rasterize = (markup: string, w: number, h: number) => sharp(Buffer.from(markup), { density: 72 }).resize(w, h);

/** Writes `base.jpg`, or `base.avif`, `base.webp` and their narrower copies. */
export async function writeScene(markup: string, w: number, h: number, base: string, jpeg: boolean): Promise<SceneFiles> {
  const pipeline = rasterize(markup, w, h);
  if (jpeg) return { jpg: await writeUnderBudget(pipeline, 'jpeg', `${base}.jpg`) };
  const files = {
    avif: await writeUnderBudget(pipeline, 'avif', `${base}.avif`),
    webp: await writeUnderBudget(pipeline, 'webp', `${base}.webp`),
  };
  for (const vw of smallerWidths(w)) {
    const narrow = rasterize(markup, vw, Math.round((h * vw) / w));
    await writeUnderBudget(narrow, 'avif', `${base}-${vw}w.avif`);
    await writeUnderBudget(narrow, 'webp', `${base}-${vw}w.webp`);
  }
  return files;
}
