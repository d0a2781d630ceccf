import { describe, expect, it } from 'vitest';
import { chooseFile } from './chosen-files';
import { phoneInPartsFormData } from './phone-in-parts';

const pdf = (name: string) => chooseFile(new File(['%PDF-1.4'], name, { type: 'application/pdf' }));

describe('the company registration body', () => {
  it('splits the account phone, keeps the contact phone whole, and names each document as the API expects', async () => {
    const form = await phoneInPartsFormData('sign-up-companies', {
      name: 'شركة الواحة',
      phone: '+966501234567',
      contact_phone: '+966551234567',
      commercial_registration_number: '1010123456',
      technical_proposal: [pdf('proposal.pdf')],
      work_experience: [pdf('experience.pdf')],
      environmental_compliance_permit: [pdf('permit.pdf')],
      execution_plan: [pdf('plan.pdf')],
      supporting_documents: [pdf('one.pdf'), pdf('two.pdf')],
    });

    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'شركة الواحة',
      country_code: '966',
      phone_number: '501234567',
      contact_phone: '+966551234567',
      commercial_registration_number: '1010123456',
    });
    const fileNames = [...form.entries()].flatMap(([key, value]) => (value instanceof File ? [[key, value.name]] : []));
    expect(fileNames).toEqual([
      ['technical_proposal', 'proposal.pdf'],
      ['work_experience', 'experience.pdf'],
      ['environmental_compliance_permit', 'permit.pdf'],
      ['execution_plan', 'plan.pdf'],
      ['supporting_documents[0]', 'one.pdf'],
      ['supporting_documents[1]', 'two.pdf'],
    ]);
  });
});
