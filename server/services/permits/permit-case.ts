import { and, asc, eq } from 'drizzle-orm';
import { decidePermitTransition, type PermitEvent, type StaffMember } from '../../../machines/permit-lifecycle.machine';
import { permitService } from '../../../schemas/api/permits';
import { staffPermitActions, type PermitCase, type StaffPermitAction } from '../../../schemas/api/review-queue';
import type { Database } from '../../db/client';
import { permitFiles, permits, permitVersions, staffMembers, users } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import type { StoredAttachment } from '../../lib/send-attachment';
import { formOfVersion } from '../forms/form-versions';
import { changedAnswers, labelledAnswers } from './permit-answers';
import { permitHistory } from './permit-events';
import { permitPdfAttachment } from './permit-pdf';
import { queueRowColumns, scopeReads, toQueueRow, type QueueScope } from './review-queue';

/** Where staff download a file of a request. */
export const caseFileUrl = (permitUuid: string, fileId: number) =>
  `/api/v1/admin/permits/${permitUuid}/files/${fileId}`;

/** Where staff download a request's permit document. */
export const casePdfUrl = (permitUuid: string) => `/api/v1/admin/permits/${permitUuid}/pdf`;

/** A stand-in for what the member would type: which buttons show depends on who and when, not on the words. */
const ANY_TEXT = '…';

/** Each staff event as the member could send it now, with whatever text or fields it needs filled in. */
function probeOf(action: StaffPermitAction, by: StaffMember, today: string): PermitEvent {
  switch (action) {
    case 'permit.assign':
      return { type: action, by, to: by };
    case 'permit.release':
    case 'permit.approve':
      return { type: action, by };
    case 'permit.reject':
      return { type: action, by, reason: ANY_TEXT };
    case 'permit.requestInfo':
      return { type: action, by, reason: ANY_TEXT, unlockedFields: [ANY_TEXT], resubmitBy: today, today };
    case 'permit.cancel':
      return { type: action, by, reason: ANY_TEXT, today };
  }
}

/** The request `uuid` if `scope` may read it; 404 otherwise, as if it did not exist. */
async function readablePermit(db: Database, uuid: string, scope: QueueScope, today: string) {
  if (!isUuid(uuid)) throw notFound();
  const [found] = await db
    .select({
      ...queueRowColumns(today),
      request: permits.request,
      formVersionId: permits.formVersionId,
      assigneeId: permits.assigneeId,
      firstDay: permits.firstDay,
      lastDay: permits.lastDay,
      unlockedFields: permits.unlockedFields,
      resubmitBy: permits.resubmitBy,
      pdfStoredName: permits.pdfStoredName,
    })
    .from(permits)
    .innerJoin(users, eq(users.id, permits.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, permits.assigneeId))
    .where(eq(permits.uuid, uuid.toLowerCase()));
  if (!found || !scopeReads(scope, found.type)) throw notFound();
  return found;
}

/**
 * A request as its case page shows it to `actor`: its answers under the labels of the form version it was
 * made in, in `locale`, its files (every version's), its whole history, what the last resubmission changed,
 * and the events the lifecycle machine would accept from this member now.
 */
export async function readPermitCase(
  db: Database,
  uuid: string,
  scope: QueueScope,
  actor: StaffMember,
  locale: Locale,
  today: string,
): Promise<PermitCase> {
  const permit = await readablePermit(db, uuid, scope, today);
  const request = permit.request as Record<string, unknown>;
  const { formId } = permitService(permit.type);
  const [form, files, history, [previous]] = await Promise.all([
    formOfVersion(db, permit.formVersionId, formId),
    db
      .select({
        id: permitFiles.id,
        field: permitFiles.field,
        name: permitFiles.originalName,
        version: permitFiles.version,
      })
      .from(permitFiles)
      .where(eq(permitFiles.permitId, permit.id))
      .orderBy(asc(permitFiles.id)),
    permitHistory(db, permit.id, { audience: 'staff' }),
    // The answers the latest resubmission replaced (the request holds the newest).
    db
      .select({ request: permitVersions.request, formVersionId: permitVersions.formVersionId })
      .from(permitVersions)
      .where(and(eq(permitVersions.permitId, permit.id), eq(permitVersions.version, permit.version - 1))),
  ]);
  const context = {
    type: permit.type,
    assignee: permit.assigneeId,
    version: permit.version,
    firstDay: permit.firstDay,
    lastDay: permit.lastDay,
    unlockedFields: permit.unlockedFields,
    resubmitBy: permit.resubmitBy,
  };
  return {
    ...toQueueRow(permit),
    answers: labelledAnswers(form, request, locale),
    files: files.map((file) => ({ ...file, url: caseFileUrl(permit.uuid, file.id) })),
    pdf: permit.pdfStoredName ? { path: casePdfUrl(permit.uuid) } : null,
    history: history.map((event) => ({
      type: event.type,
      at: event.at.toISOString(),
      actor: { kind: event.actorKind, name: event.actorName },
      from_state: event.fromState,
      to_state: event.toState,
      reason: event.reason,
      note: event.note,
      visibility: event.visibility,
      version: event.version,
    })),
    changes: previous
      ? changedAnswers(
          { form, formBefore: await formOfVersion(db, previous.formVersionId, formId) },
          previous.request as Record<string, unknown>,
          request,
          locale,
        )
      : [],
    actions: staffPermitActions.filter(
      (action) => decidePermitTransition(permit.status, probeOf(action, actor, today), context).outcome === 'moved',
    ),
  };
}

/** A file of a request `scope` may read, for download; 404 for any other (another request's file too). */
export async function permitCaseFile(
  db: Database,
  uuid: string,
  fileId: string,
  scope: QueueScope,
): Promise<StoredAttachment> {
  if (!isUuid(uuid) || !/^[1-9]\d{0,8}$/.test(fileId)) throw notFound();
  const [file] = await db
    .select({
      type: permits.type,
      originalName: permitFiles.originalName,
      storedName: permitFiles.storedName,
      mimeType: permitFiles.mimeType,
    })
    .from(permitFiles)
    .innerJoin(permits, eq(permits.id, permitFiles.permitId))
    .where(and(eq(permits.uuid, uuid.toLowerCase()), eq(permitFiles.id, Number(fileId))));
  if (!file || !scopeReads(scope, file.type)) throw notFound();
  return file;
}

/** The permit document of a request `scope` may read, in whatever state it is now; 404 for any other or none. */
export async function permitCasePdf(db: Database, uuid: string, scope: QueueScope): Promise<StoredAttachment> {
  if (!isUuid(uuid)) throw notFound();
  const [found] = await db
    .select({ type: permits.type, reference: permits.reference, pdfStoredName: permits.pdfStoredName })
    .from(permits)
    .where(eq(permits.uuid, uuid.toLowerCase()));
  if (!found?.pdfStoredName || !scopeReads(scope, found.type)) throw notFound();
  return permitPdfAttachment(found.reference, found.pdfStoredName);
}
