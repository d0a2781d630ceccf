import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A cell is text or a number: the caller formats days and times, so none reach the file as epoch numbers. */
export type CsvCell = string | number | null;

/** One column of an export: which field of a row, under which heading (in the request's language). */
export interface CsvColumn<Key extends string> {
  key: Key;
  header: string;
}

/**
 * A CSV file of `rows` as a byte stream for a spreadsheet: a UTF-8 BOM first (so Arabic opens intact), a
 * header row, CRLF line ends (a line break inside a cell quoted), and any cell starting with = + - @ tab or
 * CR prefixed with ' so it is never run as a formula. Rows are pulled only as fast as the reader takes them,
 * so a long export keeps flat memory.
 */
export function csvExport<Key extends string>(
  columns: readonly CsvColumn<Key>[],
  rows: AsyncIterable<Readonly<Record<Key, CsvCell>>> | Iterable<Readonly<Record<Key, CsvCell>>>,
): Readable {
  const file = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    record_delimiter: 'windows',
    // A lone CR or LF is not the CRLF record delimiter, so the library would leave it bare; RFC 4180 quotes it.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
  // pipeline destroys `file` with any error of the source, so the reader sees it; and a reader that stops
  // (a client gone) ends the source's iteration, closing a database cursor behind it.
  pipeline(Readable.from(rows), file, () => {});
  return file;
}
