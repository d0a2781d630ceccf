const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * A file's size in the page's language, in bytes, kilobytes or megabytes by its size. Units are
 * written out: Arabic's short megabyte is "م.ب", which few read, and a 5-byte file is 5 bytes, not 0 KB.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= MIB ? [bytes / MIB, 'megabyte'] : bytes >= KIB ? [bytes / KIB, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(
    value,
  );
}
