/** Summing up Lighthouse runs of `npm run bench:lighthouse` into one markdown table. */

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** Issue: 100 in every category, on every page, in both colour schemes. */
export const minimum: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;

export type Scheme = 'light' | 'dark';

/** The part of Lighthouse's JSON report this bench reads. */
export interface LighthouseReport {
  /** Lighthouse's own measure of the machine's speed (higher is faster). */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      displayValue?: string;
      score: number | null;
      title: string;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

/** One Lighthouse run and the machine's 1-minute load average just before it. */
export interface Run {
  report: LighthouseReport;
  load: number;
}

export interface PageResult {
  name: string;
  path: string;
  scheme: Scheme;
  /** Performance score of each run, in order. */
  performance: number[];
  /** Per category, the lowest score over the runs. */
  worst: Record<Category, number>;
  /** Per metric, the display value of the median run by performance score. */
  median: Record<string, string>;
  /** Script bytes the browser transferred in the median run (all scripts, compressed as sent). */
  scriptKb: number;
  /** Lowest and highest 1-minute load average seen before a run. */
  load: [number, number];
  /** Audits that failed in any run, outside performance's own metrics. */
  failed: string[];
  /** One run of the same page with every script blocked (the HTML and CSS alone). */
  withoutScripts?: { performance: number; tbt: string };
}

export const score = (report: LighthouseReport, category: string): number =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

function scriptTransferKb(report: LighthouseReport): number {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const bytes = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return bytes / 1024;
}

export function summarize(name: string, path: string, scheme: Scheme, runs: Run[]): PageResult {
  const reports = runs.map((r) => r.report);
  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!;
  const failed = new Set<string>();
  for (const report of reports) {
    for (const audit of Object.values(report.audits)) {
      // Scores below 0.9 on binary and informative audits; metrics are in the table already.
      if (audit.score !== null && audit.score < 0.9 && audit.numericValue === undefined) failed.add(audit.title);
    }
  }
  const worst = Object.fromEntries(categories.map((c) => [c, Math.min(...reports.map((r) => score(r, c)))]));
  return {
    name,
    path,
    scheme,
    performance: reports.map((r) => score(r, 'performance')),
    worst: worst as Record<Category, number>,
    median: Object.fromEntries(metrics.map((m) => [m, middle.audits[m]?.displayValue ?? '—'])),
    scriptKb: scriptTransferKb(middle),
    load: [Math.min(...runs.map((r) => r.load)), Math.max(...runs.map((r) => r.load))],
    failed: [...failed],
  };
}

export function summarizeFloor(report: LighthouseReport): { performance: number; tbt: string } {
  return { performance: score(report, 'performance'), tbt: report.audits['total-blocking-time']?.displayValue ?? '—' };
}

export function render(results: PageResult[], context: [string, string][]): string {
  const lines = [`# Lighthouse ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, ''];
  for (const [label, value] of context) lines.push(`- ${label}: ${value}`);
  lines.push(
    '',
    '| Page | Scheme | Performance (runs) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Scripts sent | Load (1 min) | Without scripts | Budget |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const short = categories.filter((c) => r.worst[c] < minimum[c]);
    const verdict = short.length === 0 ? 'met' : `NOT met: ${short.join(', ')}`;
    const cells = [
      r.performance.join(' / '),
      ...categories.slice(1).map((c) => String(r.worst[c])),
      ...metrics.map((m) => r.median[m]),
      `${r.scriptKb.toFixed(1)} KB`,
      r.load[0] === r.load[1] ? r.load[0].toFixed(2) : `${r.load[0].toFixed(2)}–${r.load[1].toFixed(2)}`,
      r.withoutScripts ? `${r.withoutScripts.performance} (TBT ${r.withoutScripts.tbt})` : '—',
    ];
    lines.push(`| ${r.name} | ${r.scheme} | ${cells.join(' | ')} | ${verdict} |`);
  }
  lines.push('', 'Pages:', '');
  for (const r of results.filter((r) => r.scheme === results[0]?.scheme)) lines.push(`- ${r.name}: \`${r.path}\``);
  const failures = results.filter((r) => r.failed.length > 0);
  lines.push(
    '',
    'Budget: 100 in every category, in every run, in both colour schemes. Scripts sent: what the median run transferred (brotli as served, response headers included, every script including the translations and parts loaded after hydration). Without scripts: one more run with every script blocked, its performance score and TBT: the part of a low score that the machine, not the page’s JavaScript, accounts for.',
    '',
  );
  lines.push(
    failures.length === 0
      ? 'No audit outside the performance metrics scored below 0.9 in any run.'
      : failures.map((r) => `- ${r.name} (${r.scheme}): ${r.failed.join('; ')}`).join('\n'),
  );
  return lines.join('\n') + '\n';
}
