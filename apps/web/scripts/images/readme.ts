/** `public/images/README.md`: what each image shows (the basis for alt text), its size, how to remake it. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SceneFiles } from './encode';
import type { WrittenDrawing, WrittenFile } from './hand-drawn';
import type { Scene } from './scenes';

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

export async function writeReadme(
  imagesDir: string,
  rasters: readonly { scene: Scene; files: SceneFiles }[],
  svgs: readonly WrittenDrawing[],
  rootIcons: readonly WrittenFile[],
): Promise<void> {
  const rows = rasters.map(({ scene, files }) => {
    const file = 'jpg' in files ? `\`${scene.name}.jpg\`` : `\`${scene.name}.{avif,webp}\``;
    const bytes = 'jpg' in files ? `jpg ${files.jpg.bytes} (${kb(files.jpg.bytes)})` : `${files.webp.bytes} / ${files.avif.bytes}`;
    return `| ${file} | ${scene.width}×${scene.height} | ${bytes} | ${scene.description} |`;
  });
  const svgRows = svgs.map(
    (r) => `| \`${r.file}\` | ${r.file.startsWith('icons/') ? '24×24' : 'square'} | svg ${r.bytes} | ${r.description} |`,
  );
  const md = `# Site images

Flat illustrations in the site palette (navy \`#1d3557\`, teal \`#2a9d8f\`, warm sand \`#f1e3c8\`, gold \`#e9b44c\`).
They contain no text (nothing to translate), no photos and no real-world logos or flags.

**Do not edit these files by hand.** The rasters are drawn as SVG by
[\`apps/web/scripts/images/\`](../../scripts/images/) and converted with sharp; the SVG files are copied from
[\`apps/web/src/images/source/\`](../../src/images/source/).

## Files

Rasters ship as AVIF and WebP with the same base name (use \`<picture>\` with AVIF first, WebP as the fallback),
each also in narrower copies for \`srcset\` (\`-640w\` and \`-1024w\` for 1600 px images, \`-600w\` and \`-800w\` for 1200 px ones, \`-<half>w\` for the others; see \`Picture\`).
Encoding: AVIF q50, WebP q72 (the script lowers the quality only if a file would pass 60 KB; none does today).
The OG image is a mozjpeg JPEG at q80, since social crawlers do not all read AVIF/WebP.

| file (under \`public/images/\`) | size (px) | bytes: webp / avif | shows (basis for alt text) |
| --- | --- | --- | --- |
${rows.join('\n')}
${svgRows.join('\n')}

Two icons sit at the site's root (\`public/\`), made from the SVGs above, because browsers ask for them by
name without a link; the pages do not link them (a link would add a request before the largest paint):

| file (under \`public/\`) | size (px) | bytes | what |
| --- | --- | --- | --- |
${rootIcons.map((r) => `| \`${r.file}\` | ${r.file === 'favicon.ico' ? '16, 32, 48' : '180×180'} | ${r.bytes} | ${r.file === 'favicon.ico' ? 'favicon.svg as an ICO, for browsers, feed readers and tools that do not read the SVG icon' : 'logo.svg, square and opaque: what iOS puts on the home screen (it rounds the corners itself)'} |`).join('\n')}

### Alt text

- The hero, slide, service-card and contact backgrounds sit behind text that already says what the section is
  about: give them \`alt=""\` (decorative), or a short alt based on the description above if the image carries meaning on its own.
- Post and library thumbnails repeat the card title: \`alt=""\` is right when the title is next to it.
- Category icons draw with \`stroke="currentColor"\` (stroke width 1.75, round caps): inline them or use them as a mask so they take the text colour;
  mark them \`aria-hidden="true"\` next to a visible label.

### Layout notes

- \`hero/home-hero\`: the left ~45 % is dark and quiet, for white text; the illustration is on the right.
- \`slides/*\`: same scheme as the hero (dark, calm left third, illustration on the right two thirds).
- \`services/*\`: dark and muted throughout (a navy wash, strongest at the bottom) so white text reads anywhere on a 300 px-high card; the subject is centred so \`object-fit: cover\` crops keep it.
- \`contact/contact-hero\`: dark, with the centre kept calm for overlaid white text.
- \`about/*\`, \`posts/*\`, \`placeholder-thumbnail\`: light backgrounds, not meant for text on top.

## Regenerate

From the repository root (see [\`apps/web/scripts/README.md\`](../../scripts/README.md)):

\`\`\`sh
pnpm --filter @office/web images                             # everything, rewrites this README
ONLY=slides pnpm --filter @office/web images                 # only outputs whose name contains "slides"
PREVIEW_DIR=/tmp/preview pnpm --filter @office/web images    # also write PNG previews to look at
\`\`\`

The output is deterministic (seeded shapes); a full run takes about three minutes (AVIF effort 7, WebP effort 6).
To change a picture, edit its scene in \`scripts/images/scenes/\` (objects such as \`passportOpen\`, \`globe\`, \`factory\`,
\`handshake\`, \`certificate\` are small functions in \`scripts/images/drawings/\`), run it, and look at the previews.
The logo, the favicon and the icons are edited in \`src/images/source/\`; the script copies them here.
`;
  await writeFile(path.join(imagesDir, 'README.md'), md);
  console.log('README.md written');
}
