import type { AnswerTimingResult } from './answer-timing';
import { COMPARED_PAGES, PORTAL_TYPING, type BaselineResult } from './baseline';
import type { LighthouseMetrics } from './lighthouse-run';
import type { ProcessMemory } from './portal-server';
import type { BundleSizes } from './bundle-sizes';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';
import type { PermitApprovalResult } from './permit-approval';
import type { QueueResult } from './review-queue';
import { isError, type Section } from './section';
import type { StartupResult } from './startup';
import { fixed, kib, table, type Cell } from './table';

export interface BenchResults {
  timestamp: string;
  node_version: string;
  cpu_cores: number;
  cpu_model: string;
  memory_bytes: number;
  /** Others' processes share the cores: a high value here explains slow or noisy figures. */
  load_average_1m_at_start: number;
  commit: string | null;
  /** Others edit the tree while the bench runs: true when the figures include uncommitted changes. */
  commit_dirty: boolean | null;
  duration_s?: number;
  bundle_sizes: Section<BundleSizes>;
  startup: Section<StartupResult>;
  lighthouse: Section<LighthouseResult>;
  load: Section<LoadResult>;
  answer_timing: Section<AnswerTimingResult>;
  permit_approval: Section<PermitApprovalResult>;
  baseline: Section<BaselineResult>;
  memory: Section<{ idle_after_reopen: ProcessMemory; after_lighthouse_and_load: ProcessMemory }>;
  /** Unless BENCH_QUEUE=0: it needs PostgreSQL and a few minutes (docs/performance.md#review-queue). */
  review_queue: Section<QueueResult>;
}

const failed = (section: { error: string }) => `  error: ${section.error.split('\n')[0] ?? ''}`;

function startupText(startup: Section<StartupResult>): string {
  const title = 'Start-up: spawn → first HTTP answer (node dist-server/main.js, polled every 50 ms)';
  if (isError(startup)) return `${title}\n${failed(startup)}`;
  const reopen: Cell[] = isError(startup.reopen)
    ? ['reopen (same DATA_DIR)', null, null, `error: ${startup.reopen.error.split('\n')[0] ?? ''}`]
    : [
        'reopen (same DATA_DIR)',
        startup.reopen.spawn_to_first_answer_ms,
        startup.reopen.probe_status,
        startup.reopen.server_reported_ready_ms,
      ];
  const rows: Cell[][] = [
    [
      'first (create, migrate, seed)',
      startup.first_start.spawn_to_first_answer_ms,
      startup.first_start.probe_status,
      startup.first_start.server_reported_ready_ms,
    ],
    reopen,
  ];
  const note = startup.note ? `\n  note: ${startup.note}` : '';
  return `${title}\n${table(['Start', 'ms', `${startup.probe_path} status`, 'server-reported ms'], rows)}${note}`;
}

function bundleText(bundles: Section<BundleSizes>): string {
  const title = 'JS per route (dist/.vite/manifest.json, each file gzip -9 separately)';
  if (isError(bundles)) return `${title}\n${failed(bundles)}`;
  const rows: Cell[][] = [
    [
      `entry ${bundles.entry.file} alone`,
      bundles.entry.own_js.files,
      kib(bundles.entry.own_js.raw_bytes),
      kib(bundles.entry.own_js.gzip_bytes),
      null,
      null,
    ],
    [
      'entry + static imports',
      bundles.entry.with_static_imports_js.files,
      kib(bundles.entry.with_static_imports_js.raw_bytes),
      kib(bundles.entry.with_static_imports_js.gzip_bytes),
      null,
      null,
    ],
    ...bundles.routes.map((route): Cell[] => [
      `${route.name}${route.lazy_from_entry ? '' : ' (not lazy from entry!)'}`,
      route.js.files,
      kib(route.js.raw_bytes),
      kib(route.js.gzip_bytes),
      kib(route.route_only_js.gzip_bytes),
      kib(route.route_only_css.gzip_bytes),
    ]),
  ];
  const css = bundles.entry_css;
  const fonts = bundles.entry_fonts;
  const extra = [
    `  entry CSS: ${css.files} files, ${kib(css.raw_bytes)} KiB raw, ${kib(css.gzip_bytes)} KiB gzip`,
    `  entry fonts: ${fonts.font_faces} @font-face, ${fonts.files} files, ${kib(fonts.raw_bytes)} KiB if every face were fetched`,
    ...(bundles.note ? [`  note: ${bundles.note}`] : []),
  ];
  return `${title}\n${table(['Route', 'JS files', 'JS KiB', 'JS gzip KiB', 'route-only JS gzip KiB', 'route-only CSS gzip KiB'], rows)}\n${extra.join('\n')}`;
}

function lighthouseText(lighthouse: Section<LighthouseResult>): string {
  const title = 'Lighthouse (mobile preset, median of 3 runs per path)';
  if (isError(lighthouse)) return `${title}\n${failed(lighthouse)}`;
  const rows = lighthouse.pages.map((page): Cell[] => {
    if ('error' in page) return [page.path, `error: ${page.error.split('\n')[0] ?? ''}`];
    const m = page.median;
    const failures = page.runs.filter((run) => isError(run) || run.runtime_error).length;
    return [
      page.path + (failures > 0 ? ` (${failures} failed run)` : ''),
      m.performance_score,
      m.accessibility_score,
      m.lcp_ms,
      m.tbt_ms,
      fixed(m.cls, 3),
      m.fcp_ms,
      m.speed_index_ms,
      kib(m.total_transfer_bytes),
      kib(m.script_transfer_bytes),
      kib(m.font_transfer_bytes),
    ];
  });
  const headers = [
    'Path',
    'Perf',
    'A11y',
    'LCP ms',
    'TBT ms',
    'CLS',
    'FCP ms',
    'SI ms',
    'total KiB',
    'JS KiB',
    'font KiB',
  ];
  return `${title}\n${table(headers, rows)}\n  ${lighthouse.lighthouse_version ? `Lighthouse ${lighthouse.lighthouse_version}; ` : ''}transfer sizes as loaded by Chromium`;
}

function loadText(load: Section<LoadResult>): string {
  const title =
    'Load (wrk -t2 -c50 -d10s --latency, Accept-Language: ar, 2 s warm-up each; nginx serves the same bytes)';
  if (isError(load)) return `${title}\n${failed(load)}`;
  const rows = load.targets.map((target): Cell[] => {
    const portal = isError(target.portal) ? null : target.portal;
    const nginx = isError(target.nginx) ? null : target.nginx;
    return [
      target.path,
      target.portal_status,
      target.body_bytes,
      fixed(portal?.requests_per_s, 0),
      fixed(portal?.p99_ms, 2),
      portal ? portal.non_2xx_3xx_responses + portal.socket_errors : null,
      fixed(nginx?.requests_per_s, 0),
      fixed(nginx?.p99_ms, 2),
      fixed(target.portal_to_nginx_requests_ratio, 3),
    ];
  });
  const headers = [
    'GET',
    'status',
    'bytes',
    'portal req/s',
    'p99 ms',
    'errors',
    'nginx req/s',
    'p99 ms',
    'portal/nginx',
  ];
  const problems = load.targets.flatMap((target) => [
    ...(isError(target.portal) ? [`  portal ${target.path}: ${target.portal.error.split('\n')[0] ?? ''}`] : []),
    ...(isError(target.nginx) ? [`  nginx ${target.path}: ${target.nginx.error.split('\n')[0] ?? ''}`] : []),
    ...(target.note ? [`  note ${target.path}: ${target.note}`] : []),
  ]);
  return [title, table(headers, rows), ...problems].join('\n');
}

function answerTimingText(timing: Section<AnswerTimingResult>): string {
  const title = 'Answer timing: registered vs unknown address (one request at a time, random order)';
  if (isError(timing)) return `${title}\n${failed(timing)}`;
  const rows = timing.routes.map((route): Cell[] => [
    `POST ${route.route}`,
    route.known_median_ms,
    route.unknown_median_ms,
    route.known_to_unknown_ratio,
    Object.entries(route.statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', '),
  ]);
  return `${title}\n${table(['Route', `known median ms (${timing.addresses_each})`, `unknown median ms (${timing.addresses_each})`, 'ratio', 'statuses'], rows)}`;
}

/** The median metrics of one Lighthouse page, if it was measured. */
function lighthouseOf(lighthouse: Section<LighthouseResult>, path: string): LighthouseMetrics | null {
  if (isError(lighthouse)) return null;
  const page = lighthouse.pages.find((candidate) => candidate.path === path);
  return page && !('error' in page) ? page.median : null;
}

const ratio = (portal: number | null | undefined, baseline: number | null | undefined) =>
  portal === null || portal === undefined || !baseline ? null : fixed(portal / baseline, 2);

/** The portal beside the baseline app, measured in the same run: each figure and portal ÷ baseline. */
function baselineText(results: BenchResults): string {
  const title = 'Beside the baseline app (../shared/anchors/baseline-app, same run): portal ÷ baseline';
  const baseline = results.baseline;
  if (isError(baseline)) return `${title}\n${failed(baseline)}`;
  const rows: Cell[][] = [];
  for (const { portal: portalPath, baseline: baselinePath } of COMPARED_PAGES) {
    const portal = lighthouseOf(results.lighthouse, portalPath);
    const base = lighthouseOf(baseline.baseline_lighthouse, baselinePath);
    const pair = `${portalPath} vs ${baselinePath}`;
    const row = (measure: string, p: number | null | undefined, b: number | null | undefined): Cell[] => [
      pair,
      measure,
      p ?? null,
      b ?? null,
      ratio(p, b),
    ];
    rows.push(
      row('Lighthouse performance', portal?.performance_score, base?.performance_score),
      row('LCP ms', portal?.lcp_ms, base?.lcp_ms),
      row('TBT ms', portal?.tbt_ms, base?.tbt_ms),
      row('transfer KiB', kib(portal?.total_transfer_bytes ?? null), kib(base?.total_transfer_bytes ?? null)),
      row(
        'JS gzip KiB (Chromium)',
        baseline.js_gzip_kib.portal[portalPath],
        baseline.js_gzip_kib.baseline[baselinePath],
      ),
    );
  }
  const baseTyping = isError(baseline.typing.baseline) ? null : baseline.typing.baseline.p95_ms;
  PORTAL_TYPING.forEach(({ path, field }, index) => {
    const typing = baseline.typing.portal[index];
    const p95 = typing && !isError(typing) ? typing.p95_ms : null;
    rows.push([`${path} ${field} vs /form`, 'typing p95 ms at 4× CPU', p95, baseTyping, ratio(p95, baseTyping)]);
  });
  return `${title}\n${table(['Pages', 'Measure', 'portal', 'baseline', 'ratio'], rows)}`;
}

function memoryText(memory: BenchResults['memory']): string {
  const title = 'Portal memory (/proc VmRSS and VmHWM)';
  if (isError(memory)) return `${title}\n${failed(memory)}`;
  const mib = (bytes: number | null) => (bytes === null ? null : fixed(bytes / 1024 / 1024, 0));
  return `${title}\n${table(
    ['When', 'RSS MiB', 'peak MiB'],
    [
      [
        'idle after reopening DATA_DIR',
        mib(memory.idle_after_reopen.rss_bytes),
        mib(memory.idle_after_reopen.peak_rss_bytes),
      ],
      [
        'after Lighthouse, the baseline section and load',
        mib(memory.after_lighthouse_and_load.rss_bytes),
        mib(memory.after_lighthouse_and_load.peak_rss_bytes),
      ],
    ],
  )}`;
}

/** The queue's figures as a table, each beside the load average at its end. */
export function queueText(section: Section<QueueResult>): string {
  const title = 'Review queue (PostgreSQL, 200,000 requests, 10 reviewers at once over HTTP)';
  if (isError(section)) return `${title}\n${failed(section)}`;
  const rows = Object.entries(section.queue).map(([name, t]) => [
    name,
    t.p50_ms,
    t.p95_ms,
    t.max_ms,
    t.failures,
    t.load_average_1m,
  ]);
  const { csv } = section;
  const csvLine = `CSV export: ${csv.rows} rows, ${csv.bytes} bytes in ${csv.seconds} s; server RSS ${csv.rss_before_mib} MiB before, at most ${csv.rss_peak_during_mib} MiB while streaming (load ${csv.load_average_1m})`;
  return `${title}\n${table(['Filter or search', 'p50 ms', 'p95 ms', 'max ms', 'failures', 'load 1m'], rows)}\n${csvLine}`;
}

function approvalText(approval: Section<PermitApprovalResult>): string {
  const title = 'Permit approval (in-process, PGlite in memory): the answer, then the document made after it';
  if (isError(approval)) return `${title}\n${failed(approval)}`;
  const rows: Cell[][] = [
    ['first approval', approval.first_answer_ms, approval.first_document_ms],
    [`median of ${approval.warm_approvals} warm`, approval.answer_median_ms, approval.document_median_ms],
    [`max of ${approval.warm_approvals} warm`, approval.answer_max_ms, approval.document_max_ms],
  ];
  return `${title}\n${table(['Approvals', 'answer ms', 'document ready ms'], rows)}\nload 1m ${approval.load_average_1m}`;
}

export function formatReport(results: BenchResults): string {
  const commit = results.commit
    ? `${results.commit.slice(0, 10)}${results.commit_dirty ? ' (+ uncommitted changes)' : ''}`
    : 'unknown commit';
  const header =
    `Portal bench ${results.timestamp} · ${commit} · node ${results.node_version} · ${results.cpu_cores} cores` +
    ` · load ${results.load_average_1m_at_start}` +
    (results.duration_s === undefined ? '' : ` · ${results.duration_s} s`);
  return [
    header,
    startupText(results.startup),
    bundleText(results.bundle_sizes),
    lighthouseText(results.lighthouse),
    baselineText(results),
    loadText(results.load),
    memoryText(results.memory),
    answerTimingText(results.answer_timing),
    approvalText(results.permit_approval),
    queueText(results.review_queue),
  ].join('\n\n');
}
