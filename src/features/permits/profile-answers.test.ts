import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../schemas/api/accounts';
import { loadForm } from '../../../schemas/validation/form-loader';
import { profileAnswers } from './profile-answers';

const sara: CurrentUser = {
  uuid: '5b0f7a52-8f5e-4c1e-9a43-6f4b1f0c2d11',
  account_type: 'individual',
  name: 'سارة العتيبي',
  national_id: '1012345678',
  email: 'sara@example.sa',
  country_code: '966',
  phone_number: '501234567',
  email_verified: true,
  birth_date: '1992-05-14',
  gender: 2,
  country: { id: 1, name_ar: 'المملكة العربية السعودية' },
  city: null,
  is_reserve_resident: false,
  personal_image: null,
  contact_method: 'email',
  language: 'ar',
  is_researcher: false,
};

const schemaOf = async (formId: 'permits/free-camping' | 'permits/scientific-research') => (await loadForm(formId)).definition.schema;

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
    const answers = profileAnswers({ ...sara, country_code: '+966', national_id: null }, await schemaOf('permits/free-camping'));
    expect(answers.user_phone).toBe('966501234567');
    expect(answers).not.toHaveProperty('user_id_number');
  });

  it('fills in nothing in a form without the applicant’s fields', async () => {
    expect(profileAnswers(sara, await schemaOf('permits/scientific-research'))).toEqual({});
  });
});
