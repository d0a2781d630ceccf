import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { researchAttachments, researchCategories, researches, users } from '../../server/db/schema';
import type { TestApp } from './test-app';

/** The smallest PNG (1×1, transparent). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name = 'photo.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/** A PDF of `size` bytes (padded with spaces before its %%EOF): a file at, or just over, a size limit. */
export function pdfOfSize(size: number) {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n', 'latin1');
  bytes.write('%%EOF\n', size - 6, 'latin1');
  return bytes;
}

/** A stored profile photo for the user, as POST profile would leave it. */
export async function givePhoto(t: TestApp, userId: number): Promise<void> {
  const storedName = `${randomUUID()}.png`;
  await fs.writeFile(path.join(t.dataDir, 'uploads', storedName), PNG_BYTES);
  await t.db.update(users).set({ photoStoredName: storedName, photoType: 'image/png' }).where(eq(users.id, userId));
}

/** A research of the user's with one PDF attachment, as POST researches/submit would leave it. */
export async function giveResearch(
  t: TestApp,
  userId: number,
  originalName = 'دراسة الرمث.pdf',
): Promise<{ research: string; attachment: string }> {
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const storedName = `${randomUUID()}.pdf`;
  await fs.writeFile(path.join(t.dataDir, 'uploads', storedName), bytes);
  const [category] = await t.db.select({ id: researchCategories.id }).from(researchCategories).limit(1);
  const [research] = await t.db
    .insert(researches)
    .values({ userId, title: 'بحث تجريبي', summary: 'ملخص', categoryId: category!.id })
    .returning({ id: researches.id, uuid: researches.uuid });
  const [attachment] = await t.db
    .insert(researchAttachments)
    .values({
      researchId: research!.id,
      originalName,
      storedName,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: 'fixture',
    })
    .returning({ uuid: researchAttachments.uuid });
  return { research: research!.uuid, attachment: attachment!.uuid };
}
