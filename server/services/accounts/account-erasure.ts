import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import {
  accessTokens,
  activityVolunteerEvents,
  activityVolunteers,
  companyDocuments,
  companyProfiles,
  jobApplicationFiles,
  jobApplications,
  mailOutbox,
  oneTimeSecrets,
  researchAttachments,
  researches,
  users,
} from '../../db/schema';
import type { Account } from './access-tokens';
import { confirmOwnPassword } from './password-reset';

/**
 * Erases an account's personal data in one transaction, then its files. The row stays, emptied, so
 * what the authority must keep (permits, their decisions and their history, which refuses deletion)
 * keeps pointing at an account that no longer says who it was: no name, address, numbers, phone,
 * birth date, photo or password.
 * Researches and job applications with their files, undecided activity registrations (a decided one stays, its
 * reason emptied), company documents, sign-in tokens, one-time secrets and the mail still waiting for the address go with it. docs/security.md ("Deleting an account") lists the same.
 */
export async function eraseAccount(db: Database, uploadsDir: string, account: Account): Promise<void> {
  const storedNames = await db.transaction(async (tx) => {
    const research = await tx.select({ id: researches.id }).from(researches).where(eq(researches.userId, account.id));
    const researchIds = research.map(({ id }) => id);
    const attachments = researchIds.length
      ? await tx
          .select({ storedName: researchAttachments.storedName })
          .from(researchAttachments)
          .where(inArray(researchAttachments.researchId, researchIds))
      : [];
    const documents = await tx
      .select({ storedName: companyDocuments.storedName })
      .from(companyDocuments)
      .where(eq(companyDocuments.userId, account.id));
    const applicationFiles = await tx
      .select({ storedName: jobApplicationFiles.storedName })
      .from(jobApplicationFiles)
      .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationFiles.applicationId))
      .where(eq(jobApplications.userId, account.id));
    await tx.delete(researches).where(eq(researches.userId, account.id));
    await tx.delete(jobApplications).where(eq(jobApplications.userId, account.id));
    // A registration staff decided stays, without the citizen's words, so its append-only history still points.
    const decided = tx.select({ id: activityVolunteerEvents.volunteerId }).from(activityVolunteerEvents);
    await tx
      .delete(activityVolunteers)
      .where(and(eq(activityVolunteers.userId, account.id), notInArray(activityVolunteers.id, decided)));
    await tx.update(activityVolunteers).set({ reason: '' }).where(eq(activityVolunteers.userId, account.id));
    await tx.delete(companyDocuments).where(eq(companyDocuments.userId, account.id));
    await tx.delete(companyProfiles).where(eq(companyProfiles.userId, account.id));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, account.id));
    await tx.delete(oneTimeSecrets).where(eq(oneTimeSecrets.userId, account.id));
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.to, account.email), isNull(mailOutbox.sentAt)));
    await tx
      .update(users)
      .set({
        name: '',
        // Unique per account, and no address anyone can receive mail at (.invalid, RFC 2606).
        email: `deleted-${account.uuid}@deleted.invalid`,
        // No password matches an empty hash, so nobody signs in to it again.
        passwordHash: '',
        emailVerifiedAt: null,
        countryCode: '',
        phoneNumber: '',
        nationalId: null,
        birthDate: null,
        gender: null,
        countryId: null,
        cityId: null,
        isResearcher: false,
        isReserveResident: false,
        photoStoredName: null,
        photoType: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, account.id));
    return [...attachments, ...documents, ...applicationFiles].map(({ storedName }) => storedName);
  });
  const files = account.photoStoredName ? [...storedNames, account.photoStoredName] : storedNames;
  await Promise.all(files.map((name) => fs.rm(path.join(uploadsDir, name), { force: true })));
}

/** The member deletes their own account, confirmed by its password (a wrong one is refused with 422). */
export async function deleteOwnAccount(app: FastifyInstance, request: FastifyRequest, password: string): Promise<void> {
  const account = request.account!;
  await confirmOwnPassword(app, request, account, password, { formId: 'delete-account', field: 'password' });
  await eraseAccount(app.db, app.config.uploadsDir, account);
  request.log.info({ event: 'account-deleted', userId: account.id }, 'account deleted');
}
