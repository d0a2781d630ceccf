import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeldSchemaForm } from '../../../../tests/support/held-schema-form';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { heldBack, listOf, stubLists } from '../../../../tests/support/stub-lists';

const REGIONS = [
  { id: 1, name: 'Al-Arid' },
  { id: 2, name: 'Al-Aramah' },
];
const SITES: Record<string, { id: number; name: string }[]> = {
  '1': [{ id: 11, name: 'Rawdat Nourah' }],
  '2': [{ id: 21, name: 'Wadi Al-Shawki' }],
};
const ARRIVAL = '2030-01-10';

const sitesGroup = () => screen.getByRole('group', { name: 'Sites to visit' });
const regionSelect = () => screen.getByRole('combobox', { name: /^Region/ });
const lastAnswers = (onEdit: ReturnType<typeof vi.fn>) => onEdit.mock.lastCall?.[0] as Record<string, unknown>;

describe('a list that depends on other answers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is asked for again when an answer it names changes, and a slower answer to the earlier request never replaces the newer list', async () => {
    const slow = heldBack<unknown>();
    const asked = stubLists((url) => {
      if (url.pathname === '/permit-regions') return listOf(REGIONS);
      if (url.pathname !== '/permit-areas') return undefined;
      const region = url.searchParams.get('region_id')!;
      return region === '1' ? slow.promise : listOf(SITES[region]!);
    });
    renderWithProviders(
      <HeldSchemaForm formId="permits/specific-area" initial={{ from_date: ARRIVAL, region_id: 1 }} />,
      { locale: 'en' },
    );
    await screen.findByRole('option', { name: 'Al-Aramah' });

    await userEvent.setup().selectOptions(regionSelect(), '2');
    await within(sitesGroup()).findByRole('checkbox', { name: 'Wadi Al-Shawki' });
    await act(async () => {
      slow.release(listOf(SITES['1']!));
      await slow.promise;
    });

    expect(within(sitesGroup()).queryByRole('checkbox', { name: 'Rawdat Nourah' })).toBeNull();
    expect(within(sitesGroup()).getByRole('checkbox', { name: 'Wadi Al-Shawki' })).toBeTruthy();
    const sitesAsked = asked
      .filter((url) => url.pathname === '/permit-areas')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(sitesAsked).toEqual([
      { limit: '50', from_date: ARRIVAL, region_id: '1' },
      { limit: '50', from_date: ARRIVAL, region_id: '2' },
    ]);
  });

  it('drops the chosen sites the new list does not offer, and keeps "other"', async () => {
    stubLists((url) => {
      if (url.pathname === '/permit-regions') return listOf(REGIONS);
      if (url.pathname === '/permit-areas') return listOf(SITES[url.searchParams.get('region_id')!] ?? []);
      return undefined;
    });
    const onEdit = vi.fn();
    const initial = { from_date: ARRIVAL, region_id: 1, area_ids: ['11', 'other'], other_area: 'Wadi Hanifah' };
    renderWithProviders(<HeldSchemaForm formId="permits/specific-area" initial={initial} onEdit={onEdit} />, {
      locale: 'en',
    });
    expect(await within(sitesGroup()).findByRole('checkbox', { name: 'Rawdat Nourah', checked: true })).toBeTruthy();

    await screen.findByRole('option', { name: 'Al-Aramah' });
    await userEvent.setup().selectOptions(regionSelect(), '2');
    await within(sitesGroup()).findByRole('checkbox', { name: 'Wadi Al-Shawki', checked: false });

    await waitFor(() =>
      expect(lastAnswers(onEdit)).toMatchObject({ region_id: 2, area_ids: ['other'], other_area: 'Wadi Hanifah' }),
    );
    expect(within(sitesGroup()).getByRole('checkbox', { name: 'Other', checked: true })).toBeTruthy();
  });

  it('offers nothing, and says which answers it waits for, until they are given', async () => {
    const asked = stubLists((url) => (url.pathname === '/permit-regions' ? listOf(REGIONS) : undefined));
    renderWithProviders(<HeldSchemaForm formId="permits/specific-area" />, { locale: 'en' });
    await screen.findByRole('option', { name: 'Al-Aramah' });

    expect(within(sitesGroup()).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByText('The choices appear once you fill in: Arrival date and Region')).toBeTruthy();
    expect(asked.map((url) => url.pathname)).toEqual(['/permit-regions']);
  });
});

const APIARY_LOCATIONS = [
  {
    id: 1,
    name: 'Wadi Al-Rumhiyah apiaries',
    image: { path: '/demo/headers/wadi.webp' },
    apiaries: [
      { id: 5, name: 'Apiary 1', is_reserved: false, lat: 25.28, lng: 46.12 },
      { id: 6, name: 'Apiary 2', is_reserved: true, lat: 25.29, lng: 46.13 },
    ],
  },
  {
    id: 2,
    name: 'Rawdat Khuraim apiaries',
    image: { path: '/demo/headers/rawdah.webp' },
    apiaries: [{ id: 7, name: 'Apiary 3', is_reserved: false, lat: 25.3, lng: 46.2 }],
  },
];

describe('the beekeeping form’s apiaries', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the chosen location’s apiaries, a reserved one disabled, under the location’s picture named by it', async () => {
    stubLists((url) => (url.pathname === '/apiary-locations' ? listOf(APIARY_LOCATIONS) : undefined));
    renderWithProviders(<HeldSchemaForm formId="permits/beekeeping" initial={{ apiary_location_id: 1 }} />, {
      locale: 'en',
    });

    expect((await screen.findByRole('option', { name: 'Apiary 1' })).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('option', { name: 'Apiary 2 (unavailable)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('img', { name: 'Wadi Al-Rumhiyah apiaries' }).getAttribute('src')).toBe(
      '/demo/headers/wadi.webp',
    );

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /^Apiary location/ }), '2');
    expect(await screen.findByRole('option', { name: 'Apiary 3' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Apiary 1' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Rawdat Khuraim apiaries' })).toBeTruthy();
  });

  it('clears a chosen apiary that is reserved', async () => {
    stubLists((url) => (url.pathname === '/apiary-locations' ? listOf(APIARY_LOCATIONS) : undefined));
    const onEdit = vi.fn();
    renderWithProviders(
      <HeldSchemaForm formId="permits/beekeeping" initial={{ apiary_location_id: 1, apiary_id: 6 }} onEdit={onEdit} />,
      { locale: 'en' },
    );
    await screen.findByRole('option', { name: 'Apiary 1' });

    await waitFor(() => expect(lastAnswers(onEdit).apiary_id).toBeUndefined());
    expect(lastAnswers(onEdit)).toMatchObject({ apiary_location_id: 1 });
    expect((document.getElementById('root_apiary_id') as HTMLSelectElement).value).toBe('');
  });
});
