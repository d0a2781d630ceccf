import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type {
  ContactMessage,
  ContactMessagePage,
  ContactMessageRow,
  ContactMessageStatus,
} from '../../../schemas/api/contact-messages';
import type { Database, Transaction } from '../../db/client';
import { contactAttachments, contactMessageEvents, contactMessages, reserveAreas, staffMembers } from '../../db/schema';
import { translate, type Locale } from '../../i18n/messages';
import { ApiError, notFound } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import { DEFAULT_PER_PAGE, paginate } from '../../lib/pagination';
import type { StoredAttachment } from '../../lib/send-attachment';
import type { MailService } from '../mail';

/** Who acts on a message: a signed-in member of staff. */
export interface ContactActor {
  id: number;
}

/** One page of the messages, newest first, of one status or all. */
export async function listContactMessages(
  db: Database,
  status: ContactMessageStatus | undefined,
  page: number,
): Promise<ContactMessagePage> {
  const where = status ? eq(contactMessages.status, status) : undefined;
  return paginate<ContactMessageRow>(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: async () => (await db.select({ n: count() }).from(contactMessages).where(where))[0]!.n,
      rows: async (limit, offset) => {
        const rows = await db
          .select({
            uuid: contactMessages.uuid,
            type: contactMessages.type,
            subject: contactMessages.subject,
            senderName: contactMessages.username,
            receivedAt: contactMessages.createdAt,
            status: contactMessages.status,
            assigneeName: staffMembers.name,
          })
          .from(contactMessages)
          .leftJoin(staffMembers, eq(staffMembers.id, contactMessages.assigneeId))
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => ({
          uuid: row.uuid,
          type: row.type,
          subject: row.subject,
          sender_name: row.senderName,
          received_at: row.receivedAt.toISOString(),
          status: row.status,
          assignee_name: row.assigneeName,
        }));
      },
    },
  );
}

const actor = alias(staffMembers, 'actor');

/** The whole message as its page shows it; 404 for an unknown or malformed uuid. */
export async function readContactMessage(
  db: Database | Transaction,
  uuid: string,
  locale: Locale,
): Promise<ContactMessage> {
  if (!isUuid(uuid)) throw notFound();
  const [found] = await db
    .select({
      message: contactMessages,
      areaAr: reserveAreas.nameAr,
      areaEn: reserveAreas.nameEn,
      assigneeUuid: staffMembers.uuid,
      assigneeName: staffMembers.name,
    })
    .from(contactMessages)
    .leftJoin(reserveAreas, eq(reserveAreas.id, contactMessages.reserveAreaId))
    .leftJoin(staffMembers, eq(staffMembers.id, contactMessages.assigneeId))
    .where(eq(contactMessages.uuid, uuid.toLowerCase()));
  if (!found) throw notFound();
  const { message } = found;
  const [attachments, events] = await Promise.all([
    db
      .select({
        id: contactAttachments.id,
        name: contactAttachments.originalName,
        size_bytes: contactAttachments.sizeBytes,
        mime_type: contactAttachments.mimeType,
      })
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, message.id))
      .orderBy(asc(contactAttachments.id)),
    db
      .select({
        id: contactMessageEvents.id,
        type: contactMessageEvents.type,
        actorName: actor.name,
        toStatus: contactMessageEvents.toStatus,
        text: contactMessageEvents.text,
        at: contactMessageEvents.createdAt,
      })
      .from(contactMessageEvents)
      .innerJoin(actor, eq(actor.id, contactMessageEvents.staffId))
      .where(eq(contactMessageEvents.messageId, message.id))
      .orderBy(asc(contactMessageEvents.id)),
  ]);
  const area = locale === 'ar' ? found.areaAr : found.areaEn;
  return {
    uuid: message.uuid,
    type: message.type,
    subject: message.subject,
    message: message.message,
    sender_name: message.username,
    sender_email: message.email,
    sender_phone: message.phone,
    is_reserve_resident: message.isReserveResident,
    reserve_area: area ?? null,
    locale: message.locale,
    received_at: message.createdAt.toISOString(),
    status: message.status,
    assignee: found.assigneeUuid && found.assigneeName ? { uuid: found.assigneeUuid, name: found.assigneeName } : null,
    attachments,
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      actor_name: event.actorName,
      to_status: event.toStatus,
      text: event.text,
      at: event.at.toISOString(),
    })),
  };
}

/** An attachment of the message `uuid`; 404 for another message's file or none. */
export async function contactMessageAttachment(db: Database, uuid: string, id: string): Promise<StoredAttachment> {
  if (!isUuid(uuid) || !/^[1-9]\d{0,8}$/.test(id)) throw notFound();
  const [file] = await db
    .select({
      originalName: contactAttachments.originalName,
      storedName: contactAttachments.storedName,
      mimeType: contactAttachments.mimeType,
    })
    .from(contactAttachments)
    .innerJoin(contactMessages, eq(contactMessages.id, contactAttachments.messageId))
    .where(and(eq(contactMessages.uuid, uuid.toLowerCase()), eq(contactAttachments.id, Number(id))));
  if (!file) throw notFound();
  return file;
}

type LockedMessage = typeof contactMessages.$inferSelect;

/**
 * Runs `change` on the message locked for update, in one transaction with the event it writes: two members
 * acting at once take turns, each on the row as the other left it. 404 for an unknown uuid.
 */
async function changeMessage(
  db: Database,
  uuid: string,
  locale: Locale,
  change: (tx: Transaction, message: LockedMessage) => Promise<void>,
): Promise<ContactMessage> {
  if (!isUuid(uuid)) throw notFound();
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.uuid, uuid.toLowerCase()))
      .for('update');
    if (!message) throw notFound();
    await change(tx, message);
    return readContactMessage(tx, uuid, locale);
  });
}

/** Assigns the message to the member asking (taking it from whoever had it); its status stays. */
export function assignContactMessage(db: Database, uuid: string, staff: ContactActor, locale: Locale) {
  return changeMessage(db, uuid, locale, async (tx, message) => {
    await tx.update(contactMessages).set({ assigneeId: staff.id }).where(eq(contactMessages.id, message.id));
    await tx.insert(contactMessageEvents).values({ messageId: message.id, staffId: staff.id, type: 'assigned' });
  });
}

/** Sets the message's status. */
export function setContactMessageStatus(
  db: Database,
  uuid: string,
  staff: ContactActor,
  status: ContactMessageStatus,
  locale: Locale,
) {
  return changeMessage(db, uuid, locale, async (tx, message) => {
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, message.id));
    await tx
      .insert(contactMessageEvents)
      .values({ messageId: message.id, staffId: staff.id, type: 'status', toStatus: status });
  });
}

/** Adds an internal note to the message's history; the sender never sees it. */
export function noteContactMessage(db: Database, uuid: string, staff: ContactActor, note: string, locale: Locale) {
  return changeMessage(db, uuid, locale, async (tx, message) => {
    await tx
      .insert(contactMessageEvents)
      .values({ messageId: message.id, staffId: staff.id, type: 'note', text: note });
  });
}

/**
 * E-mails the sender a reply in their message's language, through the outbox in the same transaction as its
 * event; a new message moves to in progress. 422 when the sender gave no e-mail address.
 */
export async function replyToContactMessage(
  db: Database,
  mail: MailService,
  uuid: string,
  staff: ContactActor,
  reply: string,
  locale: Locale,
) {
  const answer = await changeMessage(db, uuid, locale, async (tx, message) => {
    if (!message.email) {
      const refusal = translate(locale, 'contact_reply_no_email');
      throw new ApiError(422, 'contact_reply_no_email', { reply: [refusal] }, refusal);
    }
    await mail.enqueue(tx, {
      to: message.email,
      locale: message.locale,
      template: 'contact-reply',
      params: { name: message.username, subject: message.subject.replace(/\s+/g, ' ').trim(), reply },
    });
    const moves = message.status === 'new';
    if (moves)
      await tx.update(contactMessages).set({ status: 'in_progress' }).where(eq(contactMessages.id, message.id));
    await tx.insert(contactMessageEvents).values({
      messageId: message.id,
      staffId: staff.id,
      type: 'reply',
      toStatus: moves ? 'in_progress' : null,
      text: reply,
    });
  });
  mail.kick();
  return answer;
}
