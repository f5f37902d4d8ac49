import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-errors.ts';
import { inspectImage, renderWidths, sniffFormat } from './image-processing.ts';
import { acceptedSamples, refusedSamples } from '../../test/test-images.ts';

describe('sniffFormat', () => {
  it('recognises every accepted encoding from its bytes', async () => {
    const found = (await acceptedSamples()).map((s) => [s.name, sniffFormat(s.bytes)]);
    expect(found).toEqual([
      ['jpeg', 'jpeg'],
      ['png with alpha', 'png'],
      ['16-bit png', 'png'],
      ['webp', 'webp'],
      ['avif', 'heif'],
      ['gif', 'gif'],
    ]);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['pdf', Buffer.from('%PDF-1.7')],
    ['tiff', Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08])],
    ['riff that is not webp', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['short jpeg prefix', Buffer.from([0xff, 0xd8])],
  ])('returns null for %s', (_name, bytes) => {
    expect(sniffFormat(bytes)).toBeNull();
  });
});

describe('inspectImage', () => {
  it('refuses every non-image sample with UNSUPPORTED_MEDIA_TYPE, or fails to decode it', async () => {
    for (const sample of await refusedSamples()) {
      const outcome = await inspectImage(sample.bytes)
        .then((image) => renderWidths(sample.bytes, image))
        .then(
          () => 'accepted',
          (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
        );
      expect([sample.name, outcome]).toEqual([sample.name, 'UNSUPPORTED_MEDIA_TYPE']);
    }
  });
});

describe('renderWidths', () => {
  it('turns a 12-megapixel camera JPEG into three WebPs, never enlarged', async () => {
    // Smooth noise scaled up resembles a photo better than a flat colour (and compresses like one).
    const noise = Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 2654435761) >>> 24));
    const photo = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
      .resize(4000, 3000, { kernel: 'cubic' })
      .jpeg({ quality: 90 })
      .toBuffer();
    // Speed is measured by the benchmark (bench/), not asserted here.
    const renders = await renderWidths(photo, await inspectImage(photo));
    expect([...renders.keys()]).toEqual([400, 800, 1600]);
    const sizes = await Promise.all([...renders.values()].map((b) => sharp(b).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 400, 300],
      ['webp', 800, 600],
      ['webp', 1600, 1200],
    ]);
  });
});
