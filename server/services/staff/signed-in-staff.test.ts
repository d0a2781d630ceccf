import { describe, expect, it } from 'vitest';
import { lifecycleActorOf, type SignedInStaff } from './signed-in-staff';

const member = (...roles: SignedInStaff['roles']): SignedInStaff => ({
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  name: 'نورة',
  email: 'noura@authority.sa',
  language: 'ar',
  roles,
});

describe('the member as the lifecycle machine sees them', () => {
  it('is an admin whatever else they hold', () => {
    const both = member({ role: 'admin', permitTypes: [] }, { role: 'reviewer', permitTypes: ['beekeeping'] });
    expect(lifecycleActorOf(both)).toEqual({ kind: 'staff', id: 7, role: 'admin', permitTypes: [] });
  });

  it('is a reviewer of their types, over an editor or auditor role', () => {
    const reviewer = member({ role: 'auditor', permitTypes: [] }, { role: 'reviewer', permitTypes: ['free_camping'] });
    expect(lifecycleActorOf(reviewer)).toEqual({
      kind: 'staff',
      id: 7,
      role: 'reviewer',
      permitTypes: ['free_camping'],
    });
  });

  it('is an editor or auditor, deciding no type, otherwise', () => {
    expect(lifecycleActorOf(member({ role: 'editor', permitTypes: [] }))).toMatchObject({
      role: 'editor',
      permitTypes: [],
    });
  });
});
