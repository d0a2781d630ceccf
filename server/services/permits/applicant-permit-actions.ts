import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PermitType } from '../../../schemas/api/member';
import { permitService } from '../../../schemas/api/permits';
import { formDefinition } from '../../../schemas/registry';
import { withoutHiddenAnswers } from '../../../schemas/validation/reveal';
import type { Database } from '../../db/client';
import { permitFiles, permits, permitVersions } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import { currentFormVersion } from '../forms/form-versions';
import { storeUploads } from '../storage';
import { movePermit, type MovedPermit } from './permit-lifecycle';
import { requestFacts } from './request-facts';
import { formVersionLabel, type PermitUpload } from './save-permit';
import { dueOnFor } from './service-levels';

/** One of the applicant's own requests, as a resubmission starts from it. */
export interface OwnPermit {
  uuid: string;
  type: PermitType;
  request: Record<string, unknown>;
  unlockedFields: string[];
}

/** The applicant's own request `uuid`; 404 for a malformed uuid or anyone else's request, as if it did not exist. */
export async function findOwnPermit(db: Database, accountId: number, uuid: string): Promise<OwnPermit> {
  if (!isUuid(uuid)) throw notFound();
  const [found] = await db
    .select({
      uuid: permits.uuid,
      type: permits.type,
      request: permits.request,
      unlockedFields: permits.unlockedFields,
    })
    .from(permits)
    .where(and(eq(permits.uuid, uuid), eq(permits.userId, accountId)));
  if (!found) throw notFound();
  return { ...found, request: found.request as Record<string, unknown> };
}

/**
 * The answers a resubmission stands for: the request as it is, with each unlocked field taking what was sent
 * (an unlocked field not sent is cleared), and answers of fields hidden by the new ones dropped, as the form does.
 */
export function resubmittedAnswers(permit: OwnPermit, sent: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(permit.request).filter(([field]) => !permit.unlockedFields.includes(field)),
  );
  const { uiSchema } = formDefinition(permitService(permit.type).formId);
  return withoutHiddenAnswers(uiSchema, { ...kept, ...sent });
}

/** The fields whose answers differ between two versions of a request. */
export const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !isDeepStrictEqual(before[field], after[field]),
  );

/** The applicant cancels their request: the lifecycle machine says whether it may be, and when. */
export function cancelOwnPermit(
  app: FastifyInstance,
  { accountId, uuid, reason, locale }: { accountId: number; uuid: string; reason?: string; locale: Locale },
): Promise<MovedPermit> {
  return movePermit(app, {
    permit: { uuid },
    actor: { kind: 'applicant', accountId },
    action: { type: 'permit.cancel', reason },
    locale,
  });
}

/**
 * The applicant's resubmission, as the next version of the same request: the machine checks the state, the
 * last day and that only unlocked fields changed; in its transaction the answers, their days and place, the
 * new version (permit_versions), its files and the service level's deadline, counted afresh, are stored.
 */
export async function resubmitOwnPermit(
  app: FastifyInstance,
  {
    accountId,
    permit,
    answers,
    uploads,
    locale,
  }: {
    accountId: number;
    permit: OwnPermit;
    answers: Record<string, unknown>;
    uploads: readonly PermitUpload[];
    locale: Locale;
  },
): Promise<MovedPermit> {
  const service = permitService(permit.type);
  const formVersion = await currentFormVersion(app.db, service.formId);
  return storeUploads(
    app.config.uploadsDir,
    uploads.map(({ file }) => file),
    async (files, keep) => {
      const moved = await movePermit(app, {
        permit: { uuid: permit.uuid },
        actor: { kind: 'applicant', accountId },
        action: { type: 'permit.resubmit', changedFields: changedFields(permit.request, answers) },
        locale,
        alongside: async (tx, updated) => {
          const submittedAt = new Date();
          await tx
            .update(permits)
            .set({
              request: answers,
              formVersion: formVersionLabel(formVersion),
              formVersionId: formVersion.id,
              ...requestFacts(service.type, answers),
              // A beekeeping request holds the apiary it names now (permits_apiary_held_idx decides a race).
              ...(service.type === 'beekeeping' && { apiaryId: answers.apiary_id as number }),
              dueOn: await dueOnFor(tx, service.type, submittedAt),
              updatedAt: submittedAt,
            })
            .where(eq(permits.id, updated.id));
          await tx.insert(permitVersions).values({
            permitId: updated.id,
            version: updated.version,
            formVersion: formVersionLabel(formVersion),
            formVersionId: formVersion.id,
            request: answers,
            submittedAt,
          });
          // A file of an earlier version stays beside the new one: that version's answers still name it.
          if (files.length > 0)
            await tx.insert(permitFiles).values(
              files.map((file, index) => ({
                ...file,
                permitId: updated.id,
                field: uploads[index]!.field,
                version: updated.version,
              })),
            );
          await keep();
        },
      });
      return moved;
    },
  );
}
