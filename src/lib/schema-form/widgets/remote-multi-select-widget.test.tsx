import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormLocale } from '../../../../schemas/validation/form-definition';
import { HeldSchemaForm } from '../../../../tests/support/held-schema-form';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { listOf, stubLists } from '../../../../tests/support/stub-lists';

const LABELS = {
  ar: { sites: 'المواقع المراد زيارتها', other: 'أخرى', otherSite: /موقع آخر/ },
  en: { sites: 'Sites to visit', other: 'Other', otherSite: /Other site/ },
};
const lastAnswers = (onEdit: ReturnType<typeof vi.fn>) => onEdit.mock.lastCall?.[0] as Record<string, unknown>;

describe('the specific area form’s sites', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['ar', 'en'] as FormLocale[])(
    'in %s: "other" reveals the other site, and unticking it clears what was written there',
    async (locale) => {
      const labels = LABELS[locale];
      stubLists((url) => {
        if (url.pathname === '/permit-regions') return listOf([{ id: 1, name: 'Al-Arid' }]);
        if (url.pathname === '/permit-areas') return listOf([{ id: 11, name: 'Rawdat Nourah' }]);
        return undefined;
      });
      const onEdit = vi.fn();
      renderWithProviders(
        <HeldSchemaForm
          formId="permits/specific-area"
          initial={{ from_date: '2030-01-10', region_id: 1 }}
          onEdit={onEdit}
        />,
        { locale },
      );
      const sites = screen.getByRole('group', { name: labels.sites });
      await within(sites).findByRole('checkbox', { name: 'Rawdat Nourah' });
      expect(screen.queryByRole('textbox', { name: labels.otherSite })).toBeNull();

      const user = userEvent.setup();
      await user.click(within(sites).getByRole('checkbox', { name: labels.other }));
      await user.type(await screen.findByRole('textbox', { name: labels.otherSite }), 'Wadi Hanifah');
      await waitFor(() =>
        expect(lastAnswers(onEdit)).toMatchObject({ area_ids: ['other'], other_area: 'Wadi Hanifah' }),
      );

      await user.click(within(sites).getByRole('checkbox', { name: labels.other }));
      await waitFor(() => expect(screen.queryByRole('textbox', { name: labels.otherSite })).toBeNull());
      expect(lastAnswers(onEdit)).toEqual(expect.objectContaining({ area_ids: [] }));
      expect(lastAnswers(onEdit)).not.toHaveProperty('other_area');

      await user.click(within(sites).getByRole('checkbox', { name: labels.other }));
      expect(((await screen.findByRole('textbox', { name: labels.otherSite })) as HTMLInputElement).value).toBe('');
    },
  );

  it.each([
    ['ar', 'المنطقة', 'أُلغي اختيار ما لم تعد القائمة تعرضه: Rawdat Nourah وWadi Hanifah'],
    ['en', 'Region', 'Unticked, as the list no longer offers them: Rawdat Nourah and Wadi Hanifah'],
  ] as const)(
    'in %s: a new region unticks the sites it does not offer, and says which',
    async (locale, region, notice) => {
      stubLists((url) => {
        if (url.pathname === '/permit-regions')
          return listOf([
            { id: 1, name: 'Al-Arid' },
            { id: 2, name: 'Al-Ghat' },
          ]);
        if (url.pathname === '/permit-areas' && url.searchParams.get('region_id') === '1') {
          return listOf([
            { id: 11, name: 'Rawdat Nourah' },
            { id: 12, name: 'Wadi Hanifah' },
          ]);
        }
        if (url.pathname === '/permit-areas') return listOf([{ id: 21, name: 'Al-Ghat Palms' }]);
        return undefined;
      });
      const onEdit = vi.fn();
      renderWithProviders(
        <HeldSchemaForm
          formId="permits/specific-area"
          initial={{ from_date: '2030-01-10', region_id: 1, area_ids: [11, 12] }}
          onEdit={onEdit}
        />,
        { locale },
      );
      const sites = screen.getByRole('group', { name: LABELS[locale].sites });
      await within(sites).findByRole('checkbox', { name: 'Rawdat Nourah' });
      expect(screen.getByRole('status').textContent).toBe('');

      const regions = screen.getByRole('combobox', { name: new RegExp(region) });
      await screen.findByRole('option', { name: 'Al-Ghat' });
      await userEvent.setup().selectOptions(regions, 'Al-Ghat');
      await within(sites).findByRole('checkbox', { name: 'Al-Ghat Palms' });
      await waitFor(() => expect(lastAnswers(onEdit)).toMatchObject({ region_id: 2, area_ids: [] }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(notice));
    },
  );
});
