import { asc } from 'drizzle-orm';
import type { PermitSettings } from '../../../schemas/api/permits';
import type { Database } from '../../db/client';
import { permitSettings } from '../../db/schema';
import type { Locale } from '../../i18n/messages';

/** Whether each permit service is open, with its description in the request's language. */
export async function readPermitSettings(db: Database, locale: Locale): Promise<PermitSettings> {
  const rows = await db.select().from(permitSettings).orderBy(asc(permitSettings.key));
  return Object.fromEntries(
    rows.map((row) => [
      row.key,
      { enabled: row.enabled, description: locale === 'en' ? row.descriptionEn : row.descriptionAr },
    ]),
  ) as PermitSettings;
}
