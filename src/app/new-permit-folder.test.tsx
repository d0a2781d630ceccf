import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PermitType } from '../../schemas/api/member';
import { mockTreeWithNewPermit, newPermit } from '../../tests/support/new-permit-folder';

/**
 * The browser's side of schemas/README.md's recipe, on a copy of the tree with a sixth folder (free
 * camping's form, its own descriptor): every list of permits follows, with nothing else edited.
 */
describe('a permit added as a folder, in the browser', () => {
  let removeTree: () => void;
  let modules: {
    pages: typeof import('./pages');
    budgets: typeof import('../../tests/support/js-budgeted-pages');
    render: typeof import('../../tests/support/render-with-providers');
    stubFetch: typeof import('../../tests/support/stub-fetch');
    appearance: typeof import('../../tests/support/appearance-fixture');
    ServicesPage: typeof import('../features/permits/services-page').default;
    PermitTitle: typeof import('../features/profile/dashboard').PermitTitle;
  };

  beforeAll(async () => {
    removeTree = mockTreeWithNewPermit();
    vi.resetModules();
    modules = {
      pages: await import('./pages'),
      budgets: await import('../../tests/support/js-budgeted-pages'),
      render: await import('../../tests/support/render-with-providers'),
      stubFetch: await import('../../tests/support/stub-fetch'),
      appearance: await import('../../tests/support/appearance-fixture'),
      ServicesPage: (await import('../features/permits/services-page')).default,
      PermitTitle: (await import('../features/profile/dashboard')).PermitTitle,
    };
  });
  afterAll(() => removeTree());

  it('has its page in the manifest: path, title, header image, signed in', () => {
    expect(modules.pages.pages.find((page) => page.path === newPermit.path)).toMatchObject({
      title: newPermit.title,
      header: newPermit.headerImage,
      guard: 'signed-in',
    });
  });

  it('is held to a JS budget, which its page needs', () => {
    const { budgetedPages, jsBudgets } = modules.budgets;
    expect(() => budgetedPages()).toThrow(`no JS budget for ${newPermit.path}`);
    const signed_in_routes_kib = { ...jsBudgets.signed_in_routes_kib, [newPermit.path]: 384 };
    expect(budgetedPages({ ...jsBudgets, signed_in_routes_kib })).toContainEqual({
      path: newPermit.path,
      address: newPermit.path,
      kib: 384,
      signedIn: true,
    });
  });

  it('has its card on /services when its setting is open, linking to its page', async () => {
    const open = { enabled: true, description: 'تخييم ليلي في المواقع المخصصة.' };
    const closed = { enabled: false, description: 'مغلق' };
    modules.stubFetch.stubFetch({
      'GET /appearance': { data: modules.appearance.appearanceFixture },
      'GET /permit-settings': {
        data: {
          specific_area_permit: closed,
          beekeeping_permit: closed,
          free_camping_permit: closed,
          work_permit: closed,
          [newPermit.setting]: open,
        },
      },
    });
    modules.render.renderWithProviders(<modules.ServicesPage />);

    const card = await screen.findByRole('article', { name: newPermit.title.ar });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(card).getByText(open.description)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'تقديم الطلب' }).getAttribute('href')).toBe(newPermit.path);
  });

  it("names its requests in the profile's table, in each language", () => {
    const { PermitTitle } = modules;
    const { renderWithProviders } = modules.render;
    // A type of the copied tree, not of the one the types were generated from.
    const type = newPermit.type as PermitType;
    renderWithProviders(<PermitTitle type={type} />);
    expect(screen.getByText(newPermit.title.ar)).toBeTruthy();
    renderWithProviders(<PermitTitle type={type} />, { locale: 'en' });
    expect(screen.getByText(newPermit.title.en)).toBeTruthy();
  });
});
