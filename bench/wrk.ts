import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { WRK_PATH } from './paths';
import { round } from './stats';

const execFileAsync = promisify(execFile);

/** Same command for the portal and nginx: 2 threads, 50 connections (the brief's fixed load). */
export const WRK_THREADS = 2;
export const WRK_CONNECTIONS = 50;

export interface WrkResult {
  requests_per_s: number;
  p50_ms: number | null;
  p99_ms: number | null;
  avg_ms: number | null;
  requests: number;
  non_2xx_3xx_responses: number;
  socket_errors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** wrk prints latencies as "1.23ms", "870.00us", "1.02s". */
function toMs(text: string | undefined): number | null {
  const match = text ? /^([\d.]+)(us|ms|s|m|h)$/.exec(text) : null;
  const factor = match?.[2] ? UNIT_MS[match[2]] : undefined;
  return match?.[1] && factor !== undefined ? round(Number(match[1]) * factor, 3) : null;
}

export function parseWrk(output: string): WrkResult {
  const requestsPerS = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (requestsPerS === undefined) throw new Error(`could not read wrk output:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests_per_s: round(Number(requestsPerS), 1),
    p50_ms: toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1]),
    p99_ms: toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1]),
    avg_ms: toMs(/^\s+Latency\s+(\S+)/m.exec(output)?.[1]),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    non_2xx_3xx_responses: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socket_errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

export async function runWrk(url: string, durationS: number, headers: Record<string, string>): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [`-t${WRK_THREADS}`, `-c${WRK_CONNECTIONS}`, `-d${durationS}s`, '--latency', ...headerArgs, url];
  const { stdout } = await execFileAsync(WRK_PATH, args, { timeout: (durationS + 30) * 1000 });
  return parseWrk(stdout);
}
