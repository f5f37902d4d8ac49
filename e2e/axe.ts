import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core itself at its current version (the e2e workspace's own devDependency), not only the
// one @axe-core/playwright pins (4.13, decision 0025): its browser script, put into the page.
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The axe-core version these checks run (the package's own, not the adapter's). */
export const axeVersion = (
  JSON.parse(readFileSync(require.resolve('axe-core/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * Runs axe-core on the page as it is now. The script goes in through the DevTools protocol
 * (page.evaluate), which the site's Content-Security-Policy does not block, as a script tag would.
 */
export async function runAxe(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, o: unknown): Promise<unknown> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  ) as Promise<AxeResults>;
}

/** Each violation as one readable line: `rule: target — summary`. */
export function violationLines(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}
