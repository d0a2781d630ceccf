import { afterEach, describe, expect, it, vi } from 'vitest';
import { permitService } from '../../../schemas/api/permits';
import { stubFetch } from '../../../tests/support/stub-fetch';
import { submitPermit } from './api';

const created = {
  status: 201,
  body: { data: {}, message: 'تم رفع الطلب بنجاح، وسيتم إرسال التصريح على بريدكم الإلكتروني عند القبول..' },
};

/** The text parts of the one POST made, in order. */
const sentParts = (fetch: ReturnType<typeof stubFetch>) => [...(fetch.mock.calls[0]![1]!.body as FormData).entries()];

describe('sending a permit request', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the lists of a work permit as the spec does: area_ids[] and companions[i][name], each part once', async () => {
    const fetch = stubFetch({ 'POST /permits/work-permit': created });
    const { message } = await submitPermit(
      permitService('work_permit'),
      {
        area_ids: ['5', 'other'],
        other_area: 'وادي الديسة',
        companions: [{ name: 'علي أحمد', phone: '0501234567' }],
        equipments: [{ name: 'مولد كهربائي', count: 2 }],
        vehicles: [{ type: 'شاحنة', plate_number: 'د هـ و 55', color: 'أبيض' }],
      },
      'key-1',
      null,
    );
    expect(message).toBe(created.body.message);
    expect(sentParts(fetch)).toEqual([
      ['area_ids[]', '5'],
      ['area_ids[]', 'other'],
      ['other_area', 'وادي الديسة'],
      ['companions[0][name]', 'علي أحمد'],
      ['companions[0][phone]', '0501234567'],
      ['equipments[0][name]', 'مولد كهربائي'],
      ['equipments[0][count]', '2'],
      ['vehicles[0][type]', 'شاحنة'],
      ['vehicles[0][plate_number]', 'د هـ و 55'],
      ['vehicles[0][color]', 'أبيض'],
    ]);
  });

  it('adds the solved captcha as g-recaptcha-response, and the Idempotency-Key', async () => {
    const fetch = stubFetch({ 'POST /permits/specific-area': created });
    await submitPermit(permitService('specific_area'), { vehicle_type: 'جيب' }, 'key-2', 'solved-token');
    expect(sentParts(fetch)).toEqual([
      ['vehicle_type', 'جيب'],
      ['g-recaptcha-response', 'solved-token'],
    ]);
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['idempotency-key']).toBe('key-2');
  });
});
