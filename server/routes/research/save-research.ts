import type { Research, ResearchCategory } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { researchAttachments, researches } from '../../db/schema';
import type { UploadedFile } from '../../lib/multipart-form';
import { UploadBatch } from '../../services/storage';
import { presentResearch } from './research-queries';

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
  const batch = new UploadBatch(uploadsDir);
  try {
    const storedNames: string[] = [];
    for (const file of attachments) storedNames.push(await batch.stage(file.bytes, file.extension));
    return await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(researches)
        .values({ userId, title: input.title, summary: input.summary, categoryId: category.id })
        .returning({ id: researches.id, uuid: researches.uuid, title: researches.title, summary: researches.summary, createdAt: researches.createdAt });
      if (!saved) throw new Error('The research was not inserted');
      const rows =
        attachments.length === 0
          ? []
          : await tx
              .insert(researchAttachments)
              .values(
                attachments.map((file, index) => ({
                  researchId: saved.id,
                  originalName: file.descriptor.name,
                  storedName: storedNames[index]!,
                  mimeType: file.descriptor.type,
                  sizeBytes: file.descriptor.size,
                  sha256: file.sha256,
                })),
              )
              .returning({ id: researchAttachments.id, uuid: researchAttachments.uuid, originalName: researchAttachments.originalName });
      await batch.keep();
      // In the order they were sent, as the list shows them.
      return presentResearch(saved, category, rows.sort((a, b) => a.id - b.id));
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
}
