import type { ScriptSize } from './client-js.ts';
import type { LoadResult } from './load-worker.ts';

/** A measured endpoint and the budget it is held to, if any. */
export interface Row {
  name: string;
  path: string;
  result: LoadResult;
  budget?: { minShareOfCeiling?: number; maxP99Ms?: number };
  /** A list answer: also compared with the bare server sending the list page's JSON. */
  sendsListPage?: boolean;
}

export interface Report {
  title: string;
  context: [string, string][];
  ceiling: LoadResult;
  /** The same bare server sending the first list page's JSON: the most a list row can do. */
  listCeiling: { result: LoadResult; bytes: number; recipeBytes: number };
  rows: Row[];
  peakRssMiB: number | null;
  coldStartMs: number;
  scripts: ScriptSize[];
  clientJsBudgetKb: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed = (n: number, digits = 0) => n.toFixed(digits);

function verdict(row: Row, share: number): string {
  const { budget } = row;
  if (!budget) return '';
  if (row.result.requests === 0) return 'NOT met: no request completed in the measured time';
  const checks: string[] = [];
  if (budget.minShareOfCeiling !== undefined) {
    const ok = share >= budget.minShareOfCeiling;
    checks.push(`${ok ? 'met' : 'NOT met'}: ≥ ${budget.minShareOfCeiling * 100}% of ceiling`);
  }
  if (budget.maxP99Ms !== undefined) {
    const ok = row.result.p99 < budget.maxP99Ms;
    checks.push(`${ok ? 'met' : 'NOT met'}: p99 < ${budget.maxP99Ms} ms`);
  }
  return checks.join('; ');
}

function problems(result: LoadResult): string {
  const bad = result.non2xx + result.errors + result.timeouts;
  return bad === 0 ? '0' : `${bad} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`;
}

export function renderReport(report: Report): string {
  const lines: string[] = [`# ${report.title}`, ''];
  for (const [name, value] of report.context) lines.push(`- ${name}: ${value}`);
  lines.push('', '| Row | Request | req/s | p50 ms | p99 ms | × ceiling | failed | Budget |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  const all: Row[] = [
    {
      name: `Ceiling: bare node:http, the recipe's JSON from memory (${kb(report.listCeiling.recipeBytes)} KB)`,
      path: '/',
      result: report.ceiling,
    },
    {
      name: `Reference: bare node:http, the first list page's JSON from memory (${kb(report.listCeiling.bytes)} KB)`,
      path: '/',
      result: report.listCeiling.result,
    },
    ...report.rows,
  ];
  for (const row of all) {
    const share = row.result.requestsPerSecond / report.ceiling.requestsPerSecond;
    const listShare = row.result.requestsPerSecond / report.listCeiling.result.requestsPerSecond;
    const notes = [
      verdict(row, share),
      row.sendsListPage ? `${fixed(listShare * 100, 1)}% of the bare list server` : '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(
      `| ${row.name} | \`${row.path}\` | ${fixed(row.result.requestsPerSecond)} | ${row.result.p50} | ${row.result.p99} | ` +
        `${fixed(share * 100, 1)}% | ${problems(row.result)} | ${notes} |`,
    );
  }
  const totalGzip = report.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const totalRaw = report.scripts.reduce((sum, s) => sum + s.bytes, 0);
  const jsOk = totalGzip <= report.clientJsBudgetKb * 1024;
  lines.push(
    '',
    `- Peak server memory (VmHWM, whole run): ${report.peakRssMiB ?? 'unknown'} MiB`,
    `- Cold start (spawn to first 200 on /api/v1/recipes/ping): ${fixed(report.coldStartMs)} ms`,
    `- Recipe page client JavaScript: ${kb(totalGzip)} KB gzip (${kb(totalRaw)} KB raw) in ${report.scripts.length} files; ` +
      `budget ≤ ${report.clientJsBudgetKb} KB gzip: ${jsOk ? 'met' : 'NOT met'}`,
    '',
    '| Script | raw KB | gzip KB | share |',
    '| --- | ---: | ---: | ---: |',
  );
  for (const script of report.scripts) {
    const share = totalGzip === 0 ? 0 : (script.gzipBytes / totalGzip) * 100;
    lines.push(`| \`${script.url}\` | ${kb(script.bytes)} | ${kb(script.gzipBytes)} | ${fixed(share, 1)}% |`);
  }
  return `${lines.join('\n')}\n`;
}
