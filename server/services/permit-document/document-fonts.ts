import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/** The permit's one typeface: IBM Plex Sans Arabic has Arabic and Latin letters, so both halves match. */
export const DOCUMENT_FONT = 'IBM Plex Sans Arabic';

// Resolved through the package, not a path from this file: the same lookup works from the sources and from dist-server/.
const require = createRequire(import.meta.url);
const fonts = [
  {
    src: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf'),
    fontWeight: 400,
  },
  {
    src: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf'),
    fontWeight: 700,
  },
];

let registered: Promise<void> | undefined;

/** Registers the document's fonts once per process and loads them. */
export function registerDocumentFonts(): Promise<void> {
  registered ??= (async () => {
    // react-pdf ends every font stack with Helvetica and hands it any character no other font has: the
    // Unicode isolates (U+2066…U+2069) would print as "f" and "i" in its 8-bit encoding. With our font in
    // Helvetica's place they reach fontkit, which draws them as nothing, as it should.
    Font.clear();
    for (const family of [DOCUMENT_FONT, 'Helvetica']) Font.register({ family, fonts });
    // Words are never split: Arabic does not hyphenate, and a name or place should stay whole.
    Font.registerHyphenationCallback((word) => [word]);
    await Promise.all(
      [DOCUMENT_FONT, 'Helvetica'].flatMap((fontFamily) =>
        fonts.map(({ fontWeight }) => Font.load({ fontFamily, fontWeight })),
      ),
    );
  })();
  return registered;
}
