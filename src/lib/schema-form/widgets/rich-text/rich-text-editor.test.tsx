import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../../machines/submission.machine';
import type { FormLocale } from '../../../../../schemas/validation/form-definition';
import { renderWithProviders } from '../../../../../tests/support/render-with-providers';
import { SchemaForm } from '../../schema-form';

const ANSWER_AR = '<p>نعم، في المواقد المخصصة فقط، من الساعة ٤ عصرًا حتى ١١ مساءً.</p>';

/** The FAQ editor's form (admin/content-faq), whose answers are rich text, holding its values as the item page does. */
function FaqForm({
  initial,
  onEdit,
  readOnly,
}: {
  initial: Answers;
  onEdit: (values: Answers) => void;
  readOnly?: boolean;
}) {
  const [values, setValues] = useState(initial);
  return (
    <SchemaForm
      formId="admin/content-faq"
      values={values}
      errors={{}}
      submitting={false}
      readOnly={readOnly}
      onEdit={(next) => {
        setValues(next);
        onEdit(next);
      }}
      onInvalid={vi.fn()}
      onSubmit={vi.fn()}
    />
  );
}

async function renderFaq(locale: FormLocale, { readOnly = false } = {}) {
  const onEdit = vi.fn();
  renderWithProviders(<FaqForm initial={{ answer_ar: ANSWER_AR }} onEdit={onEdit} readOnly={readOnly} />, { locale });
  // The first form drawn in a file takes seconds on a busy two-core machine: wait for both bodies
  // cheaply (not by accessible name, which is computed anew on every change of the page) before asking.
  await waitFor(() => expect(document.querySelectorAll('[contenteditable]')).toHaveLength(2), { timeout: 12_000 });
  const arabic = screen.getByRole('textbox', { name: locale === 'ar' ? 'الإجابة بالعربية' : 'Answer in Arabic' });
  return { onEdit, arabic, user: userEvent.setup() };
}

describe('the rich-text widget', () => {
  it('writes each body in its own language and direction, whatever the page’s', async () => {
    const { arabic } = await renderFaq('en');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.textContent).toContain('المواقد المخصصة');
    const english = screen.getByRole('textbox', { name: 'Answer in English' });
    expect([english.getAttribute('dir'), english.getAttribute('lang')]).toEqual(['ltr', 'en']);
  });

  it('offers named tools in a toolbar of one tab stop, in the page’s language', async () => {
    await renderFaq('ar');
    const toolbar = screen.getByRole('toolbar', { name: 'تنسيق الإجابة بالعربية' });
    const bold = within(toolbar).getByRole('button', { name: 'غامق' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    const stops = within(toolbar)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(stops).toEqual([bold]);
    // Nothing to undo yet.
    expect(within(toolbar).getByRole('button', { name: 'تراجع' })).toHaveProperty('disabled', true);
  });

  it('moves along the toolbar with the arrows, leftwards in Arabic', async () => {
    const { user } = await renderFaq('ar');
    const toolbar = screen.getByRole('toolbar', { name: 'تنسيق الإجابة بالعربية' });
    within(toolbar).getByRole('button', { name: 'غامق' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'مائل' }));
    await user.keyboard('{End}');
    // Redo and undo cannot run: End lands on the last tool that can.
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: 'اقتباس' }));
  });

  it('formats the body and hands the form the HTML', async () => {
    const { onEdit, user } = await renderFaq('ar');
    const toolbar = screen.getByRole('toolbar', { name: 'تنسيق الإجابة بالعربية' });
    await user.click(within(toolbar).getByRole('button', { name: 'قائمة نقطية' }));
    await waitFor(() => expect((onEdit.mock.lastCall?.[0] as Answers).answer_ar).toMatch(/^<ul><li><p>نعم،/));
    expect(within(toolbar).getByRole('button', { name: 'قائمة نقطية' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(toolbar).getByRole('button', { name: 'تراجع' })).toHaveProperty('disabled', false);
  });

  it('refuses a link address the server would strip, in the page’s language', async () => {
    const { user } = await renderFaq('ar');
    const toolbar = screen.getByRole('toolbar', { name: 'تنسيق الإجابة بالعربية' });
    await user.click(within(toolbar).getByRole('button', { name: 'رابط' }));
    const dialog = await screen.findByRole('dialog', { name: 'رابط النص المحدد' });
    await user.type(within(dialog).getByRole('textbox', { name: 'عنوان الرابط' }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(within(dialog).getByText('أدخل عنوانا يبدأ بـ https:// أو http:// أو mailto: أو /')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('shows a read-only body without tools', async () => {
    const { arabic } = await renderFaq('ar', { readOnly: true });
    expect(arabic.getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
