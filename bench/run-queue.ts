import fs from 'node:fs/promises';
import path from 'node:path';
import { cleanUpOnSignals, removeTmpRootWhenEmpty, runCleanups } from './cleanup';
import { ROOT } from './paths';
import { queueText } from './report';
import { measureReviewQueue } from './review-queue';

const RESULTS = path.join(ROOT, 'bench', 'queue-results.json');

/** `npm run bench:queue`: the review queue alone (bench/review-queue.ts), into a table and bench/queue-results.json. */
async function main(): Promise<number> {
  cleanUpOnSignals();
  removeTmpRootWhenEmpty();
  const results = await measureReviewQueue();
  await fs.writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`${queueText(results)}\nWrote ${RESULTS}`);
  const failed = Object.values(results.queue).some(({ failures }) => failures > 0) || results.csv.status !== 200;
  return failed ? 1 : 0;
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await runCleanups();
    process.exit(1);
  });
