import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { companyDocuments, users } from '../../server/db/schema';
import { startPortal, type PortalServer } from '../support/portal-process';

// Four documents of about 4 MB: staging them takes long enough to stop the server in the middle.
const bigPdf = (name: string) =>
  new File(
    [
      `%PDF-1.4\n%${'a'.repeat(4 * 1024 * 1024)}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    ],
    name,
    {
      type: 'application/pdf',
    },
  );

function companyForm(index: number): FormData {
  const form = new FormData();
  const fields = {
    name: `شركة الاختبار ${index}`,
    email: `crash-${index}@example.sa`,
    country_code: '966',
    phone_number: '551234567',
    password: 'Sand-Dunes-2025',
    password_confirmation: 'Sand-Dunes-2025',
    business_activity: 'تخييم',
    target_area: 'روضة نورة',
    commercial_registration_number: `10100000${String(index).padStart(2, '0')}`,
    company_description: 'وصف',
    contact_email: `contact-${index}@example.sa`,
    contact_phone: '+966501112233',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ['technical_proposal', 'work_experience', 'environmental_compliance_permit', 'execution_plan'])
    form.append(name, bigPdf(`${name}.pdf`));
  return form;
}

const stagingFiles = async (uploads: string) =>
  (await fsp.readdir(uploads)).filter((name) => name.startsWith('.staging-'));
const signal = (pid: number, name: NodeJS.Signals) => process.kill(pid, name);

/**
 * QUALITY.md, a crash leaves nothing half-done: a real server process is killed (SIGKILL) while a
 * registration's files are staged and not yet recorded, then started again on the same DATA_DIR.
 */
describe('a server killed in the middle of a registration', () => {
  let portal: PortalServer | undefined;
  afterAll(() => portal?.stop());

  it(
    'keeps every acknowledged row and file, and leaves no staging file after it starts again',
    { timeout: 180_000 },
    async () => {
      portal = await startPortal({ run: 'source' });
      const { dataDir } = portal;
      const uploads = path.join(dataDir, 'uploads');
      const acknowledged = await fetch(`${portal.url}/api/v1/register/company`, {
        method: 'POST',
        body: companyForm(0),
      });
      expect(acknowledged.status).toBe(201);

      // Stop the process the moment a staging file appears; if the files were already recorded, go on and try again.
      let killedWhileStaging = false;
      for (let attempt = 1; attempt <= 5 && !killedWhileStaging; attempt += 1) {
        const stopped = new Promise<void>((resolve) => {
          const watcher = fs.watch(uploads, (_event, name) => {
            if (!name?.startsWith('.staging-')) return;
            signal(portal!.pid, 'SIGSTOP');
            watcher.close();
            resolve();
          });
        });
        const answer = fetch(`${portal.url}/api/v1/register/company`, {
          method: 'POST',
          body: companyForm(attempt),
        }).catch(() => undefined);
        await stopped;
        if ((await stagingFiles(uploads)).length > 0) {
          signal(portal.pid, 'SIGKILL');
          killedWhileStaging = true;
        } else {
          signal(portal.pid, 'SIGCONT');
        }
        await answer;
      }
      expect(killedWhileStaging).toBe(true);
      await portal.exited;
      expect((await stagingFiles(uploads)).length).toBeGreaterThan(0);

      // Start again on the same DATA_DIR, then stop it to read the database it leaves.
      portal = await startPortal({ dataDir, run: 'source' });
      expect(await stagingFiles(uploads)).toEqual([]);
      await portal.stop({ keepData: true });

      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        const documents = await database.db.select().from(companyDocuments);
        const [first] = await database.db.select().from(users).where(eq(users.email, 'crash-0@example.sa'));
        expect(documents.filter((document) => document.userId === first!.id)).toHaveLength(4);
        // Every file has its row and every row its file, byte for byte.
        expect((await fsp.readdir(uploads)).sort()).toEqual(documents.map((document) => document.storedName).sort());
        for (const document of documents) {
          const bytes = await fsp.readFile(path.join(uploads, document.storedName));
          expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);
        }
      } finally {
        await database.close();
        await fsp.rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
