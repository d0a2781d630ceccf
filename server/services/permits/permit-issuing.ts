import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyUrlOf } from '../../../schemas/permit-proof';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import type { Database, Transaction } from '../../db/client';
import { permits } from '../../db/schema';
import { permitDocumentFacts } from '../permit-document/permit-document-facts';
import { renderPermitPdf } from '../permit-document/render-permit-pdf';
import { UploadBatch } from '../storage';
import { contextOf, mailApplicant, movePermit, type MovedPermit, type MovePermitInput } from './permit-lifecycle';

/** An approved permit whose proof is signed and whose document is not made yet. */
const awaitingDocument = and(
  eq(permits.status, 'approved'),
  isNotNull(permits.proofToken),
  isNull(permits.pdfStoredName),
);

/** Signs what the permit will print, in the approval's transaction: its proof is fixed when it is granted. */
async function signPermit(app: FastifyInstance, tx: Transaction, permit: MovedPermit): Promise<MovedPermit> {
  const facts = await permitDocumentFacts(tx, permit);
  const { token, checkCode } = await app.permitProof.sign(facts.claims());
  const [signed] = await tx
    .update(permits)
    .set({ proofToken: token, checkCode })
    .where(eq(permits.id, permit.id))
    .returning();
  return signed!;
}

/**
 * Approves a request and signs its permit; its document is rendered after the answer (rendering takes longer
 * than an approval may), and the approval's mail goes with it (`app.permitDocuments`).
 */
export async function approvePermit(
  app: FastifyInstance,
  move: Omit<MovePermitInput, 'action' | 'alongside' | 'mailLater'>,
): Promise<MovedPermit> {
  const approved = await movePermit(app, {
    ...move,
    action: { type: 'permit.approve' },
    alongside: (tx, permit) => signPermit(app, tx, permit),
    mailLater: true,
  });
  app.permitDocuments.issueSoon(approved.id);
  return approved;
}

/**
 * Makes the document of approved permit `permitId` if it awaits one: rendered outside any transaction, then in
 * one the file kept, the permit marked ready and the approval mailed with it attached. A failure, or a permit
 * cancelled meanwhile, leaves no file behind. Answers whether it made one.
 */
export async function issuePermitDocument(app: FastifyInstance, permitId: number): Promise<boolean> {
  const [permit] = await app.db
    .select()
    .from(permits)
    .where(and(eq(permits.id, permitId), awaitingDocument));
  if (!permit) return false;
  const token = permit.proofToken!;
  const pdf = await renderPermitPdf(await permitDocumentFacts(app.db, permit), {
    token,
    checkCode: permit.checkCode!,
    verifyUrl: verifyUrlOf(app.config.publicUrl, token),
    issuedOn: reserveToday(permit.updatedAt),
  });
  const files = new UploadBatch(app.config.uploadsDir);
  try {
    const storedName = await files.stage(pdf, 'pdf');
    const outcome = await app.db.transaction(async (tx) => {
      const [ready] = await tx
        .update(permits)
        .set({ pdfStoredName: storedName })
        .where(and(eq(permits.id, permitId), eq(permits.proofToken, token), awaitingDocument))
        .returning();
      if (!ready) return { issued: false, mailed: false };
      await files.keep();
      const move = { from: 'in_review', to: 'approved', reason: null, context: contextOf(ready) } as const;
      return { issued: true, mailed: await mailApplicant(app, tx, ready, move) };
    });
    if (!outcome.issued) await files.discard();
    if (outcome.mailed) app.mail.kick();
    return outcome.issued;
  } catch (error) {
    await files.discard();
    throw error;
  }
}

/** The approved permits still awaiting their document (a process that stopped before making it). */
export async function permitsAwaitingDocument(db: Database): Promise<number[]> {
  const rows = await db.select({ id: permits.id }).from(permits).where(awaitingDocument);
  return rows.map(({ id }) => id);
}
