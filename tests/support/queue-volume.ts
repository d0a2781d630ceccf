import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

export interface QueueVolume {
  permits: number;
  /** Events per request (the first its submission, the rest staff notes). */
  eventsPerPermit: number;
  /** Requests per applicant. */
  permitsPerApplicant: number;
  staff: number;
}

/** Applicants' names: common first and family names in their usual spellings, so searches hit many and few. */
const FIRST_NAMES = ['محمد', 'أحمد', 'سارة', 'نورة', 'عبدالله', 'فاطمة', 'خالد', 'مريم', 'Omar', 'Layla'];
const FAMILY_NAMES = ['العتيبي', 'القحطاني', 'الشمري', 'الدوسري', 'الزهراني', 'الغامدي', 'المطيري', 'الحربي'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/**
 * Years of a busy queue written by SQL alone (generate_series), in seconds: applicants, staff, requests of
 * every type and state over four years (most decided, a few pending or in review, some late) and their
 * events. Marked `form_version = 'volume'`. For the queue's plan test and bench/review-queue.ts, never `npm test`'s seed.
 */
export async function seedQueueVolume(db: Database, volume: QueueVolume): Promise<void> {
  const applicants = Math.ceil(volume.permits / volume.permitsPerApplicant);
  await db.execute(sql`
    insert into users (kind, name, email, password_hash, country_code, phone_number, national_id)
    select 'individual',
      (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || ' ' ||
        (${textArray(FAMILY_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${FAMILY_NAMES.length}] || ' ' || i,
      'volume' || i || '@example.sa', 'not-used', '966', '501234567', (3000000000 + i)::text
    from generate_series(1, ${applicants}) i`);
  await db.execute(sql`
    insert into staff_members (email, name)
    select 'volume.staff' || i || '@reserve.example', 'مراجع ' || i from generate_series(1, ${volume.staff}) i`);
  await db.execute(sql`
    with applicant as (select array_agg(id order by id) ids from users where email like 'volume%@example.sa'),
      member as (select array_agg(id order by id) ids from staff_members where email like 'volume.staff%'),
      region as (select array_agg(id order by id) ids from permit_regions),
      area as (select array_agg(id order by id) ids from permit_areas),
      numbered as (
        select i, (array['specific_area', 'work_permit', 'beekeeping', 'free_camping', 'scientific_research'])[1 + i % 5] as type,
          (i * 7919) % 100 as dice, now() - i * interval '10 minutes' as at
        from generate_series(1, ${volume.permits}) i)
    insert into permits (user_id, type, reference, status, form_version, request, created_at, updated_at, due_on,
      region_id, area_id, assignee_id)
    select applicant.ids[1 + n.i % array_length(applicant.ids, 1)], n.type,
      (array['SA', 'WP', 'BK', 'FC', 'SR'])[1 + n.i % 5] || '-' || extract(year from n.at) || '-' || lpad(n.i::text, 6, '0'),
      case when n.dice < 3 then 'pending' when n.dice < 5 then 'in_review' when n.dice < 6 then 'needs_info'
        when n.dice < 60 then 'approved' when n.dice < 85 then 'rejected' when n.dice < 90 then 'cancelled'
        else 'expired' end,
      'volume', '{}'::jsonb, n.at, n.at, (n.at + interval '21 days')::date,
      case when n.type in ('specific_area', 'work_permit') then region.ids[1 + n.i % array_length(region.ids, 1)] end,
      case when n.type in ('specific_area', 'work_permit') then area.ids[1 + n.i % array_length(area.ids, 1)] end,
      case when n.dice >= 3 then member.ids[1 + n.i % array_length(member.ids, 1)] end
    from numbered n, applicant, member, region, area`);
  await db.execute(sql`
    insert into permit_events (permit_id, actor_kind, actor_id, staff_id, at, type, to_state, note, visibility, version)
    select p.id, case when k = 1 then 'applicant' else 'staff' end, case when k = 1 then p.user_id end,
      case when k > 1 then (select min(id) from staff_members where email like 'volume.staff%') end,
      p.created_at + k * interval '1 hour', case when k = 1 then 'submitted' else 'note' end,
      case when k = 1 then 'pending' end, case when k > 1 then 'ملاحظة ' || k end,
      case when k = 1 then 'applicant' else 'staff' end, 1
    from permits p, generate_series(1, ${volume.eventsPerPermit}) k where p.form_version = 'volume'`);
  // Fresh statistics and visibility map, as autovacuum would leave a database this old.
  await db.execute(sql`vacuum analyze`);
}
