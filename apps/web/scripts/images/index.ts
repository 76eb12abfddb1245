/**
 * Makes every image of the public site: the scenes drawn as SVG in `scenes/`, rasterized to AVIF
 * and WebP (the OG image to JPEG) under `public/images/`, the hand-drawn SVGs of
 * `src/images/source/` copied beside them, `favicon.ico` and `apple-touch-icon.png` at `public/`,
 * and `public/images/README.md`. How to run it: ../README.md.
 *
 * Style: calm flat illustration, deep navy / teal / warm sand + gold, soft gradients, geometric
 * shapes, no text and no real-world marks inside images.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type SceneFiles, writeScene } from './encode';
import { copyHandDrawn, writeRootIcons } from './hand-drawn';
import { svgDocument } from './palette';
import { writeReadme } from './readme';
import { type Scene, scenes } from './scenes';

/** The site's root (`public/`), or OUT_DIR to compare a run with the committed files. */
const root = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : fileURLToPath(new URL('../../public/', import.meta.url));
const imagesDir = path.join(root, 'images');
/** Only the outputs whose name contains this. */
const only = process.env.ONLY ?? '';
/** Also write a PNG of each scene here, to look at. */
const previewDir = process.env.PREVIEW_DIR ?? '';

async function main(): Promise<void> {
  await mkdir(imagesDir, { recursive: true });
  if (previewDir) await mkdir(previewDir, { recursive: true });
  const rasters: { scene: Scene; files: SceneFiles }[] = [];
  for (const scene of scenes) {
    if (only && !scene.name.includes(only)) continue;
    const { name, width: w, height: h } = scene;
    const base = path.join(imagesDir, name);
    await mkdir(path.dirname(base), { recursive: true });
    const files = await writeScene(svgDocument(w, h, scene.draw(w, h)), w, h, base, scene.jpeg ?? false);
    if (previewDir) {
      await sharp(scene.jpeg ? `${base}.jpg` : `${base}.webp`)
        .png()
        .toFile(path.join(previewDir, `${name.replace(/\//g, '__')}.png`));
    }
    rasters.push({ scene, files });
    const sizes =
      'jpg' in files
        ? `jpg ${files.jpg.bytes} B (q${files.jpg.q})`
        : `avif ${files.avif.bytes} B (q${files.avif.q}), webp ${files.webp.bytes} B (q${files.webp.q})`;
    console.log(`${name.padEnd(30)} ${w}x${h}  ${sizes}`);
  }
  const svgs = await copyHandDrawn(imagesDir, only);
  const rootIcons = await writeRootIcons(root, only);
  if (!only) await writeReadme(imagesDir, rasters, svgs, rootIcons);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
