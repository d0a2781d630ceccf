import { permitService } from '../../schemas/api/permits';
import type { PermitStatus, PermitType } from '../../schemas/api/member';
import { permits, users } from '../../server/db/schema';
import type { TestApp } from './test-app';

let applicants = 0;
/** An applicant's account written straight to the database, under `name` and `nationalId`. */
export async function queueApplicant(t: TestApp, name: string, nationalId: string | null = null): Promise<number> {
  applicants += 1;
  const [row] = await t.db
    .insert(users)
    .values({
      kind: 'individual',
      name,
      email: `queue.applicant${applicants}@example.sa`,
      passwordHash: 'not-used',
      countryCode: '966',
      phoneNumber: '501234567',
      nationalId,
    })
    .returning({ id: users.id });
  return row!.id;
}

export interface QueuedPermit {
  userId: number;
  type: PermitType;
  status?: PermitStatus;
  createdAt?: Date;
  dueOn?: string | null;
  assigneeId?: number | null;
  regionId?: number | null;
  areaId?: number | null;
  request?: Record<string, unknown>;
  version?: number;
}

let references = 0;
/**
 * A permit request written straight to the database, in whatever state and with whatever deadline a
 * test needs (the lifecycle's routes are tested apart); its reference is unique per test run.
 */
export async function queuedPermit(t: TestApp, permit: QueuedPermit) {
  references += 1;
  const [row] = await t.db
    .insert(permits)
    .values({
      formVersion: 'test',
      request: {},
      ...permit,
      reference: `${permitService(permit.type).referencePrefix}-2026-${String(900000 + references)}`,
    })
    .returning({ id: permits.id, uuid: permits.uuid, reference: permits.reference });
  return row!;
}
