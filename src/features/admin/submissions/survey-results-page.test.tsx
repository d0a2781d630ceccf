import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const SURVEY = '5027719f-f2fd-4e84-82c3-2440a31b7286';
const results = {
  uuid: SURVEY,
  title: 'استبيان رضا الزوار ٢٠٢٦',
  answers: 8,
  questions: [
    {
      id: 1,
      question: 'تقييم الزيارة',
      type: 'radio',
      answered: 7,
      options: [
        { value: 'good', label: 'ممتاز', count: 4, percentage: 57.1 },
        { value: 'poor', label: 'ضعيف', count: 0, percentage: 0 },
      ],
    },
    {
      id: 2,
      question: 'المواقع التي زرتها',
      type: 'checkbox',
      answered: 5,
      options: [{ value: 'tanhat', label: 'روضة التنهات', count: 4, percentage: 80 }],
    },
    {
      id: 3,
      question: 'ملاحظاتك',
      type: 'textarea',
      answered: 60,
      texts: ['المكان جميل، والمرشد "متعاون"', 'آخر ملاحظة'],
    },
    {
      id: 4,
      question: 'عدد المرافقين',
      type: 'number',
      answered: 3,
      texts: ['0', '3'],
      summary: { min: '0', max: '3', mean: 1.33 },
    },
  ],
};
const member = staffMeAnswer('auditor');

describe('the survey results page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws each choice as a bar labelled with its option, count and percentage in text', async () => {
    stubFetch({ 'GET /admin/me': member, [`GET /admin/surveys/${SURVEY}/results`]: { data: results } });
    renderAdminAt(`/admin/survey-results/${SURVEY}`);
    await screen.findByRole('heading', { level: 1, name: 'نتائج استبيان رضا الزوار ٢٠٢٦' });
    const rating = screen.getByRole('region', { name: 'تقييم الزيارة' });
    const bars = within(rating).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['ممتاز: 4 (57.1٪)', 'ضعيف: 0 (0٪)']);
    // The bar itself is a picture of the text: hidden from screen readers, its width the percentage.
    const bar = bars[0]!.querySelector('.MuiLinearProgress-root')!;
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.getAttribute('aria-valuenow')).toBe('57.1');
    expect(within(rating).getByText('أجاب عنه 7 من 8')).toBeTruthy();
    const sites = screen.getByRole('region', { name: 'المواقع التي زرتها' });
    expect(within(sites).getByText('روضة التنهات: 4 (80٪)')).toBeTruthy();
    expect(within(sites).getByText(/قد يزيد مجموعها على 100٪/)).toBeTruthy();
  });

  it('lists free text, says how many are shown, and summarises numbers; offers the CSV', async () => {
    stubFetch({ 'GET /admin/me': member, [`GET /admin/surveys/${SURVEY}/results`]: { data: results } });
    renderAdminAt(`/admin/survey-results/${SURVEY}`);
    const remarks = await screen.findByRole('region', { name: 'ملاحظاتك' });
    expect(
      within(remarks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['المكان جميل، والمرشد "متعاون"', 'آخر ملاحظة']);
    expect(within(remarks).getByText('آخر 2 من 60 إجابة')).toBeTruthy();
    const companions = screen.getByRole('region', { name: 'عدد المرافقين' });
    expect(within(companions).getByText(/من 0 إلى 3/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل ملف CSV' })).toBeTruthy();
  });

  it('says a survey that is not there is not found', async () => {
    stubFetch({ 'GET /admin/me': member });
    renderAdminAt(`/admin/survey-results/${SURVEY}`);
    expect(await screen.findByText('لم يُعثر على هذا الاستبيان.')).toBeTruthy();
  });
});
