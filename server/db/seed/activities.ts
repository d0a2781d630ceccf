import type { Database } from '../client';
import { activities, type ActivityFile, type ActivityTypeValue } from '../schema';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { seedContent } from './content-files';

/** One activity of content/activities.json, as an editor writes it. */
export interface DemoActivity {
  slug: string;
  type: ActivityTypeValue;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  terms_ar: string;
  terms_en: string;
  location_name_ar: string;
  location_name_en: string;
  location_url: string | null;
  starts_at: string;
  ends_at: string;
  image_path: string | null;
  images: string[];
  files: ActivityFile[];
  auto_approve: boolean;
}

/** An activity as stored: its HTML bodies sanitised, as every stored body is. */
export function storedActivity(activity: DemoActivity): typeof activities.$inferInsert {
  return {
    slug: activity.slug,
    type: activity.type,
    titleAr: activity.title_ar,
    titleEn: activity.title_en,
    descriptionAr: sanitizeHtml(activity.description_ar),
    descriptionEn: sanitizeHtml(activity.description_en),
    termsAr: sanitizeHtml(activity.terms_ar),
    termsEn: sanitizeHtml(activity.terms_en),
    locationNameAr: activity.location_name_ar,
    locationNameEn: activity.location_name_en,
    locationUrl: activity.location_url,
    startsAt: new Date(activity.starts_at),
    endsAt: new Date(activity.ends_at),
    imagePath: activity.image_path,
    images: activity.images,
    files: activity.files,
    autoApprove: activity.auto_approve,
  };
}

/** The demo activities of the four types (content/activities.json), images and files in public/demo. */
export async function seedActivities(db: Database): Promise<void> {
  await db.insert(activities).values((seedContent('activities.json') as DemoActivity[]).map(storedActivity));
}
