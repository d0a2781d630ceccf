import { and, desc, eq } from 'drizzle-orm';
import { decidePermitTransition, type PermitEvent } from '../../../machines/permit-lifecycle.machine';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ApplicantPermitAction, MemberPermit } from '../../../schemas/api/member';
import { permitService } from '../../../schemas/api/permits';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import { DEFAULT_PER_PAGE, paginate } from '../../lib/pagination';
import type { StoredAttachment } from '../../lib/send-attachment';
import { formOfVersion } from '../forms/form-versions';
import { answersInWords } from './permit-answers';
import { permitHistory } from './permit-events';
import { permitPdfAttachment } from './permit-pdf';
import { contextOf } from './permit-lifecycle';

type OwnPermitRow = Parameters<typeof contextOf>[0] & Pick<typeof permits.$inferSelect, 'status'>;

/** What the applicant may do now: each event the machine would move the request by (an empty resubmission stands for any). */
function applicantActions(row: OwnPermitRow, today: string): ApplicantPermitAction[] {
  const context = contextOf(row);
  const by = { kind: 'applicant' } as const;
  const events: Record<ApplicantPermitAction, PermitEvent> = {
    cancel: { type: 'permit.cancel', by, today },
    resubmit: { type: 'permit.resubmit', by, changedFields: [], today },
  };
  return (Object.keys(events) as ApplicantPermitAction[]).filter(
    (action) => decidePermitTransition(row.status, events[action], context).outcome === 'moved',
  );
}

/** Where the applicant downloads their permit's document. */
export const ownPermitPdfPath = (uuid: string) => `/api/v1/permits/${uuid}/pdf`;

/**
 * The document of the member's own approved permit, for download; 404 for another's request, one in
 * another state (spec 001 §1: downloadable when approved) and one without a document.
 */
export async function ownPermitPdf(db: Database, userId: number, uuid: string): Promise<StoredAttachment> {
  if (!isUuid(uuid)) throw notFound();
  const [found] = await db
    .select({ reference: permits.reference, status: permits.status, pdfStoredName: permits.pdfStoredName })
    .from(permits)
    .where(and(eq(permits.uuid, uuid.toLowerCase()), eq(permits.userId, userId)));
  if (!found || found.status !== 'approved' || !found.pdfStoredName) throw notFound();
  return permitPdfAttachment(found.reference, found.pdfStoredName);
}

/**
 * One page of the member's permit requests, newest first, each with its timeline (no staff names, no
 * internal notes), what was asked for in the words of the form version it was made in, what the applicant
 * may do now, and where to download the permit once approved.
 */
export function listOwnPermits(
  db: Database,
  userId: number,
  page: number,
  locale: Locale,
): Promise<ListEnvelope<MemberPermit>> {
  const own = eq(permits.userId, userId);
  const today = reserveToday();
  return paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(permits, own),
      rows: async (limit, offset) => {
        const rows = await db
          .select({
            id: permits.id,
            uuid: permits.uuid,
            reference: permits.reference,
            type: permits.type,
            status: permits.status,
            createdAt: permits.createdAt,
            request: permits.request,
            formVersionId: permits.formVersionId,
            assigneeId: permits.assigneeId,
            version: permits.version,
            firstDay: permits.firstDay,
            lastDay: permits.lastDay,
            unlockedFields: permits.unlockedFields,
            resubmitBy: permits.resubmitBy,
            pdfStoredName: permits.pdfStoredName,
          })
          .from(permits)
          .where(own)
          .orderBy(desc(permits.createdAt), desc(permits.id))
          .limit(limit)
          .offset(offset);
        return Promise.all(
          rows.map(async (row) => {
            const request = row.request as Record<string, unknown>;
            const [timeline, form] = await Promise.all([
              permitHistory(db, row.id, { audience: 'applicant' }),
              formOfVersion(db, row.formVersionId, permitService(row.type).formId),
            ]);
            const askingForInformation = row.status === 'needs_info';
            return {
              uuid: row.uuid,
              reference: row.reference,
              type: row.type,
              status: row.status,
              created_at: row.createdAt.toISOString(),
              pdf: row.status === 'approved' && row.pdfStoredName ? { path: ownPermitPdfPath(row.uuid) } : null,
              timeline: timeline.map((event) => ({
                type: event.type,
                at: event.at.toISOString(),
                to_state: event.toState,
                reason: event.reason,
              })),
              answers: answersInWords(form, request, locale),
              unlocked_fields: askingForInformation ? row.unlockedFields : [],
              resubmit_by: askingForInformation ? row.resubmitBy : null,
              request: askingForInformation ? request : null,
              actions: applicantActions(row, today),
            };
          }),
        );
      },
    },
  );
}
