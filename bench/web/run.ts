/**
 * `npm run bench:web`: Lighthouse 12 (mobile preset: Moto G Power, slow 4G and 4x CPU slowdown, simulated)
 * on the prerendered public pages, served by the real server from the fresh build, each side by side with its
 * script-free twin (the same HTML without any script or modulepreload, served by the bench's own proxy:
 * script-free-proxy.ts), plus the JavaScript each page downloads before interaction. Writes
 * bench/results/web.json and prints one table of ratios.
 *
 * Runs alternate (page, twin, next page, ...) so a change in the machine's load touches both sides alike; each
 * figure is the median of its runs, CLS the largest of them. The load average is printed and kept, as the
 * machine is shared.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium); BENCH_RUNS, Lighthouse runs per page and per twin
 * (default 3). The server runs with NODE_ENV=test (production needs real secrets) on a free port and a
 * throw-away DATA_DIR; it is stopped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatReport as formatBundleReport, HOME_JS_BUDGET_KB, kB, measurePages } from '../../apps/web/scripts/report-bundle';
import { PRERENDERED_PAGES } from '../../apps/web/src/prerender/prerendered-pages';
import { SCRIPT_FREE_PARAM, startScriptFreeProxy } from './script-free-proxy';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'results', 'web.json');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps calling hosts it cannot reach. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Issue 15: Performance 100; issue 3: the others 100. */
const TARGETS: Record<Category, number> = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Issue 15: a page's LCP within 1.15 times its script-free twin's, and nothing shifts. */
const LCP_RATIO_TARGET = 1.15;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
type MetricName = keyof typeof METRICS;

interface TableDetails {
  type?: string;
  items?: Record<string, unknown>[];
}
interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: (Record<string, unknown> & TableDetails)[] };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse run, reduced to what the report keeps. */
interface Run {
  scores: Record<Category, number>;
  metrics: Record<MetricName, number>;
  /** TTFB, load delay, load time and render delay of the LCP element, in ms (Lighthouse's breakdown). */
  lcpPhases: Record<string, number>;
  lcpElement: string;
  /** Script bytes on the wire as Lighthouse saw them (compressed). */
  scriptTransferBytes: number;
  /** Audits that cost points, per category. */
  failedAudits: Partial<Record<Category, string[]>>;
  runWarnings: string[];
}

/** A page or its twin: the median of its runs (CLS: the largest). */
interface Variant extends Omit<Run, 'runWarnings'> {
  url: string;
  runs: Run[];
}

interface PageResult {
  path: string;
  page: Variant;
  twin: Variant;
  /** Median page LCP ÷ median twin LCP. */
  lcpRatio: number;
  /** Page LCP ÷ twin LCP of each pair of runs. */
  lcpRatioPerRun: number[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts `npm run serve -w @payee/api` in its own process group, so stopping it stops tsx and node too. */
function startServer(port: number, dataDir: string): ChildProcess {
  const server = spawn('npm', ['run', 'serve', '-w', '@payee/api'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  });
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid !== undefined && process.kill(-server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function reduceRun(lhr: LighthouseResult): Run {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => {
      const value = lhr.audits[id]?.numericValue ?? Number.NaN;
      return [name, name === 'cls' ? Number(value.toFixed(3)) : Math.round(value)];
    }),
  ) as Record<MetricName, number>;
  const failedAudits: Partial<Record<Category, string[]>> = {};
  for (const category of CATEGORIES) {
    const failed = (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
      .map(({ audit }) => `${audit!.id} (${audit!.score})${audit!.displayValue ? `: ${audit!.displayValue}` : ''}`);
    if (failed.length > 0) failedAudits[category] = failed;
  }
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  const scriptTransferBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  // largest-contentful-paint-element: a list of two tables, the element, then the phases.
  const [elementTable, phaseTable] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = (elementTable?.items?.[0]?.node ?? {}) as { selector?: string; nodeLabel?: string };
  const lcpPhases = Object.fromEntries(
    (phaseTable?.items ?? []).map((item) => [String(item.phase), Math.round(Number(item.timing))]),
  ) as Record<string, number>;
  return {
    scores,
    metrics,
    lcpPhases,
    lcpElement: element.selector ?? element.nodeLabel ?? '?',
    scriptTransferBytes,
    failedAudits,
    runWarnings: lhr.runWarnings,
  };
}

/** The median of each figure over the runs, CLS the largest; failed audits and the LCP element of the median-LCP run. */
function reduceVariant(url: string, runs: Run[]): Variant {
  const medianLcp = median(runs.map((run) => run.metrics.lcpMs));
  const closest = [...runs].sort((a, b) => Math.abs(a.metrics.lcpMs - medianLcp) - Math.abs(b.metrics.lcpMs - medianLcp))[0]!;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((run) => run.scores[c]))])) as Record<Category, number>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as MetricName[]).map((name) => [
      name,
      name === 'cls' ? Math.max(...runs.map((run) => run.metrics.cls)) : Math.round(median(runs.map((run) => run.metrics[name]))),
    ]),
  ) as Record<MetricName, number>;
  const phaseNames = Object.keys(closest.lcpPhases);
  const lcpPhases = Object.fromEntries(phaseNames.map((phase) => [phase, median(runs.map((run) => run.lcpPhases[phase] ?? 0))]));
  return {
    url,
    scores,
    metrics,
    lcpPhases,
    lcpElement: closest.lcpElement,
    scriptTransferBytes: Math.round(median(runs.map((run) => run.scriptTransferBytes))),
    failedAudits: closest.failedAudits,
    runs,
  };
}

async function audit(url: string, chromePort: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr as unknown as LighthouseResult;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function ratioTable(pages: PageResult[], bundle: ReturnType<typeof measurePages>): string {
  const header = [
    'page',
    'LCP',
    'twin LCP',
    'LCP ÷ twin',
    'perf (twin)',
    'CLS',
    'TBT',
    'FCP (twin)',
    'a11y',
    'best',
    'seo',
    'JS gz (build)',
    'JS on wire',
  ];
  const rows = pages.map(({ path: pagePath, page, twin, lcpRatio }) => {
    const js = bundle.find((entry) => entry.path === pagePath);
    const mark = (category: Category) => `${page.scores[category]}${page.scores[category] < TARGETS[category] ? '!' : ''}`;
    return [
      pagePath,
      seconds(page.metrics.lcpMs),
      seconds(twin.metrics.lcpMs),
      `${lcpRatio.toFixed(2)}${lcpRatio > LCP_RATIO_TARGET ? '!' : ''}`,
      `${mark('performance')} (${twin.scores.performance})`,
      `${page.metrics.cls}${page.metrics.cls > 0 ? '!' : ''}`,
      `${page.metrics.tbtMs} ms`,
      `${seconds(page.metrics.fcpMs)} (${seconds(twin.metrics.fcpMs)})`,
      mark('accessibility'),
      mark('best-practices'),
      mark('seo'),
      js ? `${kB(js.totalGzipBytes)} kB` : '?',
      `${kB(page.scriptTransferBytes)} kB`,
    ];
  });
  return formatTable(header, rows);
}

function phaseTable(pages: PageResult[]): string {
  const phases = [...new Set(pages.flatMap(({ page }) => Object.keys(page.lcpPhases)))];
  const header = ['LCP phases, ms', ...phases, 'LCP element'];
  const rows = pages.flatMap(({ path: pagePath, page, twin }) => [
    [pagePath, ...phases.map((phase) => String(page.lcpPhases[phase] ?? '-')), page.lcpElement],
    [`${pagePath} (twin)`, ...phases.map((phase) => String(twin.lcpPhases[phase] ?? '-')), twin.lcpElement],
  ]);
  return formatTable(header, rows);
}

async function main() {
  const bundle = measurePages();
  const serverPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-bench-'));
  const server = startServer(serverPort, dataDir);
  const loadBefore = os.loadavg();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let proxy: Awaited<ReturnType<typeof startScriptFreeProxy>> | undefined;
  const pageRuns = new Map<string, { page: Run[]; twin: Run[] }>(PRERENDERED_PAGES.map((page) => [page.path, { page: [], twin: [] }]));
  const urls = (pagePath: string, origin: string) => ({
    page: `${origin}${pagePath}`,
    twin: `${origin}${pagePath}?${SCRIPT_FREE_PARAM}`,
  });
  let origin = '';
  try {
    await waitForReady(`http://127.0.0.1:${serverPort}/api/v1/ready`, server);
    proxy = await startScriptFreeProxy(serverPort);
    origin = `http://localhost:${proxy.port}`;
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    for (let run = 0; run < RUNS; run += 1) {
      for (const { path: pagePath } of PRERENDERED_PAGES) {
        for (const variant of ['page', 'twin'] as const) {
          const url = urls(pagePath, origin)[variant];
          // A run Lighthouse could not finish (NO_NAVSTART or a timeout on a busy machine) has no scores: not a
          // result; it is tried again, up to twice.
          let result: LighthouseResult | undefined;
          for (let attempt = 1; attempt <= 3 && !result; attempt += 1) {
            const attempted = await audit(url, chrome.port);
            if (!attempted.runtimeError && attempted.categories.performance?.score != null) result = attempted;
            else console.warn(`${url}: run ${run + 1} failed (${attempted.runtimeError?.code ?? 'no performance score'}), not counted`);
          }
          if (!result) continue;
          const reduced = reduceRun(result);
          pageRuns.get(pagePath)![variant].push(reduced);
          console.log(
            `run ${run + 1}/${RUNS} ${variant === 'page' ? pagePath : `${pagePath} (twin)`}: LCP ${seconds(reduced.metrics.lcpMs)}, ` +
              `performance ${reduced.scores.performance} (load ${os.loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
    }
    if (proxy.twins.withoutScripts !== proxy.twins.served) {
      throw new Error(`${proxy.twins.served - proxy.twins.withoutScripts} twin(s) still had a script, or their page had none`);
    }
  } finally {
    await chrome?.kill();
    await proxy?.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAfter = os.loadavg();

  const results: PageResult[] = PRERENDERED_PAGES.map(({ path: pagePath }) => {
    const runs = pageRuns.get(pagePath)!;
    if (runs.page.length === 0 || runs.twin.length === 0) throw new Error(`Every Lighthouse run of ${pagePath} or its twin failed`);
    const page = reduceVariant(urls(pagePath, origin).page, runs.page);
    const twin = reduceVariant(urls(pagePath, origin).twin, runs.twin);
    const pairs = Math.min(runs.page.length, runs.twin.length);
    return {
      path: pagePath,
      page,
      twin,
      lcpRatio: Math.round((page.metrics.lcpMs / twin.metrics.lcpMs) * 1000) / 1000,
      lcpRatioPerRun: Array.from(
        { length: pairs },
        (_, index) => Math.round((runs.page[index]!.metrics.lcpMs / runs.twin[index]!.metrics.lcpMs) * 1000) / 1000,
      ),
    };
  });

  const belowTarget = results.flatMap(({ path: pagePath, page, lcpRatio }) => [
    ...CATEGORIES.filter((category) => page.scores[category] < TARGETS[category]).map(
      (category) =>
        `${pagePath} ${category} ${page.scores[category]} < ${TARGETS[category]}: ${(page.failedAudits[category] ?? []).join('; ')}`,
    ),
    ...(lcpRatio > LCP_RATIO_TARGET ? [`${pagePath} LCP ${lcpRatio.toFixed(2)} × its script-free twin > ${LCP_RATIO_TARGET}`] : []),
    ...(page.metrics.cls > 0 ? [`${pagePath} CLS ${page.metrics.cls} > 0`] : []),
  ]);
  const home = bundle.find((page) => page.path === '/');
  if (home && home.totalGzipBytes > HOME_JS_BUDGET_KB * 1000) {
    belowTarget.push(`/ JavaScript ${kB(home.totalGzipBytes)} kB gzip > ${HOME_JS_BUDGET_KB} kB`);
  }

  const report = {
    date: new Date().toISOString(),
    lighthouse: '12 (mobile preset, simulated throttling)',
    chromium: CHROME_PATH,
    runsPerPage: RUNS,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    targets: { ...TARGETS, lcpRatioToScriptFreeTwin: LCP_RATIO_TARGET, cls: 0, homeJavaScriptGzipKb: HOME_JS_BUDGET_KB },
    pages: results.map((result) => ({ ...result, javascript: bundle.find((entry) => entry.path === result.path) })),
    belowTarget,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
  console.log(
    `\nLighthouse 12 mobile, median of ${RUNS} per page and per twin; load average (1/5/15 min) ${load(loadBefore)} before, ` +
      `${load(loadAfter)} after, on ${os.cpus().length} cores.\n`,
  );
  console.log(`${ratioTable(results, bundle)}\n`);
  console.log(`${phaseTable(results)}\n`);
  console.log(`${formatBundleReport(bundle)}\n`);
  for (const { path: pagePath, page, lcpRatioPerRun } of results) {
    console.log(`${pagePath} LCP ÷ twin per run: ${lcpRatioPerRun.map((ratio) => ratio.toFixed(2)).join(', ')}`);
    for (const [category, audits] of Object.entries(page.failedAudits)) console.log(`${pagePath} ${category}: ${audits.join('; ')}`);
  }
  console.log(`\nWritten to ${path.relative(REPO_ROOT, RESULTS_FILE)}.`);
  if (belowTarget.length > 0) {
    console.error(`\nBelow target:\n  ${belowTarget.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
