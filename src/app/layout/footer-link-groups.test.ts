import { describe, expect, it } from 'vitest';
import type { FooterLabel } from '../../../schemas/api/content';
import { groupFooterLinks } from './footer-link-groups';

const label = (group: string | null, name: string): FooterLabel => ({
  group_name_ar: group,
  label_ar: name,
  label_en: name,
  url: `/${name}`,
});

describe('groupFooterLinks', () => {
  it('groups by Arabic group name in first-seen order and puts missing or blank names in one unnamed group', () => {
    const groups = groupFooterLinks([
      label('أ', 'one'),
      label(null, 'two'),
      label('ب', 'three'),
      label('أ', 'four'),
      label('  ', 'five'),
      label('', 'six'),
    ]);
    expect(groups.map((group) => [group.name, group.links.map((link) => link.label_en)])).toEqual([
      ['أ', ['one', 'four']],
      [null, ['two', 'five', 'six']],
      ['ب', ['three']],
    ]);
  });

  it('makes no column when there are no links', () => {
    expect(groupFooterLinks([])).toEqual([]);
  });
});
