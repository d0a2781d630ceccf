import { permitServices, permitSettingKeys, type PermitSettingKey } from '../../../schemas/api/permits';
import type { Database } from '../client';
import { pageHeaders, permitSettings } from '../schema';

/**
 * A permit folder added after the database was seeded brings its setting (content/permit-places.json)
 * and its header image (content/appearance.json): on every start, only what is missing is added, so an
 * editor's change stays. The content files are read only when something is missing.
 */
export async function seedNewPermits(db: Database): Promise<boolean> {
  const settings = new Set((await db.select({ key: permitSettings.key }).from(permitSettings)).map(({ key }) => key));
  const headers = new Set((await db.select({ page: pageHeaders.page }).from(pageHeaders)).map(({ page }) => page));
  const newSettings = permitSettingKeys.filter((key) => !settings.has(key));
  const newHeaders = permitServices.map(({ headerImage }) => headerImage).filter((key) => !headers.has(key));
  if (newSettings.length === 0 && newHeaders.length === 0) return false;

  const { seedContent } = await import('./content-files');
  const settingRows = seedContent('permit-places.json').settings.filter(
    (row): row is typeof row & { key: PermitSettingKey } => (newSettings as string[]).includes(row.key),
  );
  const { pages_headers } = seedContent('appearance.json');
  const headerRows = Object.entries(pages_headers)
    .filter(([page]) => newHeaders.includes(page))
    .map(([page, image]) => ({ page, imagePath: image.path }));
  if (settingRows.length > 0) await db.insert(permitSettings).values(settingRows).onConflictDoNothing();
  if (headerRows.length > 0) await db.insert(pageHeaders).values(headerRows).onConflictDoNothing();
  return settingRows.length + headerRows.length > 0;
}
