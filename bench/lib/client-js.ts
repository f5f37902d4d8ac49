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

/**
 * The client JavaScript of a page: fetches each script the HTML references and gzips it (level
 * 9, as a build would precompress), largest first.
 */
export async function clientJavaScript(baseUrl: string, pagePath: string): Promise<ScriptSize[]> {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text();
  const sizes: ScriptSize[] = [];
  for (const url of scriptUrls(html)) {
    const response = await fetch(new URL(url, baseUrl));
    if (!response.ok) throw new Error(`script ${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    sizes.push({ url, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
