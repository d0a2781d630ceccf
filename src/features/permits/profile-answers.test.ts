import { describe, expect, it } from 'vitest';
import { loadForm } from '../../../schemas/validation/form-loader';
import { profileAnswers } from './profile-answers';
import { currentUser } from '../../../tests/support/current-user';

const sara = currentUser({ city: null });

const schemaOf = async (formId: 'permits/free-camping' | 'permits/scientific-research') =>
  (await loadForm(formId)).definition.schema;

describe('the answers a permit form takes from the profile', () => {
  it('fills in name, id number, email and the phone as digits, the calling code first', async () => {
    expect(profileAnswers(sara, await schemaOf('permits/free-camping'))).toEqual({
      user_full_name: 'سارة العتيبي',
      user_id_number: '1012345678',
      user_email: 'sara@example.sa',
      user_phone: '966501234567',
    });
  });

  it('drops a plus written with the calling code, and leaves out what the profile lacks', async () => {
    const answers = profileAnswers(
      { ...sara, country_code: '+966', national_id: null },
      await schemaOf('permits/free-camping'),
    );
    expect(answers.user_phone).toBe('966501234567');
    expect(answers).not.toHaveProperty('user_id_number');
  });

  it('fills in nothing in a form without the applicant’s fields', async () => {
    expect(profileAnswers(sara, await schemaOf('permits/scientific-research'))).toEqual({});
  });
});
