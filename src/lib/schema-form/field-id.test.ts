import { describe, expect, it } from 'vitest';
import { fieldIdOf, fieldPathOf } from './field-id';

describe('fieldPathOf', () => {
  const paths = ['from_date', 'companions', 'companions.name', 'address_line_2'];

  it('finds the messages key of the field a widget draws, by the widget’s id', () => {
    expect(fieldPathOf(fieldIdOf('from_date'), paths)).toBe('from_date');
    expect(fieldPathOf('root_address_line_2', paths)).toBe('address_line_2');
  });

  it('ignores the index of a list item, which messages keys do not carry', () => {
    expect(fieldPathOf('root_companions_3_name', paths)).toBe('companions.name');
    expect(fieldPathOf('root_companions', paths)).toBe('companions');
  });

  it('finds nothing for a field without messages', () => {
    expect(fieldPathOf('root_to_date', paths)).toBeUndefined();
  });
});
