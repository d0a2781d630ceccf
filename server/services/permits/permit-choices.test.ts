import { describe, expect, it } from 'vitest';
import { formRegistry } from '../../../schemas/registry';
import { choiceFields, knowsChoiceSource } from './permit-choices';

describe('the list sources permit forms name', () => {
  const permitForms = Object.entries(formRegistry).filter(([id]) => id.startsWith('permits/'));

  it.each(permitForms)('%s names only lists the server can check a choice against', (_id, form) => {
    for (const { field, source, params } of choiceFields(form.uiSchema)) {
      expect(knowsChoiceSource(source), `${field}: ${source}`).toBe(true);
      for (const from of Object.values(params))
        if (typeof from === 'string')
          expect(form.schema.properties, `${field} param from ${from}`).toHaveProperty(from);
    }
  });

  it("finds the specific area form's two lists with their parameters", () => {
    expect(choiceFields(formRegistry['permits/specific-area'].uiSchema)).toEqual([
      {
        field: 'area_ids',
        source: 'permit-areas',
        params: { from_date: 'from_date', region_id: 'region_id' },
        otherOption: 'other',
      },
      { field: 'region_id', source: 'permit-regions', params: {}, otherOption: undefined },
    ]);
  });
});
