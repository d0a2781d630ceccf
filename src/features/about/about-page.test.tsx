import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AboutReserve } from '../../../schemas/api/about';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { stubFetch } from '../../../tests/support/stub-fetch';
import { renderAppAt } from '../../../tests/support/render-app-at';

const tab = (index: number, extra: Partial<AboutReserve['tabs'][number]> = {}): AboutReserve['tabs'][number] => ({
  id: index + 1,
  title_ar: `التبويب ${index + 1}`,
  title_en: `Tab ${index + 1}`,
  body_ar: `<p>نص التبويب ${index + 1}</p>`,
  body_en: `<p>Body of tab ${index + 1}</p>`,
  image: null,
  attachments: [],
  ...extra,
});

const about: AboutReserve = {
  tabs: [
    tab(0, {
      body_ar:
        '<figure><img src="/demo/places/tanhat-small.webp" alt="روضة"><figcaption>تعليق الصورة</figcaption></figure><p>نبذة</p><script>window.hacked = true</script>',
      image: { path: '/demo/places/armah-large.webp' },
      attachments: [
        { path: '/demo/about/al-armah-escarpment.jpg', mime_type: 'image/jpeg' },
        { path: '/demo/reports/annual-report-2024.pdf', mime_type: 'application/pdf' },
      ],
    }),
    tab(1),
    tab(2),
    tab(3),
  ],
  goals: [{ icon: { path: '/demo/about/goal-water.svg' }, title_ar: 'صون المياه', title_en: 'Conserve water' }],
  pillars: [{ icon: { path: '/demo/about/pillar-research.svg' }, title_ar: 'البحث العلمي', title_en: 'Research' }],
  statistics: [
    {
      image: { path: '/demo/about/statistic-area.svg' },
      value: '28,000',
      title_ar: 'كيلومتر مربع',
      title_en: 'square kilometres',
    },
  ],
  tasks: [
    { body_ar: 'حماية الحياة الفطرية', body_en: 'Protect wildlife' },
    { body_ar: 'إصدار التصاريح', body_en: 'Issue permits' },
  ],
};

const appearance = {
  ...appearanceFixture,
  our_partners: [
    { url: 'https://www.ncw.gov.sa', image: { path: '/demo/partners/wildlife-centre.webp' } },
    { url: 'https://ksu.edu.sa', image: { path: '/demo/partners/university.webp' } },
  ],
  achievements: [
    { url: '/news/oryx-herd-reaches-new-record', image: { path: '/demo/achievements/oryx-milestone.webp' } },
  ],
};

const main = () => within(screen.getByRole('main'));
const tabsOf = (name: string) => within(screen.getByRole('tablist', { name }));

describe('the about page', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the first tab inside the shell: title, picture, body without captions or scripts, and its attachments', async () => {
    stubFetch({ 'GET /appearance': { data: appearanceFixture }, 'GET /about-reserve': { data: about } });
    renderAppAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'عن المحمية' }, { timeout: 5_000 })).toBeDefined();
    expect(await main().findByRole('heading', { level: 2, name: 'التبويب 1' })).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(document.title).toBe('عن المحمية | بوابة المحمية');

    const tabs = tabsOf('أقسام الصفحة');
    expect(tabs.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'التبويب 1',
      'التبويب 2',
      'التبويب 3',
      'التبويب 4',
    ]);
    expect(tabs.getByRole('tab', { name: 'التبويب 1' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'التبويب 1' });
    expect(panel.textContent).toContain('نبذة');
    expect(panel.querySelector('figcaption')).toBeNull();
    expect(panel.textContent).not.toContain('تعليق الصورة');
    expect(within(panel).getByRole('img', { name: 'روضة' })).toBeDefined();
    expect(panel.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const attachments = within(panel).getByRole('list', { name: 'المرفقات' });
    const [jpeg, pdf] = within(attachments).getAllByRole('link');
    expect(jpeg!.getAttribute('href')).toBe('/demo/about/al-armah-escarpment.jpg');
    expect(jpeg!.querySelector('img')?.getAttribute('src')).toBe('/demo/about/al-armah-escarpment.jpg');
    expect(jpeg!.textContent).toContain('al-armah-escarpment.jpg');
    expect(pdf!.getAttribute('href')).toBe('/demo/reports/annual-report-2024.pdf');
    expect(pdf!.querySelector('img')).toBeNull();
    expect(pdf!.querySelector('svg')).not.toBeNull();
    expect(pdf!.textContent).toContain('ملف PDF');
    expect(main().queryByRole('list', { name: 'مهام الهيئة' })).toBeNull();
  });

  it('switches tabs in place with the address kept, and lists the tasks only under the third tab', async () => {
    stubFetch({ 'GET /appearance': { data: appearanceFixture }, 'GET /about-reserve': { data: about } });
    const user = userEvent.setup();
    const location = renderAppAt('/about');
    await screen.findByRole('tablist', { name: 'أقسام الصفحة' }, { timeout: 5_000 });
    const tabs = tabsOf('أقسام الصفحة');
    await user.click(tabs.getByRole('tab', { name: 'التبويب 3' }));
    const panel = screen.getByRole('tabpanel', { name: 'التبويب 3' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'التبويب 3' })).toBeDefined();
    expect(
      within(within(panel).getByRole('list', { name: 'مهام الهيئة' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['حماية الحياة الفطرية', 'إصدار التصاريح']);
    // Replaced, not pushed: Back leaves the page rather than walking the tabs; no reload either.
    expect(location.history).toEqual(['/about?tab=3']);

    // Right to left, the left arrow goes on to the next tab.
    await user.keyboard('{ArrowLeft}');
    expect(tabs.getByRole('tab', { name: 'التبويب 4' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('التبويب 4');
    expect(main().queryByRole('list', { name: 'مهام الهيئة' })).toBeNull();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'التبويب 1' })).toBeDefined();
    expect(location.history).toEqual(['/about']);
  });

  it('opens the tab a shared link names, in English, with the carousels, figures and the book', async () => {
    localStorage.setItem('locale', 'en');
    stubFetch({ 'GET /appearance': { data: appearance }, 'GET /about-reserve': { data: about } });
    const user = userEvent.setup();
    renderAppAt('/about?tab=3');
    expect(await screen.findByRole('tabpanel', { name: 'Tab 3' }, { timeout: 5_000 })).toBeDefined();
    expect(
      within(screen.getByRole('list', { name: 'Tasks of the authority' })).getByText('Protect wildlife'),
    ).toBeDefined();

    const showcase = tabsOf('Goals, pillars, partners and achievements');
    expect(showcase.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Goals',
      'Pillars',
      'Partners',
      'Achievements',
    ]);
    expect(within(screen.getByRole('region', { name: 'Goals' })).getByText('Conserve water')).toBeDefined();
    await user.click(showcase.getByRole('tab', { name: 'Partners' }));
    const partners = screen.getByRole('region', { name: 'Partners' });
    const partnerLinks = within(partners).getAllByRole('link');
    expect(partnerLinks.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.ncw.gov.sa',
      'https://ksu.edu.sa',
    ]);
    expect(partnerLinks[0]!.getAttribute('aria-label')).toBe('Partner website: ncw.gov.sa (opens in a new tab)');
    expect(partnerLinks[0]!.getAttribute('target')).toBe('_blank');
    await user.click(showcase.getByRole('tab', { name: 'Achievements' }));
    const achievement = within(screen.getByRole('region', { name: 'Achievements' })).getByRole('link', {
      name: 'Achievement 1 of 1',
    });
    expect(achievement.getAttribute('href')).toBe('/news/oryx-herd-reaches-new-record');

    const figures = screen.getByRole('region', { name: 'The reserve in numbers' });
    expect(within(figures).getByText('28,000')).toBeDefined();
    expect(within(figures).getByText('square kilometres')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Read the book (PDF)' }).getAttribute('href')).toBe(
      '/docs/reserve-book.pdf',
    );
    expect(screen.getByRole('main').textContent).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('offers a retry when the content cannot be loaded', async () => {
    let failures = 1;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.endsWith('/appearance')) return json({ data: appearanceFixture });
      if (url.endsWith('/about-reserve'))
        return failures-- > 0 ? json({ message: 'Server Error' }, 500) : json({ data: about });
      return json({ message: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    renderAppAt('/about');
    await user.click(await screen.findByRole('button', { name: 'إعادة المحاولة' }, { timeout: 5_000 }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'التبويب 1' })).toBeDefined());
  });
});
