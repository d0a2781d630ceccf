/**
 * `npm run build:fonts`: the faces almost every page's text needs, cut from @fontsource's files.
 * @fontsource's Arabic face (43 KB a weight) also covers Persian, Urdu and the Arabic mathematical
 * letters, and its Latin face (19 KB) all of Latin-1; a page of the portal uses the Arabic alphabet
 * and basic Latin, which fit in 15 KB and 12 KB. These smaller faces are declared after
 * @fontsource's (src/main.tsx imports them last), so the browser tries them first for the
 * characters they cover (CSS Fonts 4, unicode-range) and fetches @fontsource's files only for a
 * character they lack. Writes src/fonts/.generated/, which is not committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FIRST_SCREEN_FACES, unicodeRangeOf, type CodePointRange } from './first-screen-faces';

const here = path.dirname(fileURLToPath(import.meta.url));
const fontsource = path.join(here, '..', '..', 'node_modules', '@fontsource', 'ibm-plex-sans-arabic', 'files');
const outDir = path.join(here, '.generated');

const charactersOf = (ranges: readonly CodePointRange[]) =>
  ranges
    .flatMap(([first, last = first]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');

await fs.mkdir(outDir, { recursive: true });
const rules: string[] = [];
for (const face of FIRST_SCREEN_FACES) {
  for (const weight of [400, 700]) {
    const source = await fs.readFile(
      path.join(fontsource, `ibm-plex-sans-arabic-${face.cutFrom}-${weight}-normal.woff2`),
    );
    const file = `ibm-plex-sans-arabic-${face.name}-${weight}.woff2`;
    await fs.writeFile(
      path.join(outDir, file),
      await subsetFont(source, charactersOf(face.ranges), { targetFormat: 'woff2' }),
    );
    rules.push(
      `@font-face{font-family:'IBM Plex Sans Arabic';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(./${file}) format('woff2');unicode-range:${unicodeRangeOf(face.ranges)}}`,
    );
  }
}
await fs.writeFile(path.join(outDir, 'first-screen-fonts.css'), `${rules.join('\n')}\n`);
