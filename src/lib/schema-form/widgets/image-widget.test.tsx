import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../machines/submission.machine';
import { HeldSchemaForm } from '../../../../tests/support/held-schema-form';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { answersToFormData } from '../answers-to-form-data';

const CURRENT = '/media/images/0f6a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b.png';
const article: Answers = {
  title_ar: 'ولادة ثلاثة صغار للمها العربي',
  title_en: 'Three Arabian oryx calves born',
  slug: 'oryx-calves',
  description_ar: '<p>رصد فريق المحمية ولادة ثلاثة صغار.</p>',
  description_en: '<p>Rangers recorded three calves.</p>',
  status: 'published',
  publish_at: '2026-03-01 09:00',
  image_path: CURRENT,
  image_alt_ar: 'ثلاثة صغار للمها قرب أمهاتها',
  image_alt_en: 'Three oryx calves beside their mothers',
};

/** The `image` widget (an article's picture): the image the item has, and a chooser for a new one. */
describe('the image widget', () => {
  beforeEach(() => {
    // jsdom has no object addresses for files: the preview's is a fixed one.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the current image described in the page’s language, with a labelled chooser', async () => {
    renderWithProviders(<HeldSchemaForm formId="admin/content-article" initial={article} />);
    const group = await screen.findByRole('group', { name: 'الصورة' }, { timeout: 5_000 });
    const current = screen.getByRole('img', { name: article.image_alt_ar as string });
    expect(current.getAttribute('src')).toBe(CURRENT);
    expect(screen.getByText('الصورة الحالية')).toBeDefined();
    const chooser = within(group).getByRole('button', { name: 'اختيار ملف' });
    expect(chooser.getAttribute('aria-describedby')).toContain('image__description');
    // The path field is the server's: not drawn for the editor.
    expect(screen.queryByRole('textbox', { name: /الصورة الحالية/ })).toBeNull();
  });

  it('describes it in English on an English page', async () => {
    renderWithProviders(<HeldSchemaForm formId="admin/content-article" initial={article} />, { locale: 'en' });
    await screen.findByRole('group', { name: 'Image' }, { timeout: 5_000 });
    expect(screen.getByRole('img', { name: article.image_alt_en as string })).toBeDefined();
    expect(screen.getByText('The current image')).toBeDefined();
  });

  it('previews a chosen file in place of the current one and sends it as the form’s file, from the keyboard', async () => {
    const edits: Answers[] = [];
    renderWithProviders(
      <HeldSchemaForm formId="admin/content-article" initial={article} onEdit={(values) => edits.push(values)} />,
    );
    const user = userEvent.setup();
    const chooser = await screen.findByRole('button', { name: 'اختيار ملف' }, { timeout: 5_000 });
    const input = document.getElementById(`${chooser.id}-input`) as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    chooser.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'oryx.png', { type: 'image/png' });
    await user.upload(input, file);
    await waitFor(() => expect(screen.getByText('الصورة الجديدة، تحل محل الحالية عند الحفظ')).toBeDefined());
    expect(screen.getByRole('img', { name: article.image_alt_ar as string }).getAttribute('src')).toBe('blob:preview');
    expect(screen.getByText('oryx.png')).toBeDefined();

    const body = await answersToFormData('admin/content-article', edits.at(-1)!);
    const sent = body.get('image') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['oryx.png', 'image/png', 4]);
    expect(body.get('image_alt_en')).toBe(article.image_alt_en);

    // Removed, the current image is shown again, and the focus goes back to the chooser.
    await user.click(screen.getByRole('button', { name: 'إزالة oryx.png' }));
    expect(screen.getByText('الصورة الحالية')).toBeDefined();
    expect(document.activeElement).toBe(chooser);
  });
});
