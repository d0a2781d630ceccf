export type Cell = string | number | null;

const show = (cell: Cell) => (cell === null ? '–' : String(cell));

/** A plain-text table: the first column left-aligned, the figures right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => show(row[column] ?? null).length)),
  );
  const line = (cells: readonly Cell[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column > 0 ? show(cell).padStart(width) : show(cell).padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)]
    .map((text) => `  ${text}`)
    .join('\n');
}

/** Bytes as KiB with one decimal, for the printed table (the JSON keeps bytes). */
export const kib = (bytes: number | null | undefined) =>
  typeof bytes === 'number' ? Math.round(bytes / 102.4) / 10 : null;

/** Fixed decimals for display, so a column lines up (1.5 and 1.25 become 1.50 and 1.25). */
export const fixed = (value: number | null | undefined, digits: number) =>
  typeof value === 'number' ? value.toFixed(digits) : null;
