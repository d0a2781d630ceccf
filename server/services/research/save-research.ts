import type { Research, ResearchCategory } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { researchAttachments, researches } from '../../db/schema';
import type { UploadedFile } from '../../lib/multipart-form';
import { storeUploads } from '../storage';
import { presentResearch } from './researches';

/** A research submission as its schema guarantees it (schemas/research-submit/schema.json). */
export interface ResearchInput {
  title: string;
  research_category_id: number;
  summary: string;
}

/** Stores the research, its attachment rows and files together: on any failure, none of them remain. */
export async function saveResearch(
  db: Database,
  uploadsDir: string,
  userId: number,
  input: ResearchInput,
  category: ResearchCategory,
  attachments: readonly UploadedFile[],
): Promise<Research> {
  return storeUploads(uploadsDir, attachments, (files, keep) =>
    db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(researches)
        .values({ userId, title: input.title, summary: input.summary, categoryId: category.id })
        .returning({
          id: researches.id,
          uuid: researches.uuid,
          title: researches.title,
          summary: researches.summary,
          createdAt: researches.createdAt,
        });
      if (!saved) throw new Error('The research was not inserted');
      const rows =
        files.length === 0
          ? []
          : await tx
              .insert(researchAttachments)
              .values(files.map((file) => ({ researchId: saved.id, ...file })))
              .returning({
                id: researchAttachments.id,
                uuid: researchAttachments.uuid,
                originalName: researchAttachments.originalName,
              });
      await keep();
      // In the order they were sent, as the list shows them.
      return presentResearch(
        saved,
        category,
        rows.sort((a, b) => a.id - b.id),
      );
    }),
  );
}
