import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-errors.ts';
import { inspectImage, renderWidths } from './image-processing.ts';
import { jpegShrinkFor } from './scaled-decode.ts';
import { hasGpsTag } from '../../test/test-images.ts';

describe('jpegShrinkFor', () => {
  it.each([
    [4000, 2], // 12 MP landscape: 2000 px, then resized to 1600
    [3000, 2], // 12 MP portrait: 1500 px, within the tolerance
    [2832, 1], // 3:2 portrait: half would be 1416 px, too far under 1600
    [1600, 1],
    [800, 1],
    [8000, 4],
    [14000, 8],
    [60000, 1], // 7500 px after 1/8 is still far too big: sharp's own shrink-on-load takes over
  ])('decodes a JPEG %i px wide upright at 1/%i for 1600 px', (width, shrink) => {
    expect(jpegShrinkFor(width, 1600)).toBe(shrink);
  });
});

/**
 * A 12-megapixel camera JPEG stored sideways (EXIF orientation 6) with GPS: smooth detail, red on
 * the stored left half and blue on the right, so the upright image has red on top.
 */
async function sidewaysCameraJpeg(): Promise<Buffer> {
  const [w, h] = [400, 300];
  const noise = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const n = ((i * 2654435761) >>> 24) % 60;
    const left = i % w < w / 2;
    noise.set(left ? [190 + n, n, n] : [n, n, 190 + n], i * 3);
  }
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 30/1 0/1' } })
    .toBuffer();
}

const decodeFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('recipes-decode-'));

describe('renderWidths on a large JPEG (decoded at reduced scale)', () => {
  it('stores a 12 MP portrait upright at 1500/800/400 px, without metadata, like a full decode', async () => {
    const photo = await sidewaysCameraJpeg();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const image = await inspectImage(photo);
    expect([image.width, image.uprightWidth]).toEqual([4000, 3000]);

    const renders = await renderWidths(photo, image);
    const metas = await Promise.all([...renders.values()].map((b) => sharp(b).metadata()));
    expect(metas.map((m) => [m.format, m.width, m.height, m.exif, m.orientation])).toEqual([
      ['webp', 400, 533, undefined, undefined],
      ['webp', 800, 1067, undefined, undefined],
      ['webp', 1500, 2000, undefined, undefined],
    ]);

    const largest = await sharp(renders.get(1600)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...largest.data.subarray((y * 1500 + x) * 3, (y * 1500 + x) * 3 + 3)];
    expect(at(750, 300)[0]).toBeGreaterThan(150); // the stored left (red) half is on top
    expect(at(750, 1700)[2]).toBeGreaterThan(150);

    // The reduced-scale decode matches decoding in full and resizing, up to WebP's own loss.
    const full = await sharp(photo).rotate().resize({ width: 1500 }).raw().toBuffer();
    let difference = 0;
    for (let i = 0; i < full.length; i++) difference += Math.abs(full[i]! - largest.data[i]!);
    expect(difference / full.length).toBeLessThan(4);
    expect(decodeFolders()).toEqual([]);
  });

  it('refuses a truncated large JPEG with UNSUPPORTED_MEDIA_TYPE and leaves no temporary file', async () => {
    const photo = await sidewaysCameraJpeg();
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.6));
    const image = await inspectImage(truncated);
    const outcome = await renderWidths(truncated, image).then(
      () => 'accepted',
      (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
    );
    expect(outcome).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(decodeFolders()).toEqual([]);
  });
});
