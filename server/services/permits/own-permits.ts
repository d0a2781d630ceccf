import { desc, eq } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { MemberPermit } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import { DEFAULT_PER_PAGE, paginate } from '../../lib/pagination';

/**
 * One page of the member's permit requests, newest first. No PDF yet: a permit's PDF comes with the
 * authority's decision, which is not made in this portal (so `pdf` stays null until it is).
 */
export function listOwnPermits(db: Database, userId: number, page: number): Promise<ListEnvelope<MemberPermit>> {
  const own = eq(permits.userId, userId);
  return paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(permits, own),
      rows: async (limit, offset) => {
        const rows = await db
          .select({
            uuid: permits.uuid,
            reference: permits.reference,
            type: permits.type,
            status: permits.status,
            createdAt: permits.createdAt,
          })
          .from(permits)
          .where(own)
          .orderBy(desc(permits.createdAt), desc(permits.id))
          .limit(limit)
          .offset(offset);
        return rows.map(({ createdAt, ...permit }) => ({ ...permit, created_at: createdAt.toISOString(), pdf: null }));
      },
    },
  );
}
