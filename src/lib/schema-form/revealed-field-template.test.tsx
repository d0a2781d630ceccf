import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeldSchemaForm } from '../../../tests/support/held-schema-form';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { listOf, stubLists } from '../../../tests/support/stub-lists';

const BLOCKS = ['Companions', 'Equipment', 'Vehicles'];
const DAYS = { from_date: '2030-01-10 00:00', to_date: '2030-01-11 00:00', region_id: 1 };
const lastAnswers = (onEdit: ReturnType<typeof vi.fn>) => onEdit.mock.lastCall?.[0] as Record<string, unknown>;

/** The work permit's sites: one open to work permits in region 1. */
function stubSites() {
  return stubLists((url) => {
    if (url.pathname === '/permit-regions') return listOf([{ id: 1, name: 'Al-Arid' }]);
    if (url.pathname === '/permit-areas') return listOf([{ id: 11, name: 'Rawdat Nourah' }]);
    return undefined;
  });
}
const sites = () => screen.getByRole('group', { name: 'Sites to visit' });

describe('the work permit’s companions, equipment and vehicles', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('appear only once a site is chosen', async () => {
    const asked = stubSites();
    renderWithProviders(<HeldSchemaForm formId="permits/work-permit" initial={DAYS} />, { locale: 'en' });
    await within(sites()).findByRole('checkbox', { name: 'Rawdat Nourah' });
    for (const block of BLOCKS) expect(screen.queryByText(block)).toBeNull();

    await userEvent.setup().click(within(sites()).getByRole('checkbox', { name: 'Rawdat Nourah' }));
    for (const block of BLOCKS) expect(await screen.findByText(block)).toBeTruthy();
    expect(asked.find((url) => url.pathname === '/permit-areas')?.searchParams.get('for_work_permit')).toBe('1');
  });

  it('appear for another site written in, and go with their answers when no site is left', async () => {
    stubSites();
    const onEdit = vi.fn();
    const initial = {
      ...DAYS,
      area_ids: ['other'],
      other_area: 'Wadi Hanifah',
      companions: [{ name: 'Ali', phone: '0501234567' }],
    };
    renderWithProviders(<HeldSchemaForm formId="permits/work-permit" initial={initial} onEdit={onEdit} />, {
      locale: 'en',
    });
    expect(
      ((await screen.findByRole('textbox', { name: /Companion’s name|Companion's name/ })) as HTMLInputElement).value,
    ).toBe('Ali');

    const user = userEvent.setup();
    await user.click(within(sites()).getByRole('checkbox', { name: 'Other' }));
    await waitFor(() => expect(screen.queryByText('Companions')).toBeNull());
    expect(screen.queryByRole('textbox', { name: /Companion/ })).toBeNull();
    expect(lastAnswers(onEdit)).not.toHaveProperty('companions');
    expect(lastAnswers(onEdit)).not.toHaveProperty('other_area');

    await user.click(within(sites()).getByRole('checkbox', { name: 'Rawdat Nourah' }));
    expect(await screen.findByText('Companions')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Companion/ })).toBeNull();
  });
});
