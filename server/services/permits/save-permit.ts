import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermitRequestAnswer, PermitService } from '../../../schemas/api/permits';
import { fieldRefused } from '../../lib/form-submission';
import type { UploadedFile } from '../../lib/multipart-form';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import { permitFiles, permitReferenceCounters, permits, permitVersions } from '../../db/schema';
import type { Account } from '../accounts/access-tokens';
import { currentFormVersion, type FormVersion } from '../forms/form-versions';
import { storeUploads } from '../storage';
import { appendPermitEvent } from './permit-events';
import { requestFacts } from './request-facts';
import { dueOnFor } from './service-levels';

/** An uploaded file with the form field it answers. */
export interface PermitUpload {
  field: string;
  file: UploadedFile;
}

/** The short name of a form version, kept beside its id on each request and version (`form_version`). */
export const formVersionLabel = (version: FormVersion) => version.contentHash.slice(0, 12);

/**
 * Stores a permit request (with its first version, its days and place, and its service level's deadline),
 * its `submitted` event, its files, its reference and the applicant's mail in one transaction: on any
 * failure none of them remain, and the reference number is not used up. A beekeeping request holds its
 * apiary through the permits table's unique index, so of two racing for one, one wins.
 */
export async function savePermit(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  service: PermitService,
  answers: Record<string, unknown>,
  uploads: readonly PermitUpload[],
): Promise<PermitRequestAnswer['data']> {
  const year = Number(reserveToday().slice(0, 4));
  const formVersion = await currentFormVersion(app.db, service.formId);
  try {
    const saved = await storeUploads(
      app.config.uploadsDir,
      uploads.map(({ file }) => file),
      (files, keep) =>
        app.db.transaction(async (tx) => {
          // The counter's row stays locked until commit: permits of one type and year are numbered one after another.
          const [counter] = await tx
            .insert(permitReferenceCounters)
            .values({ type: service.type, year, last: 1 })
            .onConflictDoUpdate({
              target: [permitReferenceCounters.type, permitReferenceCounters.year],
              set: { last: sql`${permitReferenceCounters.last} + 1` },
            })
            .returning({ last: permitReferenceCounters.last });
          const reference = `${service.referencePrefix}-${year}-${String(counter!.last).padStart(6, '0')}`;
          const submittedAt = new Date();
          const [permit] = await tx
            .insert(permits)
            .values({
              userId: account.id,
              type: service.type,
              reference,
              formVersion: formVersionLabel(formVersion),
              formVersionId: formVersion.id,
              request: answers,
              apiaryId: service.type === 'beekeeping' ? (answers.apiary_id as number) : null,
              ...requestFacts(service.type, answers),
              dueOn: await dueOnFor(tx, service.type, submittedAt),
              createdAt: submittedAt,
              updatedAt: submittedAt,
            })
            .returning({
              id: permits.id,
              uuid: permits.uuid,
              reference: permits.reference,
              type: permits.type,
              status: permits.status,
              createdAt: permits.createdAt,
            });
          await tx.insert(permitVersions).values({
            permitId: permit!.id,
            version: 1,
            formVersion: formVersionLabel(formVersion),
            formVersionId: formVersion.id,
            request: answers,
            submittedAt,
          });
          await appendPermitEvent(tx, {
            permitId: permit!.id,
            actor: { kind: 'applicant', accountId: account.id },
            type: 'submitted',
            toState: permit!.status,
            visibility: 'applicant',
            version: 1,
          });
          if (files.length > 0)
            await tx
              .insert(permitFiles)
              .values(files.map((file, index) => ({ ...file, permitId: permit!.id, field: uploads[index]!.field })));
          await app.mail.enqueue(tx, {
            to: account.email,
            locale: account.language,
            template: 'permit-received',
            params: {
              name: account.name,
              reference,
              permitName: service.name,
              profileLink: `${app.config.publicUrl}/profile`,
            },
          });
          await keep();
          const { createdAt, ...rest } = permit!;
          return { ...rest, created_at: createdAt.toISOString() };
        }),
    );
    app.mail.kick();
    return saved;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'permits_apiary_held_idx')
      throw fieldRefused(request, service.formId, 'apiary_id', 'reserved');
    throw error;
  }
}
