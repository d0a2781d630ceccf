import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../machines/submission.machine';
import type { FormId } from '../../../../schemas/registry';
import type { FormDefinition, FormLocale } from '../../../../schemas/validation/form-definition';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { SchemaForm } from '../schema-form';

// A form of its own, so these tests do not follow the permit forms as they change.
const DAYS_FORM = 'test/days' as FormId;
const daysForm = vi.hoisted((): FormDefinition => ({
  schema: {
    type: 'object',
    properties: {
      from_date: { type: 'string', format: 'day-time', formatMinimum: 'today' },
      to_date: { type: 'string', format: 'day-time', notBefore: 'from_date' },
      visit_day: { type: 'string', format: 'date', formatMinimum: 'today', formatMaximum: 'today+10' },
      seen_on: { type: 'string', format: 'date' },
    },
  } as RJSFSchema,
  uiSchema: {
    'ui:order': ['from_date', 'to_date', 'visit_day', 'seen_on'],
    from_date: { 'ui:widget': 'day', 'ui:options': { warnBefore: 'today+30' } },
    to_date: { 'ui:widget': 'day', 'ui:options': { disabledUntil: 'from_date' } },
    visit_day: { 'ui:widget': 'day' },
    seen_on: { 'ui:widget': 'day' },
  },
  messages: {
    ar: {
      submit: 'إرسال',
      invalid: 'يرجى تصحيح الأخطاء',
      success: 'تم الإرسال',
      fields: {
        from_date: { title: 'تاريخ البداية', warning: 'تطلب الأبحاث إشعارا قبل ثلاثين يوما' },
        to_date: { title: 'تاريخ النهاية' },
        visit_day: { title: 'يوم الزيارة' },
        seen_on: { title: 'تاريخ المشاهدة' },
      },
    },
    en: {
      submit: 'Send',
      invalid: 'Please correct the errors',
      success: 'Sent',
      fields: {
        from_date: { title: 'Start date', warning: 'Research asks for 30 days’ notice' },
        to_date: { title: 'End date' },
        visit_day: { title: 'Visit day' },
        seen_on: { title: 'Seen on' },
      },
    },
  },
}));

vi.mock('../../../../schemas/validation/form-loader', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../schemas/validation/form-loader')>();
  const { customizeValidator } = await import('@rjsf/validator-ajv8');
  const { validatorOptions } = await import('../../../../schemas/validation/validator-options');
  const days = { definition: daysForm, validator: customizeValidator(validatorOptions) };
  return { ...actual, loadedForm: (id: FormId) => (id === DAYS_FORM ? days : actual.loadedForm(id)) };
});

/** The form holding its answers, as the submission machine does for a page. */
function DaysForm({ initial, onEdit }: { initial: Answers; onEdit: (values: Answers) => void }) {
  const [values, setValues] = useState(initial);
  const edit = (next: Answers) => {
    setValues(next);
    onEdit(next);
  };
  return (
    <SchemaForm
      formId={DAYS_FORM}
      values={values}
      errors={{}}
      submitting={false}
      onEdit={edit}
      onInvalid={vi.fn()}
      onSubmit={vi.fn()}
    />
  );
}

const OPEN = { ar: 'اختيار التاريخ', en: 'Choose a date' };

async function renderDays(locale: FormLocale, initial: Answers = {}) {
  const onEdit = vi.fn();
  renderWithProviders(<DaysForm initial={initial} onEdit={onEdit} />, { locale });
  // The picker's code arrives lazily, its first import slow on a busy machine: wait for the field groups.
  await screen.findByRole('group', { name: daysForm.messages[locale].fields.from_date!.title }, { timeout: 10_000 });
  return { onEdit, user: userEvent.setup() };
}

/** The field group of a day widget, named by its label. */
const dayField = (name: string) => screen.getByRole('group', { name });
const openButtonOf = (name: string) =>
  within(dayField(name).parentElement!).getByRole('button', { name: new RegExp(`^(${OPEN.ar}|${OPEN.en})`) });
const calendar = () => screen.getByRole('grid');
const dayCell = (day: number) => within(calendar()).getByRole('gridcell', { name: String(day) });
const lastAnswer = (onEdit: ReturnType<typeof vi.fn>) => onEdit.mock.lastCall?.[0] as Answers;

describe('the day widget', () => {
  beforeEach(() => {
    // 21:30 UTC on 23 November is already 00:30 on the 24th in Riyadh: the reserve's today is the 24th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T21:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['ar', 'تاريخ البداية', 'نوفمبر 2026', 'الأحد'],
    ['en', 'Start date', 'November 2026', 'Sunday'],
  ] as const)('in %s names the months and days in the page’s language', async (locale, label, month, sunday) => {
    const { user } = await renderDays(locale);
    await user.click(openButtonOf(label));
    expect(screen.getByText(month)).toBeTruthy();
    expect(within(calendar()).getAllByRole('columnheader')[0]!.getAttribute('aria-label')).toBe(sunday);
  });

  it('disables the days before the reserve’s today, in Riyadh and not in UTC', async () => {
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-23');
    const { user } = await renderDays('en');
    await user.click(openButtonOf('Start date'));
    expect(dayCell(23)).toHaveProperty('disabled', true);
    expect(dayCell(24)).toHaveProperty('disabled', false);
  });

  it('disables the days after formatMaximum', async () => {
    const { user } = await renderDays('en');
    await user.click(openButtonOf('Visit day'));
    expect(dayCell(24)).toHaveProperty('disabled', false);
    // today+10 is 4 December: the 5th is the first day refused.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('December 2026')).toBeTruthy();
    // November's days slide out while December's slide in.
    await waitFor(() => expect(within(calendar()).getAllByRole('gridcell', { name: '1' })).toHaveLength(1));
    expect(dayCell(4)).toHaveProperty('disabled', false);
    expect(dayCell(5)).toHaveProperty('disabled', true);
  });

  it('keeps the end disabled until the start is chosen, then offers no day before the start', async () => {
    const { user, onEdit } = await renderDays('en');
    expect(openButtonOf('End date')).toHaveProperty('disabled', true);

    await user.click(openButtonOf('Start date'));
    await user.click(dayCell(28));
    expect(lastAnswer(onEdit)).toMatchObject({ from_date: '2026-11-28 00:00' });

    expect(openButtonOf('End date')).toHaveProperty('disabled', false);
    await user.click(openButtonOf('End date'));
    expect(dayCell(27)).toHaveProperty('disabled', true);
    expect(dayCell(28)).toHaveProperty('disabled', false);
    await user.click(dayCell(30));
    expect(lastAnswer(onEdit)).toMatchObject({ from_date: '2026-11-28 00:00', to_date: '2026-11-30 00:00' });
  });

  it('answers a date field with the day alone', async () => {
    const { user, onEdit } = await renderDays('ar');
    await user.click(openButtonOf('يوم الزيارة'));
    await user.click(dayCell(25));
    expect(lastAnswer(onEdit)).toEqual({ visit_day: '2026-11-25' });
  });

  it('takes a day typed on the keyboard', async () => {
    const { user, onEdit } = await renderDays('en');
    await user.click(within(dayField('Visit day')).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('26');
    await user.keyboard('11');
    await user.keyboard('2026');
    expect(lastAnswer(onEdit)).toEqual({ visit_day: '2026-11-26' });
  });

  it('takes a day typed in Arabic-Indic or Persian digits, as an Arabic keyboard types them', async () => {
    const { user, onEdit } = await renderDays('en');
    await user.click(within(dayField('Visit day')).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('٢٦');
    await user.keyboard('۱۱');
    await user.keyboard('٢٠٢٦');
    expect(lastAnswer(onEdit)).toEqual({ visit_day: '2026-11-26' });
  });

  it('offers no day before 1900 or after 2100, and repeats no Hijri day for a mistyped year', async () => {
    const { user, onEdit } = await renderDays('en');
    await user.click(within(dayField('Seen on')).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05');
    await user.keyboard('03');
    await user.keyboard('0111');
    // The answer is what was typed, for the date format to refuse; nothing reads it as a day.
    expect(lastAnswer(onEdit)).toEqual({ seen_on: '0111-03-05' });
    expect(screen.queryByText(/^Hijri:/)).toBeNull();

    await user.click(openButtonOf('Seen on'));
    await user.click(screen.getByRole('button', { name: 'Day view is open, switch to the years' }));
    const years = screen.getAllByRole('radio').map((year) => Number(year.textContent));
    expect([Math.min(...years), Math.max(...years)]).toEqual([1900, 2100]);
  });

  it('answers nothing once cleared', async () => {
    const { user, onEdit } = await renderDays('en', { visit_day: '2026-11-25' });
    await user.click(within(dayField('Visit day').parentElement!).getByRole('button', { name: 'Clear' }));
    expect(lastAnswer(onEdit)).toEqual({ visit_day: undefined });
  });

  it.each([
    ['ar', 'يوم الزيارة', 'الموافق 15 جمادى الآخرة 1448 هـ'],
    ['en', 'Visit day', 'Hijri: Jumada II 15, 1448 AH'],
  ] as const)(
    'in %s repeats the chosen day in the Hijri calendar, read with the field',
    async (locale, label, hijri) => {
      await renderDays(locale, { visit_day: '2026-11-25' });
      const line = screen.getByText(hijri);
      expect(dayField(label).getAttribute('aria-describedby')?.split(' ')).toContain(line.id);
    },
  );

  it('warns about a day before warnBefore, without making it an error', async () => {
    await renderDays('en', { from_date: '2026-12-23 00:00' });
    const warning = screen.getByText('Research asks for 30 days’ notice');
    expect(dayField('Start date').getAttribute('aria-describedby')?.split(' ')).toContain(warning.closest('[id]')!.id);
    expect(dayField('Start date').getAttribute('aria-invalid')).toBe('false');
  });

  it('does not warn about a day on or after warnBefore', async () => {
    // today+30 is 24 December.
    await renderDays('en', { from_date: '2026-12-24 00:00' });
    expect(screen.getByText(/^Hijri:/)).toBeTruthy();
    expect(screen.queryByText('Research asks for 30 days’ notice')).toBeNull();
  });
});
