import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { formRegistry } from '../registry';
import { multipartToData, type MultipartEntry } from './multipart-to-data';
import { validateSubmission } from './validate-submission';

const contactSchema = formRegistry['contact-us'].schema;
const companySchema = formRegistry['sign-up-companies'].schema;
const file = (name: string) => ({ name, type: 'image/png', size: 10 });

describe('multipartToData', () => {
  it('builds arrays from bracket keys in index order, compacting gaps', () => {
    const [a, b, c] = [file('a'), file('b'), file('c')];
    const data = multipartToData(contactSchema, [
      ['attachments[2]', c],
      ['attachments[0]', a],
      ['attachments[999999]', b],
    ]);
    expect(data.attachments).toEqual([a, c, b]);
    // The very objects, so the server can find each descriptor's bytes.
    expect((data.attachments as unknown[])[0]).toBe(a);
  });

  it('never builds a file from text parts naming its name, type and size', async () => {
    const forged = multipartToData(contactSchema, [
      ['attachments[0][name]', 'report.pdf'],
      ['attachments[0][type]', 'application/pdf'],
      ['attachments[0][size]', '100'],
    ]);
    expect(forged.attachments).toEqual([undefined]);
    expect(
      (
        await validateSubmission(
          'contact-us',
          { type: 'suggestion', username: 'x', phone: '+966501234567', subject: 's', message: 'm', ...forged },
          'en',
        )
      ).ok,
    ).toBe(false);
  });

  it('converts a field declared only in a then-branch, Arabic-Indic and Persian digits included', () => {
    expect(multipartToData(contactSchema, [['reserve_area_id', '١٢']]).reserve_area_id).toBe(12);
    expect(multipartToData(contactSchema, [['reserve_area_id', '۱۲۳']]).reserve_area_id).toBe(123);
    expect(multipartToData(contactSchema, [['reserve_area_id', '7']]).reserve_area_id).toBe(7);
  });

  it('writes Arabic-Indic and Persian digits as ASCII in id, phone and date fields, and leaves free text as typed', () => {
    const permit = formRegistry['permits/work-permit'].schema;
    const data = multipartToData(permit, [
      ['user_id_number', '١٠١٢٣٤٥٦٧٨'],
      ['user_phone', '۹۶۶۵۰۱۲۳۴۵۶۷'],
      ['from_date', '٢٠٩٩-٠١-١٥ ٠٠:٠٠'],
      ['companions[0][phone]', '٠٥٠١٢٣٤٥٦٧'],
      ['equipments[0][count]', '٢'],
      ['purpose', 'صيانة ٣ محطات'],
    ]);
    expect(data).toEqual({
      user_id_number: '1012345678',
      user_phone: '966501234567',
      from_date: '2099-01-15 00:00',
      companions: [{ phone: '0501234567' }],
      equipments: [{ count: 2 }],
      purpose: 'صيانة ٣ محطات',
    });
    expect(multipartToData(formRegistry['sign-up'].schema, [['birth_date', '۲۰۰۰-۰۱-۰۱']]).birth_date).toBe(
      '2000-01-01',
    );
  });

  it.each(['10abc', '', 'NaN', '1e309', '9007199254740993', '1.5', ' 1', '-'])(
    'leaves %j for validation to refuse',
    (text) => {
      expect(multipartToData(contactSchema, [['reserve_area_id', text]]).reserve_area_id).toBe(text);
    },
  );

  it('reads booleans as true/false or 1/0 and leaves anything else', () => {
    const read = (text: string) => multipartToData(contactSchema, [['is_reserve_resident', text]]).is_reserve_resident;
    expect([read('true'), read('1'), read('false'), read('0'), read('yes')]).toEqual([true, true, false, false, 'yes']);
  });

  it('treats an empty text as not answered', () => {
    expect(
      multipartToData(contactSchema, [
        ['email', ''],
        ['username', 'Sara'],
      ]),
    ).toEqual({ username: 'Sara' });
  });

  it('drops unknown fields and prototype keys without touching Object.prototype', () => {
    const entries: MultipartEntry[] = [
      ['status', 'approved'],
      ['__proto__', 'x'],
      ['constructor[prototype][polluted]', 'x'],
      ['attachments[__proto__][polluted]', 'x'],
      ['username[0]', 'a list where one value belongs'],
      ['subject', 'kept'],
      ['not a [valid key', 'x'],
    ];
    const data = multipartToData(contactSchema, entries);
    expect(data).toEqual({ subject: 'kept' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('turns a repeated plain key into a list, which a single-value field then refuses', () => {
    expect(
      multipartToData(contactSchema, [
        ['username', 'a'],
        ['username', 'b'],
      ]).username,
    ).toEqual(['a', 'b']);
  });

  it('nests objects inside arrays for forms with repeated groups', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        answers: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, answer: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    };
    const data = multipartToData(schema, [
      ['answers[1][id]', '٧'],
      ['answers[1][answer][]', 'a'],
      ['answers[1][answer][]', 'b'],
      ['answers[0][id]', '3'],
      ['answers[0][other]', 'dropped'],
    ]);
    expect(data).toEqual({ answers: [{ id: 3 }, { id: 7, answer: ['a', 'b'] }] });
  });

  it('makes a list field sent without an index a list of one, as the company files are sent', () => {
    const [proposal, plan, first, second] = [
      file('proposal.pdf'),
      file('plan.pdf'),
      file('first.png'),
      file('second.png'),
    ];
    const data = multipartToData(companySchema, [
      ['technical_proposal', proposal],
      ['execution_plan[0]', plan],
      ['supporting_documents[0]', first],
      ['supporting_documents[1]', second],
    ]);
    expect(data).toEqual({
      technical_proposal: [proposal],
      execution_plan: [plan],
      supporting_documents: [first, second],
    });
    expect((data.technical_proposal as unknown[])[0]).toBe(proposal);
  });

  it('lists a one-file field sent twice, which its maxItems then refuses by name', async () => {
    const data = multipartToData(companySchema, [
      ['work_experience', file('a.pdf')],
      ['work_experience', file('b.pdf')],
    ]);
    expect(data.work_experience).toHaveLength(2);
    const result = await validateSubmission('sign-up-companies', data, 'en');
    expect(result.ok || result.errors.work_experience).toEqual(['You can attach only one file']);
  });

  it('leaves a text sent for a file field for validation to refuse', async () => {
    const data = multipartToData(companySchema, [['technical_proposal', 'proposal.pdf']]);
    const result = await validateSubmission('sign-up-companies', data, 'ar');
    expect(result.ok || result.errors.technical_proposal).toEqual([
      formRegistry['sign-up-companies'].messages.ar.fields.technical_proposal!.errors!['*'],
    ]);
  });

  it('reads the registration choices and consent from their text', () => {
    const data = multipartToData(formRegistry['sign-up'].schema, [
      ['country_id', '١'],
      ['city_id', '12'],
      ['gender', '۲'],
      ['terms', 'true'],
      ['national_id', '1012345678'],
      ['birth_date', '2007-04-01'],
    ]);
    expect(data).toEqual({
      country_id: 1,
      city_id: 12,
      gender: 2,
      terms: true,
      national_id: '1012345678',
      birth_date: '2007-04-01',
    });
  });
});
