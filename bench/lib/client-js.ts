import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/** Every script the page makes the browser load at once: module preloads, script tags, inline imports. */
export function scriptUrls(html: string): string[] {
  const patterns = [
    /<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g,
    /<link[^>]+href="([^"]+)"[^>]*rel="modulepreload"/g,
    /<script[^>]+src="([^"]+)"/g,
    /import\(\s*"([^"]+\.js)"\s*\)/g,
    /import\s+[^"';]*"([^"]+\.js)"/g,
  ];
  const urls = new Set<string>();
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) urls.add(match[1]!);
  return [...urls];
}

/** The modules a built module imports statically (`import"./x.js"`, `from"./x.js"`), as URLs. */
export function staticImports(code: string, moduleUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
    urls.add(new URL(match[1]!, new URL(moduleUrl, 'http://x')).pathname);
  }
  return [...urls];
}

/**
 * The client JavaScript of a page: every script the HTML references and every module those import
 * statically (what must load before the page hydrates, preloaded or not), each gzipped (level 9,
 * as a build would precompress), largest first.
 */
export async function clientJavaScript(baseUrl: string, pagePath: string): Promise<ScriptSize[]> {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text();
  const sizes: ScriptSize[] = [];
  const queue = scriptUrls(html);
  const seen = new Set(queue);
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const response = await fetch(new URL(url, baseUrl));
    if (!response.ok) throw new Error(`script ${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    sizes.push({ url, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
    for (const imported of staticImports(bytes.toString('utf8'), url)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
