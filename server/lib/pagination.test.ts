import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { listMeta, MAX_PAGE, paginate, parsePage, parseWholeNumber, toAsciiDigits } from './pagination';

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('toAsciiDigits', () => {
  it('converts Arabic-Indic and Persian digits and leaves the rest', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('a١b')).toBe('a1b');
  });
});

describe('parsePage', () => {
  it('is 1 when absent', () => {
    expect(parsePage(undefined, 'ar')).toBe(1);
  });

  it.each([
    ['1', 1],
    ['3', 3],
    ['007', 7],
    ['٢', 2],
    ['۱۲', 12],
    [String(MAX_PAGE), MAX_PAGE],
  ])('reads %j as %i', (raw, page) => {
    expect(parsePage(raw, 'en')).toBe(page);
  });

  it.each([
    '',
    '0',
    '-1',
    '+1',
    ' 1',
    '1 ',
    'abc',
    '10abc',
    '1.0',
    '1e3',
    '1e309',
    '0x10',
    'NaN',
    'Infinity',
    '٢a',
    String(MAX_PAGE + 1),
    '9007199254740993',
    '9'.repeat(400),
  ])('refuses %j with a 422 on the page field', (raw) => {
    const error = refusal(() => parsePage(raw, 'en'));
    expect(error.statusCode).toBe(422);
    expect(error.fieldErrors).toEqual({ page: [`Must be a whole number from 1 to ${MAX_PAGE}.`] });
  });

  it('words the refusal in Arabic for an Arabic request', () => {
    expect(refusal(() => parsePage('abc', 'ar')).fieldErrors).toEqual({
      page: [`يجب أن تكون القيمة عددا صحيحا من 1 إلى ${MAX_PAGE}`],
    });
  });
});

describe('parseWholeNumber', () => {
  const limit = { field: 'limit', min: 1, max: 100, fallback: 50 };

  it('uses the fallback, keeps the bounds and names its own field', () => {
    expect(parseWholeNumber(undefined, limit, 'en')).toBe(50);
    expect(parseWholeNumber('1', limit, 'en')).toBe(1);
    expect(parseWholeNumber('١٠٠', limit, 'en')).toBe(100);
    expect(refusal(() => parseWholeNumber('101', limit, 'en')).fieldErrors).toEqual({
      limit: ['Must be a whole number from 1 to 100.'],
    });
    expect(refusal(() => parseWholeNumber('0', limit, 'en')).fieldErrors).toHaveProperty('limit');
  });
});

describe('listMeta', () => {
  it('describes a first, a last partial and a past-the-end page', () => {
    expect(listMeta(45, { page: 1, perPage: 20 }, 20)).toEqual({
      current_page: 1,
      from: 1,
      last_page: 3,
      per_page: 20,
      total: 45,
    });
    expect(listMeta(45, { page: 3, perPage: 20 }, 5)).toEqual({
      current_page: 3,
      from: 41,
      last_page: 3,
      per_page: 20,
      total: 45,
    });
    expect(listMeta(45, { page: 4, perPage: 20 }, 0)).toEqual({
      current_page: 4,
      from: null,
      last_page: 3,
      per_page: 20,
      total: 45,
    });
  });

  it('has at least one page when the list is empty', () => {
    expect(listMeta(0, { page: 1, perPage: 20 }, 0)).toEqual({
      current_page: 1,
      from: null,
      last_page: 1,
      per_page: 20,
      total: 0,
    });
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);
  const source = () => ({
    count: vi.fn(async () => items.length),
    rows: vi.fn(async (limit: number, offset: number) => items.slice(offset, offset + limit)),
  });

  it('asks for the slice of the requested page', async () => {
    const table = source();
    const list = await paginate({ page: 3, perPage: 20 }, table);
    expect(table.rows).toHaveBeenCalledWith(20, 40);
    expect(list).toEqual({
      data: [41, 42, 43, 44, 45],
      meta: { current_page: 3, from: 41, last_page: 3, per_page: 20, total: 45 },
    });
  });

  it('does not query rows past the end', async () => {
    const table = source();
    const list = await paginate({ page: 9, perPage: 20 }, table);
    expect(table.rows).not.toHaveBeenCalled();
    expect(list.data).toEqual([]);
    expect(list.meta.from).toBeNull();
  });
});
