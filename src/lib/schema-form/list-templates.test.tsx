import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeldSchemaForm } from '../../../tests/support/held-schema-form';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { listOf, stubLists } from '../../../tests/support/stub-lists';

// A site written in reveals the work permit's groups.
const REVEALED = {
  from_date: '2030-01-10 00:00',
  to_date: '2030-01-11 00:00',
  region_id: 1,
  area_ids: ['other'],
  other_area: 'Wadi Hanifah',
};
const TWO_COMPANIONS = {
  ...REVEALED,
  companions: [
    { name: 'Ali', phone: '0501234567' },
    { name: 'Sara', phone: '0507654321' },
  ],
};

function renderWorkPermit(locale: 'ar' | 'en', initial: Record<string, unknown>) {
  stubLists((url) => (url.pathname === '/permit-regions' ? listOf([{ id: 1, name: 'Al-Arid' }]) : listOf([])));
  renderWithProviders(<HeldSchemaForm formId="permits/work-permit" initial={initial} />, { locale });
}

describe('a repeatable group of the work permit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['ar', 'المرافقون', ['المرافق 1', 'المرافق 2'], ['حذف المرافق 1', 'حذف المرافق 2']],
    ['en', 'Companions', ['Companion 1', 'Companion 2'], ['Remove Companion 1', 'Remove Companion 2']],
  ] as const)(
    'in %s heads each item by its number from the form’s messages and names its remove button after it',
    async (locale, group, headings, removes) => {
      renderWorkPermit(locale, TWO_COMPANIONS);
      const companions = await screen.findByRole('group', { name: group });
      for (const [index, heading] of headings.entries()) {
        const item = within(companions).getByRole('group', { name: heading });
        expect(within(item).getByRole('heading', { name: heading })).toBeTruthy();
        expect(within(item).getByRole('button', { name: removes[index] })).toBeTruthy();
      }
      expect(screen.queryByText(/companions-\d|equipments-\d|vehicles-\d/)).toBeNull();
    },
  );

  it('moves the focus to the new item’s first field after an add, and to the item taking the removed one’s place after a remove', async () => {
    renderWorkPermit('en', TWO_COMPANIONS);
    const user = userEvent.setup();
    const companions = await screen.findByRole('group', { name: 'Companions' });

    await user.click(within(companions).getByRole('button', { name: 'Add: Companions' }));
    const third = await within(companions).findByRole('group', { name: 'Companion 3' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(third).getByRole('textbox', { name: /Companion.s name/ })),
    );

    await user.click(within(companions).getByRole('button', { name: 'Remove Companion 1' }));
    await waitFor(() => expect(within(companions).queryByRole('group', { name: 'Companion 3' })).toBeNull());
    const first = within(companions).getByRole('group', { name: 'Companion 1' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(first).getByRole('textbox', { name: /Companion.s name/ })),
    );
    expect((document.activeElement as HTMLInputElement).value).toBe('Sara');

    await user.click(within(companions).getByRole('button', { name: 'Remove Companion 2' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(companions).getByRole('group', { name: 'Companion 1' }).querySelector('input'),
      ),
    );
    await user.click(within(companions).getByRole('button', { name: 'Remove Companion 1' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(companions).getByRole('button', { name: 'Add: Companions' })),
    );
  });
});
