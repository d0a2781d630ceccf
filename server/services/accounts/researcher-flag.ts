import { and, eq, isNull } from 'drizzle-orm';
import type { CitizenAccount, ResearcherFlagChange } from '../../../schemas/api/citizen-accounts';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import { historyOf, lockItem, recordEdit, revisionOf } from '../content-editing/edit-history';

/** How the edit history (content_edits) names an account's researcher flag: the account by its uuid. */
const FLAG_HISTORY = 'researcher-flag';

/** The member of staff changing the flag. */
export interface FlagSetter {
  id: number;
}

/**
 * A live individual's account: the researcher flag is a person's (spec 001: researchers are individuals);
 * a company's or an erased account is none.
 */
const liveIndividual = and(eq(users.kind, 'individual'), isNull(users.deletedAt));

/**
 * The uuid of the live individual whose e-mail address or national id is exactly `identifier` (as the
 * lookup form let it through: an address, or ten ASCII digits); undefined when there is none.
 */
export async function findCitizenAccount(db: Database, identifier: string): Promise<string | undefined> {
  const named = identifier.includes('@') ? eq(users.email, identifier.toLowerCase()) : eq(users.nationalId, identifier);
  const [row] = await db.select({ uuid: users.uuid }).from(users).where(and(named, liveIndividual)).limit(1);
  return row?.uuid;
}

async function accountRow(db: Database | Transaction, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db
    .select({ id: users.id, uuid: users.uuid, name: users.name, isResearcher: users.isResearcher })
    .from(users)
    .where(and(eq(users.uuid, uuid.toLowerCase()), liveIndividual));
  return row;
}

/** Each change of the flag, newest first, as the history recorded it. */
async function flagHistory(db: Database, uuid: string): Promise<ResearcherFlagChange[]> {
  return (await historyOf(db, FLAG_HISTORY, uuid)).map(({ actor, at, changes }) => ({
    actor,
    at,
    is_researcher: changes.is_researcher?.after === true,
    reason: String(changes.reason?.after ?? ''),
  }));
}

/** The account as an admin sets its flag, or undefined for no live individual's. */
export async function readCitizenAccount(db: Database, uuid: string): Promise<CitizenAccount | undefined> {
  const row = await accountRow(db, uuid);
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    name: row.name,
    is_researcher: row.isResearcher,
    revision: await revisionOf(db, FLAG_HISTORY, row.uuid),
    history: await flagHistory(db, row.uuid),
  };
}

/**
 * Sets or clears the account's researcher flag with the setter's reason, and appends the change to its
 * history in the same transaction. 'not_found' for no live individual's account; 'unchanged' when the
 * flag already has that value (nothing is written); 409 when `openedRevision` is not the latest change.
 */
export async function setResearcherFlag(
  db: Database,
  setter: FlagSetter,
  uuid: string,
  { isResearcher, reason }: { isResearcher: boolean; reason: string },
  openedRevision?: string,
): Promise<CitizenAccount | 'not_found' | 'unchanged'> {
  const outcome = await db.transaction(async (tx) => {
    const account = await accountRow(tx, uuid);
    if (!account) return 'not_found' as const;
    // Two admins changing one account are taken one after the other: the second sees the first's change.
    await lockItem(tx, FLAG_HISTORY, account.uuid);
    const [current] = await tx
      .select({ isResearcher: users.isResearcher })
      .from(users)
      .where(eq(users.id, account.id))
      .for('update');
    if (openedRevision !== undefined && openedRevision !== (await revisionOf(tx, FLAG_HISTORY, account.uuid)))
      throw new ApiError(409, 'content_changed_meanwhile');
    if (current!.isResearcher === isResearcher) return 'unchanged' as const;
    await tx.update(users).set({ isResearcher }).where(eq(users.id, account.id));
    await recordEdit(tx, {
      contentType: FLAG_HISTORY,
      contentId: account.uuid,
      actorId: setter.id,
      action: 'edited',
      changes: {
        is_researcher: { before: current!.isResearcher, after: isResearcher },
        reason: { before: null, after: reason },
      },
    });
    return account.uuid;
  });
  if (outcome === 'not_found' || outcome === 'unchanged') return outcome;
  return (await readCitizenAccount(db, outcome))!;
}
