import { eq } from 'drizzle-orm';
import { reserveDayTime, reserveMoment } from '../../../schemas/validation/reserve-day';
import { activities, activityVolunteers, type ActivityTypeValue } from '../../db/schema';
import { upcomingFirst } from '../content/activities';
import type { ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-activity's values; the times are the reserve's day and time, 'YYYY-MM-DD HH:mm'. */
interface ActivityValues {
  type: ActivityTypeValue;
  title_ar: string;
  title_en: string;
  slug: string;
  starts_at: string;
  ends_at: string;
  location_name_ar?: string;
  location_name_en?: string;
  location_url?: string;
  description_ar: string;
  description_en: string;
  terms_ar?: string;
  terms_en?: string;
  auto_approve: boolean;
  capacity?: number;
}

/**
 * The activities of the four types (GET /activities, /events, /volunteer and each /events/<slug>). The
 * images and files are not edited here: an edit keeps them, a new activity has none.
 */
export const activityContent = serialContent({
  name: 'activities',
  table: activities,
  titles: { ar: activities.titleAr, en: activities.titleEn },
  order: upcomingFirst,
  // /events/<slug>: an old slug keeps leading to the activity.
  slug: { type: 'activities', column: activities.slug },
  htmlFields: ['description_ar', 'description_en', 'terms_ar', 'terms_en'],
  // The lists, each activity's page and the volunteer page all read GET /activities…, cached under one tag.
  publicTags: ['activities'],
  documented: { one: 'Activity', many: 'Activities', what: 'activity (event, volunteer opportunity, workshop, tour)' },
  // An empty optional column is an unanswered field, as the form sends it.
  valuesOf: (row) => ({
    type: row.type,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    slug: row.slug,
    starts_at: reserveDayTime(row.startsAt),
    ends_at: reserveDayTime(row.endsAt),
    ...(row.locationNameAr && { location_name_ar: row.locationNameAr }),
    ...(row.locationNameEn && { location_name_en: row.locationNameEn }),
    ...(row.locationUrl && { location_url: row.locationUrl }),
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    ...(row.termsAr && { terms_ar: row.termsAr }),
    ...(row.termsEn && { terms_en: row.termsEn }),
    auto_approve: row.autoApprove,
    ...(row.capacity !== null && { capacity: row.capacity }),
  }),
  columnsOf(_tx, values: ContentValues) {
    const activity = values as unknown as ActivityValues;
    return {
      type: activity.type,
      slug: activity.slug,
      titleAr: activity.title_ar,
      titleEn: activity.title_en,
      startsAt: reserveMoment(activity.starts_at),
      endsAt: reserveMoment(activity.ends_at),
      locationNameAr: activity.location_name_ar ?? '',
      locationNameEn: activity.location_name_en ?? '',
      locationUrl: activity.location_url ?? null,
      descriptionAr: activity.description_ar,
      descriptionEn: activity.description_en,
      termsAr: activity.terms_ar ?? '',
      termsEn: activity.terms_en ?? '',
      autoApprove: activity.auto_approve,
      capacity: activity.capacity ?? null,
    };
  },
  // Registrations are what citizens sent: an activity that has any is kept with them. The row is held
  // first, so a join under way is counted once it is stored, and a later one waits for the delete.
  async inUse(tx, id) {
    await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, id)).for('update');
    return (await tx.$count(activityVolunteers, eq(activityVolunteers.activityId, id))) > 0;
  },
  inUseRefusal: 'content_activity_has_registrations',
});
