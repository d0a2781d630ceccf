import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermitSettings } from '../../../schemas/api/permits';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch } from '../../../tests/support/stub-fetch';
import { PageHeaderKey } from '../../lib/page-header';
import ServicesPage from './services-page';

const HEADER = '/demo/headers/dunes.webp';
const appearance = { data: { ...appearanceFixture, pages_headers: { specific_area_permit: { path: HEADER } } } };
const open = (description: string) => ({ enabled: true, description });
const settings = (changes: Partial<PermitSettings> = {}): { data: PermitSettings } => ({
  data: {
    specific_area_permit: open('زيارة مواقع محددة بمركبة خاصة'),
    beekeeping_permit: open('وضع المناحل في المواقع المخصصة'),
    free_camping_permit: open('التخييم في المواقع المخصصة'),
    work_permit: open('العمل خارج ساعات الدوام'),
    ...changes,
  },
});

/** The cards by their headings, in order, each with its description and where its link goes. */
const cards = () =>
  screen.queryAllByRole('article').map((card) => ({
    name: within(card).getByRole('heading', { level: 2 }).textContent,
    href: within(card).getByRole('link', { name: 'تقديم الطلب' }).getAttribute('href'),
  }));

describe('the services page', () => {
  beforeEach(() => localStorage.setItem('locale', 'ar'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the header image, the about text and a card for each open service, each linking to its form', async () => {
    stubFetch({ 'GET /appearance': appearance, 'GET /permit-settings': settings() });
    renderWithProviders(
      <PageHeaderKey value="specific_area_permit">
        <ServicesPage />
      </PageHeaderKey>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'الخدمات' })).toBeTruthy();
    expect(document.title).toBe('الخدمات | بوابة المحمية');
    expect(screen.getByText(/تتيح هيئة المحمية للأفراد التقدم إلكترونيا بطلبات التصاريح/)).toBeTruthy();
    const header = (await screen.findByRole('presentation')) as HTMLImageElement;
    expect(header.getAttribute('src')).toBe(HEADER);
    expect([header.getAttribute('width'), header.getAttribute('height')]).toEqual(['1600', '400']);

    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(cards()).toEqual([
      { name: 'تصريح منطقة محددة', href: '/services/soman' },
      { name: 'تصريح العمل خارج أوقات الدوام', href: '/services/work' },
      { name: 'تصريح المناحل', href: '/services/apiary' },
      { name: 'تصريح التخييم الحر', href: '/services/free-capming' },
      { name: 'تصريح البحث العلمي', href: '/services/scientific-research' },
    ]);
    const beekeeping = screen.getByRole('article', { name: 'تصريح المناحل' });
    expect(within(beekeeping).getByText('وضع المناحل في المواقع المخصصة')).toBeTruthy();
    // Research follows the work permit's switch, not its description.
    const research = screen.getByRole('article', { name: 'تصريح البحث العلمي' });
    expect(within(research).getByText(/يُقدَّم الطلب قبل موعد بدء البحث بثلاثين يوما على الأقل/)).toBeTruthy();
    expect(within(research).queryByText('العمل خارج ساعات الدوام')).toBeNull();
  });

  it('leaves out the closed services, and the research card with the work permit', async () => {
    stubFetch({
      'GET /appearance': appearance,
      'GET /permit-settings': settings({
        work_permit: { enabled: false, description: 'مغلق' },
        beekeeping_permit: { enabled: false, description: 'مغلق' },
      }),
    });
    renderWithProviders(<ServicesPage />);

    await screen.findAllByRole('article');
    expect(cards().map(({ name }) => name)).toEqual(['تصريح منطقة محددة', 'تصريح التخييم الحر']);
  });

  it('says so when no service is open', async () => {
    const closed = { enabled: false, description: 'مغلق' };
    stubFetch({
      'GET /appearance': appearance,
      'GET /permit-settings': settings({
        specific_area_permit: closed,
        beekeeping_permit: closed,
        free_camping_permit: closed,
        work_permit: closed,
      }),
    });
    renderWithProviders(<ServicesPage />);

    expect(await screen.findByText('لا توجد خدمات متاحة حاليا.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('is in English, left to right, with the descriptions the server gives in English', async () => {
    stubFetch({
      'GET /appearance': appearance,
      'GET /permit-settings': settings({ free_camping_permit: open('Camping at the designated sites') }),
    });
    renderWithProviders(<ServicesPage />, { locale: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    const camping = await screen.findByRole('article', { name: 'Free camping permit' });
    expect(within(camping).getByText('Camping at the designated sites')).toBeTruthy();
    expect(within(camping).getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/services/free-capming');
  });
});
