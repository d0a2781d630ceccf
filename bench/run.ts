import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import { measureAnswerTiming } from './answer-timing';
import { measureBaseline } from './baseline';
import { measureBundleSizes } from './bundle-sizes';
import { cleanUpOnSignals, removeTmpRootWhenEmpty, runCleanups } from './cleanup';
import { measureLighthouse } from './lighthouse';
import { measureLoad } from './load';
import { measurePermitApproval } from './permit-approval';
import { measureReviewQueue } from './review-queue';
import { DIST_DIR, RESULTS_FILE, ROOT } from './paths';
import type { PortalProcess } from './portal-server';
import { formatReport, type BenchResults } from './report';
import { isError, measure, type SectionError } from './section';
import { measureStartup } from './startup';
import { round } from './stats';

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * `npm run bench` (after `npm run build`): sizes, start-up, Lighthouse, load and the review queue at 200,000
 * requests on PostgreSQL (BENCH_QUEUE=0 leaves it out), into a table and bench/results.json.
 */
async function main(): Promise<number> {
  cleanUpOnSignals();
  removeTmpRootWhenEmpty();
  const startedAt = performance.now();
  const status = git(['status', '--porcelain']);
  const notMeasured: SectionError = { error: 'not measured' };
  const noPortal: SectionError = { error: 'no portal running: start-up failed' };
  const running: { portal: PortalProcess | null } = { portal: null };
  const results: BenchResults = {
    timestamp: new Date().toISOString(),
    node_version: process.version,
    cpu_cores: os.availableParallelism(),
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    memory_bytes: os.totalmem(),
    load_average_1m_at_start: round(os.loadavg()[0] ?? 0, 2),
    commit: git(['rev-parse', 'HEAD']),
    commit_dirty: status === null ? null : status.length > 0,
    bundle_sizes: notMeasured,
    startup: notMeasured,
    lighthouse: noPortal,
    load: noPortal,
    answer_timing: noPortal,
    permit_approval: notMeasured,
    baseline: noPortal,
    memory: noPortal,
    review_queue: { error: 'not measured: BENCH_QUEUE=0 left it out' },
  };
  try {
    results.bundle_sizes = await measure('JS per route', () => measureBundleSizes(DIST_DIR));
    results.startup = await measure('start-up', async () => {
      const { result, portal } = await measureStartup();
      running.portal = portal;
      return result;
    });
    const portal = running.portal;
    if (portal) {
      const idle = await portal.memory();
      results.lighthouse = await measure('Lighthouse', () => measureLighthouse(portal.url));
      results.baseline = await measure('beside the baseline app', () => measureBaseline(portal.url));
      results.load = await measure('load', () => measureLoad(portal.url));
      results.memory = { idle_after_reopen: idle, after_lighthouse_and_load: await portal.memory() };
      results.answer_timing = await measure('answer timing', () => measureAnswerTiming(portal.url));
    }
    results.permit_approval = await measure('permit approval', measurePermitApproval);
    if (process.env.BENCH_QUEUE !== '0') results.review_queue = await measure('review queue', measureReviewQueue);
  } finally {
    await runCleanups();
  }
  results.duration_s = round((performance.now() - startedAt) / 1000);
  await fs.writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatReport(results));
  console.log(`\nWrote ${RESULTS_FILE}`);
  const sections = [
    results.bundle_sizes,
    results.startup,
    results.lighthouse,
    results.load,
    results.answer_timing,
    results.permit_approval,
    results.baseline,
    results.review_queue,
  ];
  return sections.some((section) => !isError(section)) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    await runCleanups();
    process.exit(1);
  },
);
