/**
 * The ceiling of `npm run bench:mix`: a bare node:http server that answers every path of the
 * mix with the bytes the real server sent for a request of the same kind (a few samples per
 * kind, picked by a hash of the path), from memory. So both servers send the same bytes per
 * kind of request; only the work behind them differs.
 * Usage: tsx bench/lib/mix-ceiling.ts <port> <samples.json>
 */
import fs from 'node:fs';
import http from 'node:http';
import { classify, type RequestClass } from './mix-plan.ts';

export interface CeilingSample {
  status: number;
  contentType: string;
  contentEncoding?: string | undefined;
  /** base64, so binary answers survive JSON. */
  body: string;
}

const [port, samplesFile] = process.argv.slice(2);
const stored = JSON.parse(fs.readFileSync(samplesFile ?? '', 'utf8')) as Record<RequestClass, CeilingSample[]>;
const samples = new Map(
  Object.entries(stored).map(([kind, list]) => [
    kind,
    list.map((sample) => {
      const body = Buffer.from(sample.body, 'base64');
      const headers: Record<string, string> = {
        'content-type': sample.contentType,
        'content-length': String(body.length),
      };
      if (sample.contentEncoding) headers['content-encoding'] = sample.contentEncoding;
      return { status: sample.status, headers, body };
    }),
  ]),
);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

http
  .createServer((request, response) => {
    const url = request.url ?? '/';
    const list = samples.get(classify(url));
    const sample = list?.[hash(url) % list.length];
    if (!sample) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(sample.status, sample.headers);
    response.end(sample.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
