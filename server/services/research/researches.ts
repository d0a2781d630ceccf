import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Research, ResearchCategory } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { researchAttachments, researchCategories, researches } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { DEFAULT_PER_PAGE, paginate, parsePage, type PageQuery } from '../../lib/pagination';
import type { StoredAttachment } from '../../lib/send-attachment';
import { isUuid } from '../../lib/identifiers';

/** Where an attachment downloads, through the route that checks its owner. */
export const attachmentPath = (researchUuid: string, attachmentUuid: string) =>
  `/api/v1/researches/${researchUuid}/attachments/${attachmentUuid}`;

interface ResearchRow {
  id: number;
  uuid: string;
  title: string;
  summary: string;
  createdAt: Date;
}

interface AttachmentRow {
  uuid: string;
  originalName: string;
}

/** A research as the API shows it to its owner. */
export function presentResearch(
  row: ResearchRow,
  category: ResearchCategory,
  attachments: readonly AttachmentRow[],
): Research {
  return {
    uuid: row.uuid,
    title: row.title,
    summary: row.summary,
    research_category: category,
    attachments: attachments.map((attachment) => ({
      path: attachmentPath(row.uuid, attachment.uuid),
      original_name: attachment.originalName,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the member's own researches, newest first, each with its category (in the request's language) and attachments. */
export async function listOwnResearches(
  db: Database,
  userId: number,
  query: PageQuery,
  locale: Locale,
): Promise<ListEnvelope<Research>> {
  const page = parsePage(query.page, locale);
  const own = eq(researches.userId, userId);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(researches, own),
      rows: (limit, offset) =>
        db
          .select({
            id: researches.id,
            uuid: researches.uuid,
            title: researches.title,
            summary: researches.summary,
            createdAt: researches.createdAt,
            category: {
              id: researchCategories.id,
              title: locale === 'en' ? researchCategories.titleEn : researchCategories.titleAr,
            },
          })
          .from(researches)
          .innerJoin(researchCategories, eq(researchCategories.id, researches.categoryId))
          .where(own)
          .orderBy(desc(researches.createdAt), desc(researches.id))
          .limit(limit)
          .offset(offset),
    },
  );
  const ids = list.data.map((row) => row.id);
  const attachments =
    ids.length === 0
      ? []
      : await db
          .select({
            researchId: researchAttachments.researchId,
            uuid: researchAttachments.uuid,
            originalName: researchAttachments.originalName,
          })
          .from(researchAttachments)
          .where(inArray(researchAttachments.researchId, ids))
          .orderBy(asc(researchAttachments.id));
  return {
    data: list.data.map((row) =>
      presentResearch(
        row,
        row.category,
        attachments.filter((attachment) => attachment.researchId === row.id),
      ),
    ),
    meta: list.meta,
  };
}

/**
 * The attachment of the member's own research; 404 for anyone else's, for a pair that does not
 * belong together and for ids that could never match (checked here, so they never reach SQL).
 */
export async function findOwnAttachment(
  db: Database,
  userId: number,
  researchUuid: string,
  attachmentUuid: string,
): Promise<StoredAttachment> {
  if (!isUuid(researchUuid) || !isUuid(attachmentUuid)) throw notFound();
  const [attachment] = await db
    .select({
      originalName: researchAttachments.originalName,
      storedName: researchAttachments.storedName,
      mimeType: researchAttachments.mimeType,
    })
    .from(researchAttachments)
    .innerJoin(researches, eq(researches.id, researchAttachments.researchId))
    .where(
      and(
        eq(researchAttachments.uuid, attachmentUuid.toLowerCase()),
        eq(researches.uuid, researchUuid.toLowerCase()),
        eq(researches.userId, userId),
      ),
    )
    .limit(1);
  if (!attachment) throw notFound();
  return attachment;
}
