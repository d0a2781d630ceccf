import { makeTempDir } from './cleanup';
import { startPortalTimed, type PortalProcess, type TimedStart } from './portal-server';
import { isError, measure, type Section } from './section';
import { round } from './stats';

export const PROBE_PATH = '/api/v1/appearance';

export interface StartTiming {
  spawn_to_first_answer_ms: number;
  probe_status: number;
  server_reported_ready_ms: number | null;
}

export interface StartupResult {
  probe_path: string;
  poll_interval_ms: number;
  engine: string | null;
  /** Empty DATA_DIR: creates the PGlite database, migrates and seeds. */
  first_start: StartTiming;
  /** Same DATA_DIR again: opens the existing database. */
  reopen: Section<StartTiming>;
  note?: string;
}

function timing(start: TimedStart): StartTiming {
  return {
    spawn_to_first_answer_ms: round(start.elapsedMs),
    probe_status: start.status,
    server_reported_ready_ms: start.serverReportedMs,
  };
}

/**
 * Measures a first start on a fresh DATA_DIR, stops it, and measures a reopen of the same dir.
 * The reopened portal stays running for the Lighthouse and load sections.
 */
export async function measureStartup(): Promise<{ result: StartupResult; portal: PortalProcess | null }> {
  const dataDir = await makeTempDir('data-');
  const first = await startPortalTimed(dataDir, PROBE_PATH);
  await first.portal.stop();
  let portal: PortalProcess | null = null;
  const reopen = await measure('start-up (reopen)', async () => {
    const second = await startPortalTimed(dataDir, PROBE_PATH);
    portal = second.portal;
    return timing(second);
  });
  const statuses = [first.status, isError(reopen) ? first.status : reopen.probe_status];
  const result: StartupResult = {
    probe_path: PROBE_PATH,
    poll_interval_ms: 50,
    engine: first.engine,
    first_start: timing(first),
    reopen,
  };
  if (statuses.some((status) => status < 200 || status >= 300)) {
    result.note = `${PROBE_PATH} answered ${statuses.join('/')}: times are to the first HTTP answer, not to a working route`;
  }
  return { result, portal };
}
