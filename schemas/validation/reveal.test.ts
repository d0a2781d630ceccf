import { describe, expect, it } from 'vitest';
import { isRevealed, withoutHiddenAnswers } from './reveal';

const uiSchema = {
  'ui:order': ['area_ids', 'other_area', 'companions'],
  other_area: { 'ui:options': { revealedWhen: { area_ids: 'other' } } },
  companions: { 'ui:options': { revealedWhen: { area_ids: true, other_area: true } } },
};

describe('revealed fields', () => {
  it('shows a field while a list contains the value, or any answer exists', () => {
    expect(isRevealed({ area_ids: 'other' }, { area_ids: ['3', 'other'] })).toBe(true);
    expect(isRevealed({ area_ids: 'other' }, { area_ids: ['3'] })).toBe(false);
    expect(isRevealed({ academic_qualification: 'other' }, { academic_qualification: 'other' })).toBe(true);
    expect(isRevealed({ area_ids: true, other_area: true }, { area_ids: [], other_area: '' })).toBe(false);
    expect(isRevealed(undefined, {})).toBe(true);
  });

  it('drops the answers of hidden fields, and of fields that only a dropped answer revealed', () => {
    const answers = { area_ids: [], other_area: 'وادي', companions: [{ name: 'علي', phone: '0501' }], region_id: 1 };
    expect(withoutHiddenAnswers(uiSchema, answers)).toEqual({ area_ids: [], region_id: 1 });
  });

  it('keeps every answer of shown fields, as the same object', () => {
    const answers = { area_ids: ['other'], other_area: 'وادي', companions: [] };
    expect(withoutHiddenAnswers(uiSchema, answers)).toBe(answers);
  });
});
