import type { Database } from '../../db/client';
import { jobApplicationFiles, jobApplications } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { QuestionAnswer } from '../../lib/question-answers';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { storeUploads } from '../storage';

/**
 * Stores one account's application with its files, together: on any failure neither a row nor a
 * file remains. A second application to the same job, even one racing this one, is refused with 409
 * by the unique index, and its files go with it.
 */
export async function saveApplication(
  db: Database,
  uploadsDir: string,
  jobId: number,
  userId: number,
  answered: readonly QuestionAnswer[],
): Promise<{ uuid: string; createdAt: Date }> {
  const uploads = answered.flatMap((item) =>
    'files' in item ? item.files.map((file) => ({ questionId: Number(item.id), file })) : [],
  );
  try {
    return await storeUploads(
      uploadsDir,
      uploads.map(({ file }) => file),
      (files, keep) =>
        db.transaction(async (tx) => {
          // A file question's answer names its files by their stored names; job_application_files describes them.
          const storedOf = (id: QuestionAnswer['id']) =>
            files.filter((_, index) => uploads[index]!.questionId === Number(id)).map((file) => file.storedName);
          const answers = Object.fromEntries(
            answered.map((item) => [String(item.id), 'files' in item ? storedOf(item.id) : item.answer]),
          );
          const [saved] = await tx
            .insert(jobApplications)
            .values({ jobId, userId, answers })
            .returning({ id: jobApplications.id, uuid: jobApplications.uuid, createdAt: jobApplications.createdAt });
          if (!saved) throw new Error('The application was not inserted');
          if (files.length > 0) {
            await tx.insert(jobApplicationFiles).values(
              files.map((file, index) => ({
                applicationId: saved.id,
                questionId: uploads[index]!.questionId,
                ...file,
              })),
            );
          }
          await keep();
          return { uuid: saved.uuid, createdAt: saved.createdAt };
        }),
    );
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'job_applications_job_user_idx')
      throw new ApiError(409, 'job_already_applied');
    throw error;
  }
}
