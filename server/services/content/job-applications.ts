import type { Database } from '../../db/client';
import { jobApplicationFiles, jobApplications } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { QuestionAnswer } from '../../lib/question-answers';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { storeAnswers } from './stored-questions';

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
  try {
    return await storeAnswers(db, uploadsDir, answered, async (tx, { answers, files }) => {
      const [saved] = await tx
        .insert(jobApplications)
        .values({ jobId, userId, answers })
        .returning({ id: jobApplications.id, uuid: jobApplications.uuid, createdAt: jobApplications.createdAt });
      if (!saved) throw new Error('The application was not inserted');
      if (files.length > 0) {
        await tx.insert(jobApplicationFiles).values(files.map((file) => ({ applicationId: saved.id, ...file })));
      }
      return { uuid: saved.uuid, createdAt: saved.createdAt };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'job_applications_job_user_idx')
      throw new ApiError(409, 'job_already_applied');
    throw error;
  }
}
