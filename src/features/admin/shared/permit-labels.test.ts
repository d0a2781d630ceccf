import { describe, expect, it } from 'vitest';
import filters from '../../../../schemas/admin/queue-filters/schema.json';
import { permitStatuses, permitTypes } from '../../../../schemas/api/member';
import { permitStatusName, permitTypeName } from './permit-labels';

describe('the names of permit types and states', () => {
  it('offers every permit folder’s type and every state as a filter: a new permit folder must be listed there', () => {
    expect(filters.properties.type.enum).toEqual([...permitTypes]);
    expect(filters.properties.status.enum).toEqual([...permitStatuses]);
  });

  it('names each in both languages', () => {
    for (const type of permitTypes) {
      expect(permitTypeName(type, 'ar')).not.toBe(type);
      expect(permitTypeName(type, 'en')).not.toBe(type);
    }
    expect(permitStatusName('needs_info', 'ar')).toBe('بانتظار معلومات من مقدم الطلب');
    expect(permitStatusName('needs_info', 'en')).toBe('Waiting for the applicant');
  });
});
