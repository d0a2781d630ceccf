import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { staffMemberRoles } from '../../db/schema';
import { inviteStaffMember, staffMemberByEmail } from './staff-members';

/** Whether any member holds the admin role, disabled or not: a disabled admin is a decision, not an empty start. */
export async function anAdminExists(db: Database): Promise<boolean> {
  const [admin] = await db
    .select({ id: staffMemberRoles.staffId })
    .from(staffMemberRoles)
    .where(eq(staffMemberRoles.role, 'admin'))
    .limit(1);
  return admin !== undefined;
}

/**
 * ADMIN_EMAIL on a start with no admin: creates one and mails their set-password link, and logs it too,
 * for a portal whose mail is not set up yet. Once an admin exists it does nothing.
 */
export async function createAdminOnFirstStart(app: FastifyInstance, email: string): Promise<void> {
  if (await anAdminExists(app.db)) return;
  if (await staffMemberByEmail(app.db, email)) {
    app.log.warn(
      { event: 'first-admin' },
      'ADMIN_EMAIL belongs to a member of staff who is not an admin; no admin created',
    );
    return;
  }
  const name = email.split('@')[0]!;
  const { link } = await app.db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const invited = await inviteStaffMember(txDb, app.config.publicUrl, { email, name, role: 'admin' });
    await app.mail.enqueue(txDb, {
      to: email.toLowerCase(),
      locale: 'ar',
      template: 'staff-invitation',
      params: { name, link: invited.link },
    });
    return invited;
  });
  app.mail.kick();
  app.log.warn({ event: 'first-admin', link }, `First admin ${email} created: set the password at ${link}`);
}
