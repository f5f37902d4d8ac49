/**
 * `npx tsx bench/upload.ts [--runs 7]`: times the photo pipeline (photos.storeImage: inspect,
 * rotate upright, strip metadata, render every width as WebP, write) for a camera-sized
 * 12-megapixel JPEG, median of N. Budget: under 400 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { maxUploadBytes } from '@recipes/contracts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { createServices } from '../apps/server/src/services.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';

const flags = parseFlags(process.argv.slice(2));
const runs = numberFlag(flags, 'runs', 7);
const budgetMs = 400;

/** 4000×3000 with fine detail (so it compresses like a photo, not like a flat colour) and EXIF orientation. */
async function cameraJpeg(): Promise<Buffer> {
  const noise = sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  });
  const smooth = await noise.blur(1.1).png().toBuffer();
  return sharp(smooth).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-bench-upload-'));
try {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const database = createDatabase({ sqliteFile: ':memory:' });
  const { photos } = createServices(database, config, Fastify({ logger: false }).log);
  const jpeg = await cameraJpeg();
  if (jpeg.length > maxUploadBytes) throw new Error(`test image ${jpeg.length} B exceeds the upload limit`);
  await photos.storeImage(1, jpeg);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await photos.storeImage(1, jpeg);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `12 MP JPEG (${(jpeg.length / 2 ** 20).toFixed(1)} MiB) → stored image + thumbnail: median ${median.toFixed(0)} ms ` +
      `of ${runs} (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}), load average ${os.loadavg()[0]!.toFixed(2)}; ` +
      `budget < ${budgetMs} ms: ${median < budgetMs ? 'met' : 'NOT met'}`,
  );
  await database.destroy();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
