import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { permitServices } from '../../schemas/api/permits';
import { footerLinks } from '../../server/db/schema';
import { nameFooterGroupsInEnglish } from '../../server/db/seed/demo-content';
import { createTestApp, type TestApp } from '../support/test-app';

// The page keys of docs/requirements.md §P3, and the header image of each permit's page (its service.json).
const PAGE_KEYS = new Set([
  'job_opportunities',
  'studies_and_reports',
  'surveys',
  'contact_us',
  'events',
  'volunteer_opportunity',
  'workshop',
  'environmental_tourism',
  'about_reserve',
  'use_profile',
  'articles',
  'albums',
  'researches',
  'beekeeping_permit',
  'free_camping_permit',
  'specific_area_permit',
  ...permitServices.map(({ headerImage }) => headerImage),
]);

interface Appearance {
  top_bar: { id: number; title_ar: string; title_en: string }[];
  footer_labels: {
    group_name_ar: string | null;
    group_name_en?: string | null;
    label_ar: string;
    label_en: string;
    url: string;
  }[];
  pages_headers: Record<string, { path: string }>;
  quick_links: { url: string; image: { path: string }; title_ar: string; title_en: string }[];
  region: {
    large_image: { path: string };
    small_image: { path: string };
    title_ar: string;
    title_en: string;
    description_ar: string;
    description_en: string;
  }[];
  our_partners: { url: string; image: { path: string } }[];
  achievements: { url: string; image: { path: string } }[];
}

/** Every value named path, anywhere in the answer. */
function imagePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'path' && typeof inner === 'string' ? [inner] : imagePaths(inner),
    );
  }
  return [];
}

describe('GET /api/v1/appearance', () => {
  let t: TestApp;
  let appearance: Appearance;
  beforeAll(async () => {
    t = await createTestApp();
    appearance = (await t.app.inject('/api/v1/appearance')).json<{ data: Appearance }>().data;
  });
  afterAll(() => t.close());

  it('has every section of the contract, and nothing else', () => {
    expect(Object.keys(appearance).sort()).toEqual(
      ['achievements', 'footer_labels', 'our_partners', 'pages_headers', 'quick_links', 'region', 'top_bar'].sort(),
    );
  });

  it('gives the top bar in both languages, the visiting hours first', () => {
    expect(appearance.top_bar[0]).toEqual({
      id: expect.any(Number),
      title_ar: 'أوقات الزيارة: يوميا من 6 صباحا حتى 6 مساء',
      title_en: 'Visiting hours: daily, 6 AM to 6 PM',
    });
    expect(appearance.top_bar.length).toBeGreaterThanOrEqual(2);
  });

  it('gives footer links with Arabic group names, some without a group', () => {
    const groups = new Set(appearance.footer_labels.map((link) => link.group_name_ar));
    expect(groups).toContain(null);
    expect([...groups].filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(appearance.footer_labels).toContainEqual({
      group_name_ar: 'عن المحمية',
      group_name_en: 'About the reserve',
      label_ar: 'نبذة عن المحمية',
      label_en: 'About the reserve',
      url: '/about',
    });
  });

  it('has a header image for each of the 16 pages', () => {
    expect(Object.keys(appearance.pages_headers).sort()).toEqual([...PAGE_KEYS].sort());
    for (const header of Object.values(appearance.pages_headers))
      expect(header.path).toMatch(/^\/demo\/headers\/[a-z-]+\.webp$/);
  });

  it('has quick links, one of them the permit link', () => {
    expect(appearance.quick_links.length).toBeGreaterThanOrEqual(4);
    expect(appearance.quick_links.length).toBeLessThanOrEqual(6);
    expect(appearance.quick_links[0]).toEqual({
      url: '/services',
      image: { path: '/demo/quick-links/permit.webp' },
      title_ar: 'إصدار تصريح',
      title_en: 'Issue a permit',
    });
  });

  it('lists the five places in order, with their facts in both languages', () => {
    expect(appearance.region.map((place) => place.title_en)).toEqual([
      'Rawdat Al-Tanhat',
      'Wadi Al-Shawki',
      'Al-Armah',
      'Rawdat Al-Khafs',
      'Rawdat Noura',
    ]);
    expect(appearance.region.map((place) => place.title_ar)).toEqual([
      'روضة التنهات',
      'وادي الشوكي',
      'العرمة',
      'روضة الخفس',
      'روضة نورة',
    ]);
    const [tanhat, shawki, armah, khafs, noura] = appearance.region;
    expect(tanhat!.description_en).toMatch(/11 million sq m.*76 species/);
    expect(tanhat!.description_ar).toMatch(/11 مليون متر مربع.*76 نوعا/);
    expect(shawki!.description_en).toContain('45 km');
    expect(shawki!.description_ar).toContain('45 كيلومترا');
    expect(armah!.description_en).toMatch(/100 km long.*30 m/);
    expect(armah!.description_ar).toMatch(/100 كيلومتر.*30 مترا/);
    expect(khafs!.description_en).toContain('21 million sq m');
    expect(khafs!.description_ar).toContain('21 مليون متر مربع');
    expect(noura!.description_en).toMatch(/4\.4 million sq m.*12 plant species/);
    expect(noura!.description_ar).toMatch(/4\.4 ملايين متر مربع.*12 نوعا/);
    expect(tanhat).toMatchObject({
      large_image: { path: '/demo/places/tanhat-large.webp' },
      small_image: { path: '/demo/places/tanhat-small.webp' },
    });
  });

  it('gives partners and achievements as linked images', () => {
    expect(appearance.our_partners.length).toBeGreaterThanOrEqual(3);
    expect(appearance.achievements.length).toBeGreaterThanOrEqual(3);
    for (const link of [...appearance.our_partners, ...appearance.achievements]) {
      expect(Object.keys(link).sort()).toEqual(['image', 'url']);
      expect(link.url).toMatch(/^(https:\/\/|\/news\/)/);
    }
  });

  it('points only at images that ship in public/demo', () => {
    const paths = imagePaths(appearance);
    expect(paths.length).toBeGreaterThan(30);
    for (const imagePath of paths) expect(fs.existsSync(path.join('public', imagePath)), imagePath).toBe(true);
  });

  it('is the same bilingual answer whatever the language, with its own ETag per language', async () => {
    const english = await t.app.inject({ url: '/api/v1/appearance', headers: { 'accept-language': 'en' } });
    expect(english.json().data).toEqual(appearance);
    expect(english.headers.vary).toBe('Accept-Language');
    expect(english.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers a repeat read from memory and revalidates with 304', async () => {
    const select = vi.spyOn(t.db, 'select');
    try {
      const first = await t.app.inject('/api/v1/appearance?utm_source=x');
      expect(first.statusCode).toBe(200);
      expect(select).not.toHaveBeenCalled();
      const again = await t.app.inject({
        url: '/api/v1/appearance',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    } finally {
      select.mockRestore();
    }
  });
});

describe('a database seeded before the footer groups had English names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gets them from the later seed step, leaving a name an editor gave alone', async () => {
    await t.db.update(footerLinks).set({ groupNameEn: null });
    await t.db.update(footerLinks).set({ groupNameEn: 'Media' }).where(eq(footerLinks.groupNameAr, 'المركز الإعلامي'));
    await nameFooterGroupsInEnglish(t.db);
    const rows = await t.db
      .selectDistinct({ ar: footerLinks.groupNameAr, en: footerLinks.groupNameEn })
      .from(footerLinks);
    expect(rows).toEqual(
      expect.arrayContaining([
        { ar: 'عن المحمية', en: 'About the reserve' },
        { ar: 'الخدمات الإلكترونية', en: 'E-services' },
        { ar: 'المركز الإعلامي', en: 'Media' },
        { ar: null, en: null },
      ]),
    );
  });
});

describe('demo images', () => {
  it('stay small: each under 80 KB and all under 600 KB', () => {
    const files = fs
      .readdirSync('public/demo', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    const sizes = files.map((file) => fs.statSync(path.join(file.parentPath, file.name)).size);
    expect(files.length).toBeGreaterThan(30);
    for (const size of sizes) expect(size).toBeLessThan(80 * 1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(600 * 1024);
  });
});
