import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const JOB = 'ad8d9811-2461-47bc-91b2-0940ca945e28';
const APPLICATION = '9b1f0c2e-2a77-4f43-9d3c-5f0a3c1e7d10';
const LONG_NAME = 'عبدالرحمن بن عبدالعزيز بن محمد بن سعود الإبراهيمي القحطاني';
const application = {
  uuid: APPLICATION,
  job: { uuid: JOB, title: 'أخصائي رصد الحياة الفطرية' },
  applicant: { name: LONG_NAME, email: 'abdulrahman.q@example.sa', phone: '+966501234567' },
  created_at: '2026-03-01T09:00:00.000Z',
  answers: [
    { id: 1, question: 'المؤهل العلمي', type: 'text', answer: ['بكالوريوس — دفعة ١٤٤٥'], files: [] },
    { id: 2, question: 'الجهة الحالية', type: 'text', answer: [], files: [] },
    { id: 4, question: 'اللغات', type: 'checkbox', answer: ['العربية', 'الإنجليزية'], files: [] },
    {
      id: 5,
      question: 'السيرة الذاتية',
      type: 'file',
      answer: ['السيرة الذاتية.pdf'],
      files: [{ id: 7, name: 'السيرة الذاتية.pdf', mime_type: 'application/pdf', size_bytes: 1200 }],
    },
  ],
};
const member = staffMeAnswer('editor');

describe('the job application page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('names the job in its heading and the applicant below it, and in English too', async () => {
    stubFetch({ 'GET /admin/me': member, [`GET /admin/job-applications/${APPLICATION}`]: { data: application } });
    renderAdminAt(`/admin/jobs-applications/${JOB}/${APPLICATION}`);
    await screen.findByRole('heading', { level: 1, name: 'طلب توظيف: أخصائي رصد الحياة الفطرية' });
    expect(document.title).toContain('طلب توظيف: أخصائي رصد الحياة الفطرية');
    const applicant = screen.getByText('المتقدم');
    expect(applicant.tagName).toBe('DT');
    expect(applicant.nextElementSibling?.textContent).toBe(LONG_NAME);
  });

  it('names the job in English when the page is in English', async () => {
    localStorage.setItem('locale', 'en');
    const english = { ...application, job: { uuid: JOB, title: 'Wildlife monitoring specialist' } };
    stubFetch({ 'GET /admin/me': member, [`GET /admin/job-applications/${APPLICATION}`]: { data: english } });
    renderAdminAt(`/admin/jobs-applications/${JOB}/${APPLICATION}`);
    await screen.findByRole('heading', { level: 1, name: 'Application: Wildlife monitoring specialist' });
    expect(screen.getByText(LONG_NAME)).toBeTruthy();
  });

  it('shows every question with its answer, an unanswered one said so, and a button per file', async () => {
    stubFetch({ 'GET /admin/me': member, [`GET /admin/job-applications/${APPLICATION}`]: { data: application } });
    renderAdminAt(`/admin/jobs-applications/${JOB}/${APPLICATION}`);
    await screen.findByRole('heading', { level: 1, name: 'طلب توظيف: أخصائي رصد الحياة الفطرية' });
    expect(screen.getByText('بكالوريوس — دفعة ١٤٤٥')).toBeTruthy();
    expect(screen.getByText('لم يُجب')).toBeTruthy();
    expect(screen.getByText(/^العربية.+الإنجليزية$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل السيرة الذاتية.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'طلبات الوظيفة' }).getAttribute('href')).toBe(
      `/admin/jobs-applications/${JOB}`,
    );
    const nav = screen.getByRole('navigation', { name: 'قائمة الإدارة' });
    expect(within(nav).getByRole('link', { name: 'طلبات الوظائف' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'نتائج الاستبيانات' })).toBeTruthy();
  });
});
