import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvExport, type CsvCell, type CsvColumn } from './csv-export';

type Key = 'reference' | 'name' | 'days';
const columns: CsvColumn<Key>[] = [
  { key: 'reference', header: 'الرقم المرجعي' },
  { key: 'name', header: 'الاسم' },
  { key: 'days', header: 'الأيام' },
];
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function exportOf(rows: Record<Key, CsvCell>[]): Promise<Buffer> {
  return buffer(csvExport(columns, rows));
}

describe('csvExport', () => {
  it('starts with a UTF-8 BOM and keeps Arabic intact, in CRLF lines under the given headings', async () => {
    const file = await exportOf([{ reference: 'RS-2026-0001', name: 'سارة بنت عبدالله القحطاني', days: 15 }]);
    expect(file.subarray(0, 3)).toEqual(BOM);
    expect(file.subarray(3).toString('utf8')).toBe(
      'الرقم المرجعي,الاسم,الأيام\r\nRS-2026-0001,سارة بنت عبدالله القحطاني,15\r\n',
    );
  });

  it('gives only the BOM and headings for an empty queue', async () => {
    const file = await exportOf([]);
    expect(file.subarray(0, 3)).toEqual(BOM);
    expect(file.subarray(3).toString('utf8')).toBe('الرقم المرجعي,الاسم,الأيام\r\n');
  });

  it('quotes a name holding a comma, a double quote or a line break', async () => {
    const file = await exportOf([
      { reference: 'A', name: 'Al-Harbi, Fahd', days: null },
      { reference: 'B', name: 'Fahd "Abu Sultan"', days: null },
      { reference: 'C', name: 'line\r\nbreak', days: null },
      { reference: 'D', name: 'lone\nfeed', days: null },
    ]);
    expect(file.subarray(3).toString('utf8').split('\r\n').slice(1)).toEqual([
      'A,"Al-Harbi, Fahd",',
      'B,"Fahd ""Abu Sultan""",',
      'C,"line',
      'break",',
      'D,"lone\nfeed",',
      '',
    ]);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+966500000000', "'+966500000000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['＝1+1', "'＝1+1"],
  ])('neutralises a name starting with a formula character: %j', async (name, cell) => {
    const file = await exportOf([{ reference: 'R', name, days: 1 }]);
    expect(file.subarray(3).toString('utf8').split('\r\n')[1]).toBe(`R,${cell},1`);
  });

  it('leaves a negative number as a number', async () => {
    const file = await exportOf([{ reference: 'R', name: 'n', days: -2 }]);
    expect(file.subarray(3).toString('utf8').split('\r\n')[1]).toBe('R,n,-2');
  });

  it('pulls rows only as the reader takes them, and stops the source when the reader stops', async () => {
    let produced = 0;
    let closed = false;
    async function* endlessQueue() {
      try {
        for (;;) {
          produced += 1;
          yield { reference: `RS-${produced}`, name: 'اسم', days: produced };
        }
      } finally {
        closed = true;
      }
    }
    const file = csvExport(columns, endlessQueue());
    const reader = file[Symbol.asyncIterator]();
    await reader.next();
    await reader.next();
    await reader.return?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
    // Bounded by the streams' buffers (a few thousand short rows), not by the source.
    expect(produced).toBeLessThan(5_000);
  });

  it("ends the file with the source's error", async () => {
    async function* failingQueue() {
      yield { reference: 'R', name: 'n', days: 1 };
      throw new Error('database went away');
    }
    await expect(buffer(csvExport(columns, failingQueue()))).rejects.toThrow('database went away');
  });
});
