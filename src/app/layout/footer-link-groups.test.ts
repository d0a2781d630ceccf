import { describe, expect, it } from 'vitest';
import type { FooterLabel } from '../../../schemas/api/content';
import { groupFooterLinks } from './footer-link-groups';

const label = (group: string | null, name: string, groupEn?: string): FooterLabel => ({
  group_name_ar: group,
  ...(groupEn !== undefined && { group_name_en: groupEn }),
  label_ar: name,
  label_en: name,
  url: `/${name}`,
});

describe('groupFooterLinks', () => {
  it('groups by Arabic group name in first-seen order and puts missing or blank names in one unnamed group', () => {
    const groups = groupFooterLinks(
      [
        label('أ', 'one'),
        label(null, 'two'),
        label('ب', 'three'),
        label('أ', 'four'),
        label('  ', 'five'),
        label('', 'six'),
      ],
      'ar',
    );
    expect(groups.map((group) => [group.name, group.links.map((link) => link.label_en)])).toEqual([
      ['أ', ['one', 'four']],
      [null, ['two', 'five', 'six']],
      ['ب', ['three']],
    ]);
  });

  it('names each group in English on the English page, or in Arabic (marked so) where the server has no English name', () => {
    const groups = groupFooterLinks(
      [
        label('عن المحمية', 'one', 'About the reserve'),
        label('عن المحمية', 'two'),
        label('المركز الإعلامي', 'three'),
        label(null, 'four'),
      ],
      'en',
    );
    expect(groups.map(({ name, inPageLanguage }) => [name, inPageLanguage])).toEqual([
      ['About the reserve', true],
      ['المركز الإعلامي', false],
      [null, true],
    ]);
    expect(groupFooterLinks([label('عن المحمية', 'one', 'About the reserve')], 'ar')[0]).toMatchObject({
      name: 'عن المحمية',
      inPageLanguage: true,
    });
  });

  it('makes no column when there are no links', () => {
    expect(groupFooterLinks([], 'en')).toEqual([]);
  });
});
