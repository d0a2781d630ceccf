/** A run of code points, first to last; one code point when there is no last. */
export type CodePointRange = readonly [first: number, last?: number];

interface FirstScreenFace {
  /** Names the face's files. */
  name: string;
  /** The @fontsource subset it is cut from. */
  cutFrom: 'arabic' | 'latin';
  ranges: readonly CodePointRange[];
}

/** Marks of direction and joining, which Intl puts in Arabic dates and numbers. */
const BIDI_AND_JOINING_MARKS: CodePointRange = [0x200c, 0x200f];

/** The faces cut for the first screen (src/fonts/build-first-screen-fonts.ts). */
export const FIRST_SCREEN_FACES: readonly FirstScreenFace[] = [
  {
    name: 'arabic-alphabet',
    cutFrom: 'arabic',
    ranges: [
      [0x060c], // ، comma
      [0x061b, 0x061c], // ؛ semicolon, Arabic letter mark
      [0x061f], // ؟ question mark
      [0x0621, 0x0652], // letters, tatweel and vowel marks
      [0x0660, 0x066d], // Arabic-Indic digits, percent and separators
      [0x0670], // superscript alef
      BIDI_AND_JOINING_MARKS,
    ],
  },
  {
    name: 'basic-latin',
    cutFrom: 'latin',
    ranges: [
      [0x0020, 0x007e], // ASCII
      [0x00a0], // no-break space
      [0x00a9], // © in the footer
      [0x00ab], // «
      [0x00bb], // »
      [0x2013, 0x2014], // dashes
      [0x2018, 0x2019], // single quotes
      [0x201c, 0x201d], // double quotes
      [0x2022], // bullet
      [0x2026], // ellipsis
      [0x202f], // narrow no-break space, in English times
    ],
  },
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** The ranges as a CSS unicode-range. */
export const unicodeRangeOf = (ranges: readonly CodePointRange[]) =>
  ranges.map(([first, last]) => (last === undefined ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
