import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactAttachments, contactMessages, reserveAreas } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { UploadedFile } from '../../lib/multipart-form';
import { storeUploads } from '../storage';

/** A contact message as its schema guarantees it (schemas/contact-us/schema.json). */
export interface ContactMessageInput {
  type: 'complaints' | 'suggestion';
  username: string;
  email?: string;
  phone: string;
  subject: string;
  message: string;
  is_reserve_resident?: boolean;
  reserve_area_id?: number;
}

/** Whether an area of that id exists (the schema only knows it is a positive integer). */
export async function reserveAreaExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: reserveAreas.id }).from(reserveAreas).where(eq(reserveAreas.id, id)).limit(1);
  return rows.length > 0;
}

/** Stores the message, its attachment rows and files together: on any failure, none of them remain. */
export async function saveContactMessage(
  db: Database,
  uploadsDir: string,
  input: ContactMessageInput,
  attachments: readonly UploadedFile[],
  locale: Locale,
) {
  return storeUploads(uploadsDir, attachments, (files, keep) =>
    db.transaction(async (tx) => {
      const isResident = input.is_reserve_resident === true;
      const [saved] = await tx
        .insert(contactMessages)
        .values({
          type: input.type,
          username: input.username,
          email: input.email ?? null,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          isReserveResident: isResident,
          // Sent only by residents; anything else is not the citizen's answer to store.
          reserveAreaId: isResident ? (input.reserve_area_id ?? null) : null,
          locale,
        })
        .returning({
          id: contactMessages.id,
          uuid: contactMessages.uuid,
          type: contactMessages.type,
          createdAt: contactMessages.createdAt,
        });
      if (!saved) throw new Error('The contact message was not inserted');
      if (files.length > 0)
        await tx.insert(contactAttachments).values(files.map((file) => ({ messageId: saved.id, ...file })));
      await keep();
      return { uuid: saved.uuid, type: saved.type, created_at: saved.createdAt.toISOString() };
    }),
  );
}
