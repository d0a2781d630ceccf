import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectFile } from './file-inspection';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A small well-formed PDF (no pages) whose catalog holds `catalogExtra`, followed by `objects`. */
const pdf = (catalogExtra = '', objects = '') =>
  latin1(
    '%PDF-1.7\n%\xE2\xE3\xCF\xD3\n' +
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      objects +
      'trailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n',
  );

const objectStream = (objects: string, body: Buffer = deflateSync(latin1(objects))) => {
  const first = /^[\d\s]*/.exec(objects)![0].length;
  return Buffer.concat([
    latin1(`5 0 obj << /Type /ObjStm /N 1 /First ${first} /Filter /FlateDecode /Length ${body.length} >>\nstream\n`),
    body,
    latin1('\nendstream\nendobj\n'),
  ]);
};

/** A PDF whose `objects` (an object stream's index, then the objects) are compressed, as PDF 1.5 writers do. */
const pdfWithObjectStream = (objects: string, body?: Buffer, catalogExtra = '') => {
  const [head, tail] = pdf(catalogExtra).toString('latin1').split('trailer');
  return Buffer.concat([latin1(head!), objectStream(objects, body), latin1(`trailer${tail}`)]);
};

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([latin1(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG of one RGBA pixel whose header claims `width` × `height`, as a decompression bomb would. */
function png({ width = 1, height = 1, chunksBeforeData = [] as Buffer[] } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlace
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    ...chunksBeforeData,
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 0]))), // one row: filter byte, one pixel
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header (JFIF, then the frame of `width` × `height`) and the end-of-image marker. */
function jpeg({ width = 1, height = 1 } = {}): Buffer {
  const frame = Buffer.from('ffc00011080000000003012200021101031101', 'hex');
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    frame,
    Buffer.from('ffd9', 'hex'),
  ]);
}

/** A one-pixel, two-colour GIF89a whose logical screen is `width` × `height`. */
function gif({ width = 1, height = 1 } = {}): Buffer {
  const bytes = Buffer.concat([
    latin1('GIF89a'),
    Buffer.from('01000100800000000000ffffff2c00000000010001000002024401003b', 'hex'),
  ]);
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

describe('inspectFile', () => {
  describe('PDF', () => {
    it('accepts a plain PDF', () => {
      expect(inspectFile(pdf(), 'application/pdf')).toBeUndefined();
    });

    it.each([
      ['a destination', '/OpenAction [3 0 R /Fit]', ''],
      ['a destination by reference', '/OpenAction 3 0 R', '3 0 obj [4 0 R /XYZ null null 0] endobj\n'],
      ['a GoTo action', '/OpenAction<</S/GoTo/D[4 0 R/Fit]>>', ''],
      [
        'a GoTo action by reference, as LaTeX writes it',
        '/OpenAction 3 0 R',
        '3 0 obj\n<< /S /GoTo /D [4 0 R /Fit] >>\nendobj\n',
      ],
    ])('accepts a PDF that opens at a page: %s', (_case, catalogExtra, objects) => {
      expect(inspectFile(pdf(catalogExtra, objects), 'application/pdf')).toBeUndefined();
    });

    it.each([
      ['a URI', '/OpenAction << /S /URI /URI (https://example.com) >>', ''],
      ['a GoTo to another file', '/OpenAction << /S /GoToR /F (\\\\host\\share\\x.pdf) /D [0 /Fit] >>', ''],
      [
        'a GoTo followed by a URI',
        '/OpenAction << /S /GoTo /D [4 0 R /Fit] /Next << /S /URI /URI (https://example.com) >> >>',
        '',
      ],
      ['a reference to a URI', '/OpenAction 3 0 R', '3 0 obj << /S /URI /URI (https://example.com) >> endobj\n'],
      [
        'a reference to a GoTo redefined by a later update',
        '/OpenAction 3 0 R',
        '3 0 obj [4 0 R /Fit] endobj\n3 0 obj << /S /URI /URI (x) >> endobj\n',
      ],
      ['a reference to nothing', '/OpenAction 9 0 R', ''],
    ])('refuses a PDF that opens with an action: %s', (_case, catalogExtra, objects) => {
      expect(inspectFile(pdf(catalogExtra, objects), 'application/pdf')).toBe('active-content');
    });

    it.each([
      ['JavaScript', '/Names << /JavaScript 3 0 R >>'],
      ['JavaScript written with a #xx escape', '/Names << /J#61vaScript 3 0 R >>'],
      ['JavaScript written all in escapes', '/Names << /#4A#61#76#61#53#63#72#69#70#74 3 0 R >>'],
      ['a JS key', '/URI << /JS (app.alert(1)) >>'],
      ['a JS key pointing to a stream', '/URI << /JS 7 0 R >>'],
      ['a Launch action', '/OpenAction << /S /Launch /F (cmd.exe) >>'],
      ['additional actions (AA)', '/AA << /O 3 0 R >>'],
      ['an embedded file', '/Names << /EmbeddedFiles 3 0 R >>'],
      ['an embedded file stream', '/Type /EmbeddedFile'],
      ['rich media', '/Subtype /RichMedia'],
      ['an XFA form', '/AcroForm << /XFA 3 0 R >>'],
    ])('refuses %s', (_case, catalogExtra) => {
      expect(inspectFile(pdf(catalogExtra), 'application/pdf')).toBe('active-content');
    });

    it('does not mistake a two-letter key in binary stream data for one', () => {
      const image = Buffer.concat([
        latin1('3 0 obj << /Length 12 >>\nstream\n'),
        Buffer.from('2f4a5320ff012f41410aff00', 'hex'),
        latin1('\nendstream\nendobj\n'),
      ]);
      const [head, tail] = pdf().toString('latin1').split('trailer');
      expect(
        inspectFile(Buffer.concat([latin1(head!), image, latin1(`trailer${tail}`)]), 'application/pdf'),
      ).toBeUndefined();
    });

    it('looks inside compressed object streams', () => {
      expect(inspectFile(pdfWithObjectStream('3 0 << /Type /Font >>'), 'application/pdf')).toBeUndefined();
      expect(inspectFile(pdfWithObjectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>'), 'application/pdf')).toBe(
        'active-content',
      );
    });

    it('finds an object stream however its keyword line ends', () => {
      const hidden = pdfWithObjectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>');
      const withCarriageReturn = Buffer.from(
        hidden.toString('latin1').replace('>>\nstream\n', '>>\nstream\r'),
        'latin1',
      );
      expect(inspectFile(withCarriageReturn, 'application/pdf')).toBe('active-content');
    });

    it('follows an OpenAction into an object stream', () => {
      const openingAt = (action: string) =>
        pdfWithObjectStream(`3 0 4 22 << /Type /Font >>     ${action}`, undefined, '/OpenAction 4 0 R');
      expect(inspectFile(openingAt('<< /S /GoTo /D [5 0 R /Fit] >>'), 'application/pdf')).toBeUndefined();
      expect(inspectFile(openingAt('<< /S /URI /URI (https://example.com) >>'), 'application/pdf')).toBe(
        'active-content',
      );
    });

    it('refuses an object stream it cannot read', () => {
      expect(inspectFile(pdfWithObjectStream('', latin1('not deflate data')), 'application/pdf')).toBe('unreadable');
    });

    it('refuses a PDF without %%EOF in its last kilobyte', () => {
      const whole = pdf();
      expect(inspectFile(whole.subarray(0, -7), 'application/pdf')).toBe('truncated');
      expect(inspectFile(Buffer.concat([whole, Buffer.alloc(1024, 0x20)]), 'application/pdf')).toBe('truncated');
      expect(inspectFile(Buffer.concat([whole, Buffer.alloc(1000, 0x20)]), 'application/pdf')).toBeUndefined();
    });
  });

  describe('images', () => {
    it.each([
      ['image/png', png()],
      ['image/jpeg', jpeg()],
      ['image/jpeg', Buffer.concat([jpeg(), Buffer.alloc(16)])],
      ['image/gif', gif()],
      ['image/png', png({ width: 10_000, height: 4_000 })],
    ])('accepts a whole %s within the limits', (type, bytes) => {
      expect(inspectFile(bytes, type)).toBeUndefined();
    });

    it.each([
      ['a PNG cut before IEND', 'image/png', png().subarray(0, -12)],
      ['a PNG cut inside IEND', 'image/png', png().subarray(0, -1)],
      ['a JPEG without its end marker', 'image/jpeg', jpeg().subarray(0, -2)],
      ['a GIF without its trailer', 'image/gif', gif().subarray(0, -1)],
    ])('refuses %s as truncated', (_case, type, bytes) => {
      expect(inspectFile(bytes, type)).toBe('truncated');
    });

    it.each([
      ['a PNG claiming 20000 × 20000', 'image/png', png({ width: 20_000, height: 20_000 })],
      ['a PNG 10,001 pixels wide', 'image/png', png({ width: 10_001, height: 1 })],
      ['a PNG of 42 megapixels', 'image/png', png({ width: 7_000, height: 6_000 })],
      ['a JPEG 10,001 pixels high', 'image/jpeg', jpeg({ width: 1, height: 10_001 })],
      ['a GIF of 65535 × 65535', 'image/gif', gif({ width: 65_535, height: 65_535 })],
    ])('refuses %s', (_case, type, bytes) => {
      expect(inspectFile(bytes, type)).toBe('oversized-dimensions');
    });

    it('refuses an image whose dimensions cannot be read', () => {
      expect(inspectFile(Buffer.from('ffd8ffd9', 'hex'), 'image/jpeg')).toBe('unreadable');
    });
  });

  describe('polyglots', () => {
    it.each([
      ['a PNG with a script appended', 'image/png', Buffer.concat([png(), latin1('<script>alert(1)</script>')])],
      [
        'a PNG with PHP in a text chunk',
        'image/png',
        png({ chunksBeforeData: [pngChunk('tEXt', latin1('Comment\0<?PHP system($_GET[0]); ?>'))] }),
      ],
      ['a GIF that is also a page', 'image/gif', Buffer.concat([gif(), latin1('<HTML><body>')])],
      ['a PDF with an SVG after %%EOF', 'application/pdf', Buffer.concat([pdf(), latin1('<svg onload=alert(1)>')])],
    ])('refuses %s', (_case, type, bytes) => {
      expect(inspectFile(bytes, type)).toBe('embedded-markup');
    });

    it('looks only at the first and last 4 KB', () => {
      const middle = Buffer.concat([Buffer.alloc(4096), latin1('<script>'), Buffer.alloc(4096)]);
      expect(
        inspectFile(
          png({ chunksBeforeData: [pngChunk('tEXt', Buffer.concat([latin1('Comment\0'), middle]))] }),
          'image/png',
        ),
      ).toBeUndefined();
    });
  });

  it('leaves types it does not inspect to the schema', () => {
    expect(inspectFile(latin1('<svg><script>alert(1)</script></svg>'), 'image/svg+xml')).toBeUndefined();
    expect(inspectFile(latin1('MZ'), undefined)).toBeUndefined();
  });
});
